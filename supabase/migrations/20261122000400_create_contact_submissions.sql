-- Messages from the contact form.
--
-- Anyone may send one; only admins read them. The client generates `id`, so a
-- replayed submission is a harmless duplicate (HTTP 409, code 23505). The
-- CHECK constraints mirror the contact form's validation in the spec.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  company text,
  message text not null,
  created_at timestamptz not null default now(),
  constraint contact_submissions_name_length check (name ~ '\S' and char_length(name) <= 100),
  constraint contact_submissions_email_shape check (
    char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint contact_submissions_phone_length check (char_length(phone) <= 20),
  constraint contact_submissions_company_length check (char_length(company) <= 100),
  constraint contact_submissions_message_length check (
    message ~ '\S' and char_length(message) <= 1000
  )
);

alter table public.contact_submissions enable row level security;

revoke all on table public.contact_submissions from anon, authenticated;
grant insert on table public.contact_submissions to anon, authenticated;
grant select on table public.contact_submissions to authenticated;

-- Visitors and signed-in users send messages stamped with the server's clock.
create policy "Visitors and signed-in users can send a contact message"
  on public.contact_submissions for insert to anon, authenticated
  with check (created_at = now());

-- Only admins read messages.
create policy "Admins can read contact messages"
  on public.contact_submissions for select to authenticated
  using ((select private.is_admin()));
