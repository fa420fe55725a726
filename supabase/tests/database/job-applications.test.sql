-- Job applications: every policy and constraint, per actor (anonymous
-- visitor, signed-in user, admin, service role), inside a transaction that
-- rolls back.
begin;
select plan(80);

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

-- Inserts the valid application with some columns replaced by SQL expressions,
-- given as pairs: apply_with('full_name', $e$'Grace'$e$, 'phone', 'null').
-- The id is a fresh one unless replaced; status and created_at are left to
-- their defaults unless replaced.
create function pg_temp.apply_with(variadic changes text[]) returns void
language plpgsql as $$
declare
  columns text[] := array['id', 'position', 'full_name', 'email', 'phone', 'location',
                          'linkedin_url', 'resume_url', 'cover_letter', 'years_of_experience',
                          'expected_salary', 'availability'];
  extra text[] := array(
    select changes[k] from generate_series(1, cardinality(changes), 2) as k
    where changes[k] <> all (columns)
  );
begin
  execute format(
    'insert into public.job_applications (%s) select %s from valid_application',
    array_to_string(columns || extra, ', '),
    (select string_agg(
       coalesce(
         (select changes[k + 1] from generate_series(1, cardinality(changes), 2) as k
           where changes[k] = c),
         case when c = 'id' then 'gen_random_uuid()' else c end),
       ', ' order by n)
     from unnest(columns || extra) with ordinality as t(c, n))
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

-- Insert: anyone may apply, but only as received and on the server's clock.
select lives_ok(
  $$ select pg_temp.apply_with('position', 'position') $$,
  'anon can apply with every field filled in'
);
select lives_ok(
  $$ select pg_temp.apply_with('status', $e$'received'$e$) $$,
  'anon can apply with the first status, received, given explicitly'
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
  $$ select pg_temp.apply_with('status', $e$'reviewing'$e$) $$,
  '42501', 'new row violates row-level security policy for table "job_applications"',
  'anon cannot apply as already reviewing'
);
select throws_ok(
  $$ select pg_temp.apply_with('status', $e$'offer'$e$) $$,
  '42501', 'new row violates row-level security policy for table "job_applications"',
  'anon cannot apply with an offer already made'
);
select throws_ok(
  $$ select pg_temp.apply_with('created_at', $e$'2020-01-01'::timestamptz$e$) $$,
  '42501', 'new row violates row-level security policy for table "job_applications"',
  'anon cannot choose created_at'
);

-- Read, update, delete: anon has no grant for any of them.
select throws_ok(
  $$ select * from public.job_applications $$,
  '42501', 'permission denied for table job_applications',
  'anon cannot read job applications'
);
select throws_ok(
  $$ update public.job_applications set status = 'reviewing' $$,
  '42501', 'permission denied for table job_applications',
  'anon cannot update the status of job applications'
);
select throws_ok(
  $$ update public.job_applications set full_name = 'changed' $$,
  '42501', 'permission denied for table job_applications',
  'anon cannot update any other column either'
);
select throws_ok(
  $$ delete from public.job_applications $$,
  '42501', 'permission denied for table job_applications',
  'anon cannot delete job applications'
);

-- Normalisation: texts are trimmed (JavaScript's trim set, Unicode spaces
-- included) before the checks; a blank text becomes null, so a blank required
-- field is refused as missing. What was stored is checked by the admin.
select lives_ok(
  $$ select pg_temp.apply_with(
       'id', $e$'e0000000-0000-4000-8000-000000000002'$e$,
       'full_name', $e$E'\u00a0\u3000Grace Hopper \u3000\u00a0'$e$,
       'email', $e$E'\u2003grace@example.com\t'$e$,
       'linkedin_url', $e$E' https://www.linkedin.com/in/grace\u00a0'$e$) $$,
  'a name, e-mail address and URL padded with Unicode spaces are accepted'
);
select lives_ok(
  $$ select pg_temp.apply_with(
       'id', $e$'e0000000-0000-4000-8000-000000000003'$e$,
       'linkedin_url', $e$''$e$,
       'resume_url', $e$E'\u3000'$e$,
       'expected_salary', $e$' '$e$) $$,
  'empty and blank optional fields are accepted'
);
select lives_ok(
  $$ select pg_temp.apply_with('linkedin_url', 'null', 'resume_url', 'null') $$,
  'the LinkedIn and résumé URLs are optional'
);
select throws_ok(
  $$ select pg_temp.apply_with('full_name', 'null') $$,
  '23502', 'null value in column "full_name" of relation "job_applications" violates not-null constraint',
  'the full name is required'
);
select throws_ok(
  $$ select pg_temp.apply_with('full_name', $e$'  '$e$) $$,
  '23502', 'null value in column "full_name" of relation "job_applications" violates not-null constraint',
  'a blank full name is trimmed to null and refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('full_name', $e$E'\u00a0\u2003'$e$) $$,
  '23502', 'null value in column "full_name" of relation "job_applications" violates not-null constraint',
  'a full name of Unicode spaces only (U+00A0, U+2003) is trimmed to null and refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('position', $e$' '$e$) $$,
  '23502', 'null value in column "position" of relation "job_applications" violates not-null constraint',
  'a blank position is trimmed to null and refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('phone', 'null') $$,
  '23502', 'null value in column "phone" of relation "job_applications" violates not-null constraint',
  'a phone number is required'
);
select throws_ok(
  $$ select pg_temp.apply_with('phone', $e$' '$e$) $$,
  '23502', 'null value in column "phone" of relation "job_applications" violates not-null constraint',
  'a blank phone number is trimmed to null and refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('location', $e$''$e$) $$,
  '23502', 'null value in column "location" of relation "job_applications" violates not-null constraint',
  'an empty location is turned into null and refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$E'\n\n\u3000'$e$) $$,
  '23502', 'null value in column "cover_letter" of relation "job_applications" violates not-null constraint',
  'a blank cover letter is trimmed to null and refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('years_of_experience', $e$' '$e$) $$,
  '23502', 'null value in column "years_of_experience" of relation "job_applications" violates not-null constraint',
  'blank years of experience are trimmed to null and refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('availability', $e$''$e$) $$,
  '23502', 'null value in column "availability" of relation "job_applications" violates not-null constraint',
  'an empty availability is turned into null and refused'
);

-- Value lists: the open positions and the form's choices, nothing else.
select lives_ok(
  $$ select pg_temp.apply_with('position', $e$'BDM Intern'$e$) $$,
  'anon can apply for the BDM internship'
);
select throws_ok(
  $$ select pg_temp.apply_with('position', $e$'CEO'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_position_allowed"',
  'a position other than AI Intern and BDM Intern is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('position', $e$'ai intern'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_position_allowed"',
  'a position that differs only in case is refused'
);
select lives_ok(
  $$ select pg_temp.apply_with('years_of_experience', $e$'Student / fresher'$e$,
                               'availability', $e$'In 1-3 months'$e$) $$,
  'the first experience and the last availability on the lists are accepted'
);
select throws_ok(
  $$ select pg_temp.apply_with('years_of_experience', $e$'10+ years'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_years_of_experience_allowed"',
  'years of experience outside the list are refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('availability', $e$'Next year'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_availability_allowed"',
  'an availability outside the list is refused'
);

-- Lengths, counted after trimming, at the boundary.
select throws_ok(
  $$ select pg_temp.apply_with('full_name', $e$repeat('n', 101)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_full_name_length"',
  'a full name over 100 characters is refused'
);
select lives_ok(
  $$ select pg_temp.apply_with('full_name', $e$repeat('n', 100)$e$) $$,
  'a full name of exactly 100 characters is accepted'
);
select lives_ok(
  $$ select pg_temp.apply_with('phone', $e$repeat('1', 50)$e$) $$,
  'a phone number of 50 characters is accepted'
);
select throws_ok(
  $$ select pg_temp.apply_with('phone', $e$repeat('1', 51)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_phone_length"',
  'a phone number over 50 characters is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('location', $e$repeat('l', 101)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_location_length"',
  'a location over 100 characters is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$repeat('c', 49)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_cover_letter_length"',
  'a cover letter under 50 characters is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$E'\u3000' || repeat('c', 49) || E'\u3000'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_cover_letter_length"',
  'padding does not bring a cover letter to 50 characters'
);
select lives_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$repeat('c', 50)$e$) $$,
  'a cover letter of exactly 50 characters is accepted'
);
select lives_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$repeat('c', 5000)$e$) $$,
  'a cover letter of exactly 5000 characters is accepted'
);
select throws_ok(
  $$ select pg_temp.apply_with('cover_letter', $e$repeat('c', 5001)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_cover_letter_length"',
  'a cover letter over 5000 characters is refused'
);
select lives_ok(
  $$ select pg_temp.apply_with('expected_salary', $e$'30,000 INR per month'$e$) $$,
  'an expected salary may be given'
);
select throws_ok(
  $$ select pg_temp.apply_with('expected_salary', $e$repeat('9', 101)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_expected_salary_length"',
  'an expected salary over 100 characters is refused'
);

-- E-mail address: zod's pattern and at most 255 characters.
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
  $$ select pg_temp.apply_with('email', $e$'<b>x</b>@evil'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_email_shape"',
  'an e-mail address holding HTML is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('email', $e$'=HYPERLINK("x")'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_email_shape"',
  'a spreadsheet formula as e-mail address is refused'
);

-- URLs: http(s), a dotted host without user info, no whitespace anywhere.
select throws_ok(
  $$ select pg_temp.apply_with('linkedin_url', $e$'javascript:alert(1)'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_linkedin_url_shape"',
  'a javascript: URL is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('linkedin_url', $e$'linkedin.com/in/ada'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_linkedin_url_shape"',
  'a LinkedIn URL without http(s) is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'ftp://example.com/cv.pdf'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_url_shape"',
  'a résumé URL that is not http(s) is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'https:// example.com'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_url_shape"',
  'a résumé URL with a space before the host is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'https://example.com/my cv.pdf'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_url_shape"',
  'a résumé URL whose path holds a space is refused, as the form refuses it'
);
select throws_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'https://user@example.com/cv.pdf'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_url_shape"',
  'a URL with user info is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('linkedin_url', $e$'https://localhost/ada'$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_linkedin_url_shape"',
  'a URL whose host has no dot is refused'
);
select throws_ok(
  $$ select pg_temp.apply_with('resume_url', $e$'https://example.com/' || repeat('a', 2029)$e$) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_url_shape"',
  'a URL over 2048 characters is refused'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

-- Insert as received only, on the server's clock; read nothing.
select lives_ok(
  $$ select pg_temp.apply_with('full_name', $e$'Signed In'$e$) $$,
  'a signed-in user can apply'
);
select throws_ok(
  $$ select pg_temp.apply_with('status', $e$'interview'$e$) $$,
  '42501', 'new row violates row-level security policy for table "job_applications"',
  'a signed-in user cannot apply as already invited to an interview'
);
select throws_ok(
  $$ select pg_temp.apply_with('created_at', $e$'2020-01-01'::timestamptz$e$) $$,
  '42501', 'new row violates row-level security policy for table "job_applications"',
  'a signed-in user cannot choose created_at'
);
select is_empty(
  $$ select id from public.job_applications $$,
  'a signed-in user who is not an admin reads no job applications'
);

-- Update: the status grant lets the statement run, but the admin-only policy
-- matches no row; any other column is refused by the column grant.
select lives_ok(
  $$ update public.job_applications set status = 'offer'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'a non-admin status update runs but matches no row'
);
select throws_ok(
  $$ update public.job_applications set full_name = 'Rewritten'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table job_applications',
  'a signed-in user cannot update any column but status'
);
reset role;
select is(
  (select status from public.job_applications where id = 'e0000000-0000-4000-8000-000000000001'),
  'received',
  'the non-admin status update changed nothing'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

-- Read: every application.
select results_eq(
  $$ select full_name from public.job_applications where id = 'e0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Ada Lovelace') $$,
  'an admin reads job applications'
);
select ok(
  (select count(*) from public.job_applications) >= 5,
  'an admin reads the applications of every applicant'
);

-- What the normalisation stored; an application starts as received.
select results_eq(
  $$ select full_name, email, linkedin_url from public.job_applications
     where id = 'e0000000-0000-4000-8000-000000000002' $$,
  $$ values ('Grace Hopper', 'grace@example.com', 'https://www.linkedin.com/in/grace') $$,
  'a name, e-mail address and URL padded with Unicode spaces are stored trimmed'
);
select results_eq(
  $$ select linkedin_url, resume_url, expected_salary from public.job_applications
     where id = 'e0000000-0000-4000-8000-000000000003' $$,
  $$ values (null::text, null::text, null::text) $$,
  'empty and blank optional fields are stored as null'
);
select results_eq(
  $$ select status from public.job_applications
     where id in ('e0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000003') $$,
  $$ values ('received'), ('received') $$,
  'an application starts as received'
);

-- Update the status, through every allowed value.
select lives_ok(
  $$ update public.job_applications set status = 'reviewing'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can start reviewing an application'
);
select results_eq(
  $$ select status from public.job_applications where id = 'e0000000-0000-4000-8000-000000000001' $$,
  $$ values ('reviewing') $$,
  'the new status is stored'
);
select lives_ok(
  $$ update public.job_applications set status = 'interview'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can invite an applicant to an interview'
);
select lives_ok(
  $$ update public.job_applications set status = 'offer'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can mark an offer'
);
select lives_ok(
  $$ update public.job_applications set status = 'rejected'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can reject an application'
);
select lives_ok(
  $$ update public.job_applications set status = 'received'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can set an application back to received'
);

-- A status outside the list is refused.
select throws_ok(
  $$ update public.job_applications set status = 'hired'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_status_check"',
  'status is limited to received, reviewing, interview, offer and rejected'
);

-- The status alone: the column grant refuses every other column, even to an admin.
select throws_ok(
  $$ update public.job_applications set full_name = 'Rewritten'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table job_applications',
  'an admin cannot rewrite the full name'
);
select throws_ok(
  $$ update public.job_applications set position = 'BDM Intern'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table job_applications',
  'an admin cannot move an application to another position'
);

-- Insert: an admin applies like everyone else, as received only.
select lives_ok(
  $$ select pg_temp.apply_with('full_name', $e$'Admin Applicant'$e$) $$,
  'an admin can apply as received'
);
select throws_ok(
  $$ select pg_temp.apply_with('status', $e$'offer'$e$) $$,
  '42501', 'new row violates row-level security policy for table "job_applications"',
  'an admin cannot apply with an offer already made'
);

-- Delete: nobody but the service role.
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
select throws_ok(
  $$ update public.job_applications set status = 'hired'
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_status_check"',
  'even the service role cannot store a status outside the list'
);
select lives_ok(
  $$ delete from public.job_applications where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'the service role can delete a job application'
);

select * from finish();
rollback;
