-- The résumé bucket's rules against abuse: the upload grant (10 a client
-- address per 10 minutes, loopback included; PDF or .docx; 5 MB), the check
-- results admins see and that gate their reads, and who may run the sweep's
-- functions; inside a transaction that rolls back.
begin;
select plan(18);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000051', 'admin@checks.test'),
  ('a0000000-0000-4000-8000-000000000052', 'user@checks.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000051', 'admin');

create function pg_temp.grant_for(n integer) returns void
language sql as $$
  select public.request_resume_upload(
    format('c0000000-0000-4000-8000-%s/cv.pdf', lpad(n::text, 12, '0')), 'application/pdf', 1000)
$$;

-- One visitor from loopback ----------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
set local "request.headers" to '{"x-forwarded-for": "127.0.0.1"}';

select lives_ok(
  $$ select pg_temp.grant_for(n) from generate_series(1, 10) as n $$,
  'a client is granted 10 uploads'
);
select lives_ok(
  $$ select pg_temp.grant_for(5) $$,
  'asking again for a name already granted costs nothing'
);
select throws_ok(
  $$ select pg_temp.grant_for(11) $$,
  'PT429', 'Too many résumés from this address. Please try again in 10 minutes',
  'the 11th within 10 minutes is refused, loopback included'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name)
     values ('resumes', 'c0000000-0000-4000-8000-000000000011/cv.pdf') $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'and an upload of a name not granted is refused'
);
select lives_ok(
  $$ insert into storage.objects (bucket_id, name, metadata)
     values ('resumes', 'c0000000-0000-4000-8000-000000000001/cv.pdf', '{"size": 1000}') $$,
  'a granted name is stored'
);

set local "request.headers" to '{"x-forwarded-for": "203.0.113.7"}';
select lives_ok($$ select pg_temp.grant_for(12) $$, 'another client has its own budget');
select throws_ok(
  $$ select public.request_resume_upload(
       'c0000000-0000-4000-8000-000000000013/cv.doc', 'application/msword', 1000) $$,
  '22023', 'A résumé must be a PDF or Word (.docx) file',
  'a legacy .doc is not granted'
);
select throws_ok(
  $$ select public.request_resume_upload(
       'c0000000-0000-4000-8000-000000000014/cv.docx', 'application/pdf', 1000) $$,
  '22023', 'A résumé must be a PDF or Word (.docx) file',
  'nor a name whose extension is not its type'
);
select throws_ok(
  $$ select public.request_resume_upload(
       'c0000000-0000-4000-8000-000000000015/cv.pdf', 'application/pdf', 5242881) $$,
  '22023', 'A résumé must be 5 MB or smaller',
  'nor more than 5 MB'
);
select throws_ok(
  $$ select public.record_resume_check('c0000000-0000-4000-8000-000000000001/cv.pdf', 'passed', null) $$,
  '42501', 'permission denied for function record_resume_check',
  'a visitor cannot record a check'
);
select throws_ok(
  $$ select * from public.unchecked_resumes(10) $$,
  '42501', 'permission denied for function unchecked_resumes',
  'nor list the files waiting for one'
);

-- The sweep's verdict, before and after the application -------------------------
reset role;
select public.record_resume_check(
  'c0000000-0000-4000-8000-000000000001/cv.pdf', 'removed',
  'Removed: the file is not a PDF or Word document');
delete from storage.objects where name = 'c0000000-0000-4000-8000-000000000001/cv.pdf';
set local role anon;
select lives_ok(
  $$ insert into public.job_applications (
       id, position, full_name, email, phone, location, cover_letter,
       years_of_experience, availability, resume_path, resume_problem
     ) values (
       'c0000000-0000-4000-8000-000000000001', 'AI Intern', 'Ada Lovelace', 'ada@example.com',
       '+91 98765 43210', 'Bangalore', repeat('I would love to build AI agents with you. ', 2),
       'Student / fresher', 'Immediately', 'c0000000-0000-4000-8000-000000000001/cv.pdf',
       'Looks fine to me'
     ) $$,
  'an application whose file the check removed is still stored'
);
reset role;
select is(
  (select resume_problem from public.job_applications
    where id = 'c0000000-0000-4000-8000-000000000001'),
  'Removed: the file is not a PDF or Word document',
  'and says why, whatever the visitor wrote there'
);

-- Who reads the checks -----------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000052","role":"authenticated","aal":"aal2"}';
select is_empty($$ select * from public.resume_checks $$, 'a user who is not an admin reads no check');
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000051","role":"authenticated","aal":"aal2"}';
select results_eq(
  $$ select verdict, reason from public.resume_checks $$,
  $$ values ('removed'::text, 'Removed: the file is not a PDF or Word document'::text) $$,
  'an admin reads the checks'
);
select throws_ok(
  $$ insert into public.resume_checks (object_name, verdict) values ('x/y.pdf', 'passed') $$,
  '42501', 'permission denied for table resume_checks',
  'and cannot write one'
);

-- What the sweep forgets --------------------------------------------------------
reset role;
insert into public.resume_checks (object_name, verdict)
values ('c0000000-0000-4000-8000-000000000099/gone.pdf', 'passed');
select is(
  public.forget_resume_checks(), 1,
  'the verdict of a file gone is forgotten, but a removal''s reason is kept a day'
);
select results_eq(
  $$ select object_name from public.resume_checks $$,
  $$ values ('c0000000-0000-4000-8000-000000000001/cv.pdf'::text) $$,
  'the removal''s reason is the one kept'
);

select * from finish();
rollback;
