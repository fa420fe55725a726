-- Internship applications from the careers page.
--
-- Anyone may apply; only admins read applications. The client generates `id`,
-- so a replayed submission is a harmless duplicate (HTTP 409, code 23505).
-- The CHECK constraints mirror the application form's validation in the spec;
-- optional fields arrive as null when empty, so an empty string is refused.

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  position text not null,
  full_name text not null,
  email text not null,
  phone text not null,
  location text not null,
  linkedin_url text,
  resume_url text,
  cover_letter text not null,
  years_of_experience text not null,
  expected_salary text,
  availability text not null,
  created_at timestamptz not null default now(),
  constraint job_applications_position_not_blank check (position ~ '\S'),
  constraint job_applications_full_name_length check (
    full_name ~ '\S' and char_length(full_name) <= 100
  ),
  constraint job_applications_email_shape check (
    char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  constraint job_applications_phone_not_blank check (phone ~ '\S'),
  constraint job_applications_location_not_blank check (location ~ '\S'),
  -- The form accepts what the browser's URL parser takes as http(s) with a dotted
  -- host; this shape check accepts all of that (a path may even hold spaces).
  constraint job_applications_linkedin_url_shape check (linkedin_url ~* '^https?://[^\s/?#]*\.'),
  constraint job_applications_resume_url_shape check (resume_url ~* '^https?://[^\s/?#]*\.'),
  constraint job_applications_cover_letter_length check (char_length(cover_letter) >= 50),
  constraint job_applications_years_of_experience_not_blank check (years_of_experience ~ '\S'),
  constraint job_applications_availability_not_blank check (availability ~ '\S')
);

alter table public.job_applications enable row level security;

revoke all on table public.job_applications from anon, authenticated;
grant insert on table public.job_applications to anon, authenticated;
grant select on table public.job_applications to authenticated;

-- Visitors and signed-in users apply, stamped with the server's clock.
create policy "Visitors and signed-in users can apply for a position"
  on public.job_applications for insert to anon, authenticated
  with check (created_at = now());

-- Only admins read applications.
create policy "Admins can read job applications"
  on public.job_applications for select to authenticated
  using ((select private.is_admin()));
