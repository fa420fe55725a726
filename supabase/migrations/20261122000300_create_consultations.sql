-- Consultation bookings from the booking dialog.
--
-- Anyone may book; only admins read bookings and move them through their
-- status. The client generates `id`, so a replayed submission from the
-- offline outbox is a harmless duplicate (HTTP 409, code 23505).
-- The CHECK constraints mirror the booking form's validation in the spec, so
-- a direct API call cannot store what the form refuses.

create table public.consultations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  company text,
  service_type text not null default 'General Consultation',
  status text not null default 'pending',
  preferred_date date,
  preferred_time text,
  message text,
  created_at timestamptz not null default now(),
  constraint consultations_name_length check (name ~ '\S' and char_length(name) <= 100),
  constraint consultations_email_shape check (
    char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint consultations_service_type_not_blank check (service_type ~ '\S'),
  constraint consultations_status_check check (
    status in ('pending', 'confirmed', 'completed', 'cancelled')
  )
);

alter table public.consultations enable row level security;

-- Least privilege instead of the platform's blanket grants: visitors insert,
-- signed-in users may also read and update, and the update grant covers the
-- status column alone, so even an admin cannot rewrite what a client sent.
revoke all on table public.consultations from anon, authenticated;
grant insert on table public.consultations to anon, authenticated;
grant select on table public.consultations to authenticated;
grant update (status) on table public.consultations to authenticated;

-- Visitors and signed-in users book. A new booking must start as pending and
-- carry the server's clock: nobody books themselves as confirmed, nor pins a
-- booking to the top of the admin list with a made-up created_at.
create policy "Visitors and signed-in users can book a pending consultation"
  on public.consultations for insert to anon, authenticated
  with check (status = 'pending' and created_at = now());

-- Admins read every booking and change its status; other users see nothing.
create policy "Admins can read consultations"
  on public.consultations for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can update the status of consultations"
  on public.consultations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
