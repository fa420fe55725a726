-- Job applications: every policy and constraint, per actor (anonymous
-- visitor, signed-in user, admin, service role), inside a transaction that
-- rolls back.
begin;
select plan(34);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@jobs.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@jobs.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- A valid application; each constraint test below breaks exactly one field.
create temporary table valid_application on commit drop as
select
  'e0000000-0000-4000-8000-000000000001'::uuid as id,
  'AI Intern'::text as position,
  'Ada Lovelace'::text as full_name,
  'ada@example.com'::text as email,
  '+91 98765 43210'::text as phone,
  'Bangalore, India'::text as location,
  'https://www.linkedin.com/in/ada'::text as linkedin_url,
  'http://example.com/ada-cv.pdf'::text as resume_url,
  repeat('I would love to build practical AI systems. ', 2)::text as cover_letter,
  '1-2 years'::text as years_of_experience,
  null::text as expected_salary,
  'Immediately'::text as availability;
grant select on valid_application to anon, authenticated, service_role;

-- Inserts the valid application with one column replaced by a SQL expression.
create function pg_temp.apply_with(col text, expr text) returns void
language plpgsql as $$
begin
  execute format(
    'insert into public.job_applications
       (position, full_name, email, phone, location, linkedin_url, resume_url,
        cover_letter, years_of_experience, expected_salary, availability)
     select %s from valid_application',
    (select string_agg(case when c = col then expr else c end, ', ' order by n)
       from unnest(array['position', 'full_name', 'email', 'phone', 'location', 'linkedin_url',
                         'resume_url', 'cover_letter', 'years_of_experience',
                         'expected_salary', 'availability']) with ordinality as t(c, n))
  );
end;
$$;

insert into public.job_applications
  (id, position, full_name, email, phone, location, cover_letter, years_of_experience, availability)
select id, position, full_name, email, phone, location, cover_letter, years_of_experience, availability
from valid_application;

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok(
  $$ select pg_temp.apply_with('position', 'position') $$,
  'anon can apply with every field filled in'
);
select lives_ok(
  $$ select pg_temp.apply_with('linkedin_url', 'null') $$,
  'the LinkedIn URL is optional'
);
select lives_ok(
  $$ select pg_temp.apply_with('resume_url', 'null') $$,
  'the résumé URL is optional'
);
select throws_ok(
  $$ insert into public.job_applications
       (id, position, full_name, email, phone, location, cover_letter, years_of_experience, availability)
     select id, position, full_name, email, phone, location, cover_letter, years_of_experience, availability
     from valid_application $$,
  '23505', 'duplicate key value violates unique constraint "job_applications_pkey"',
  'a replayed id is refused as a duplicate'
);
select throws_ok(
  $$ select pg_temp.apply_with('position', $e$' '$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_position_not_blank"',
  'a blank position is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('full_name', $e$null$e$) $$,
  '23502', 'null value in column "full_name" of relation "job_applications" violates not-null constraint',
  'the full name is required'
);
select throws_ok(
  $$ select pg_temp.apply_with('full_name', $e$'  '$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_full_name_length"',
  'a blank full name is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('full_name', $e$repeat('n', 101)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_full_name_length"',
  'a full name over 100 characters is refused'
);
select lives_ok(
  $$ select pg_temp.apply_with('full_name', $e$repeat('n', 100)$e$) $$,
  'a full name of exactly 100 characters is accepted'
);
select throws_ok(
  $$ select pg_temp.apply_with('email', $e$'ada.example.com'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_email_shape"',
  'a malformed e-mail address is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('email', $e$repeat('a', 244) || '@example.com'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_email_shape"',
  'an e-mail address over 255 characters is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('phone', $e$null$e$) $$,
  '23502', 'null value in column "phone" of relation "job_applications" violates not-null constraint',
  'a phone number is required'
);
select throws_ok(
  $$ select pg_temp.apply_with('phone', $e$' '$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_phone_not_blank"',
  'a blank phone number is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('location', $e$''$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_location_not_blank"',
  'a blank location is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('linkedin_url', $e$'linkedin.com/in/ada'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_linkedin_url_shape"',
  'a LinkedIn URL without http(s) is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('linkedin_url', $e$''$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_linkedin_url_shape"',
  'an empty LinkedIn URL is refused (empty optional fields are null)'
);
select throws_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'ftp://example.com/cv.pdf'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_url_shape"',
  'a résumé URL that is not http(s) is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'https:// example.com'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_url_shape"',
  'a résumé URL with spaces is refused'
);
select lives_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'https://example.com/my cv.pdf'$e$) $$,
  'a résumé URL whose path holds a space is accepted, as the form accepts it'
);
select throws_ok(
  $$ select pg_temp.apply_with('linkedin_url', $e$'https://localhost/ada'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_linkedin_url_shape"',
  'a URL whose host has no dot is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$repeat('c', 49)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_cover_letter_length"',
  'a cover letter under 50 characters is refused'
);
select lives_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$repeat('c', 50)$e$) $$,
  'a cover letter of exactly 50 characters is accepted'
);
select throws_ok(
  $$ select pg_temp.apply_with('years_of_experience', $e$' '$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_years_of_experience_not_blank"',
  'blank years of experience are refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('availability', $e$''$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_availability_not_blank"',
  'a blank availability is refused'
);
select lives_ok(
  $$ select pg_temp.apply_with('expected_salary', $e$'30,000 INR per month'$e$) $$,
  'an expected salary may be given'
);
select throws_ok(
  $$ select * from public.job_applications $$,
  '42501', 'permission denied for table job_applications',
  'anon cannot read job applications'
);
select throws_ok(
  $$ update public.job_applications set full_name = 'changed' $$,
  '42501', 'permission denied for table job_applications',
  'anon cannot update job applications'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated"}';

select lives_ok(
  $$ select pg_temp.apply_with('full_name', $e$'Signed In'$e$) $$,
  'a signed-in user can apply'
);
select throws_ok(
  $$ insert into public.job_applications
       (position, full_name, email, phone, location, cover_letter, years_of_experience, availability, created_at)
     select position, full_name, email, phone, location, cover_letter, years_of_experience, availability,
            '2020-01-01'
     from valid_application $$,
  '42501', 'new row violates row-level security policy for table "job_applications"',
  'a signed-in user cannot choose created_at'
);
select is_empty(
  $$ select id from public.job_applications $$,
  'a signed-in user who is not an admin reads no job applications'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated"}';

select results_eq(
  $$ select full_name from public.job_applications where id = 'e0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Ada Lovelace') $$,
  'an admin reads job applications'
);
select throws_ok(
  $$ delete from public.job_applications $$,
  '42501', 'permission denied for table job_applications',
  'an admin cannot delete job applications'
);

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select ok(
  (select count(*) from public.job_applications) >= 5,
  'the service role reads every job application'
);
select lives_ok(
  $$ delete from public.job_applications where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'the service role can delete a job application'
);

select * from finish();
rollback;
