-- Résumés: the private bucket's limits, what each actor may do with its
-- objects through storage.objects' row-level security (what Storage
-- enforces), and that an application names only a file that is there;
-- inside a transaction that rolls back.
begin;
select plan(31);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000021', 'admin@resumes.test'),
  ('a0000000-0000-4000-8000-000000000022', 'user@resumes.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000021', 'admin');

create function pg_temp.apply(application_id uuid, path text) returns void
language sql as $$
  insert into public.job_applications (
    id, position, full_name, email, phone, location, cover_letter,
    years_of_experience, availability, resume_path
  ) values (
    application_id, 'AI Intern', 'Ada Lovelace', 'ada@example.com', '+91 98765 43210',
    'Bangalore', repeat('I would love to build AI agents with you. ', 2),
    'Student / fresher', 'Immediately', path
  )
$$;
-- As the app uploads: the grant first (request_resume_upload), then the object.
create function pg_temp.upload(path text, size integer) returns void
language sql as $$
  select public.request_resume_upload(
    path,
    case when path like '%.docx'
      then 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      else 'application/pdf' end,
    size
  );
  insert into storage.objects (bucket_id, name, metadata)
  values ('resumes', path, jsonb_build_object('size', size, 'mimetype', 'application/pdf'))
$$;

-- The bucket ------------------------------------------------------------------
select results_eq(
  $$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'resumes' $$,
  $$ values (false, 5242880::bigint, array[
       'application/pdf',
       'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
     ]::text[]) $$,
  'the resumes bucket is private, 5 MB at most, PDF and Word (.docx) only'
);

-- A visitor -------------------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok(
  $$ select pg_temp.upload('b0000000-0000-4000-8000-000000000001/ada-cv.pdf', 1000) $$,
  'a visitor uploads a résumé into a new application''s folder'
);
select throws_ok(
  $$ select pg_temp.upload('b0000000-0000-4000-8000-000000000001/ada-cv.pdf', 2000) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'a visitor cannot upload to the same path again'
);
select throws_ok(
  $$ select pg_temp.upload('b0000000-0000-4000-8000-000000000001/second.pdf', 2000) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'a visitor cannot add a second file to an application''s folder'
);
select throws_ok(
  $$ select pg_temp.upload('cv.pdf', 2000) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'a visitor cannot upload outside an application''s folder'
);
select throws_ok(
  $$ select pg_temp.upload('not-an-id/cv.pdf', 2000) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'a visitor cannot upload into a folder that is not an application id'
);
select throws_ok(
  $$ select pg_temp.upload('b0000000-0000-4000-8000-000000000002/deeper/cv.pdf', 2000) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'a visitor cannot upload into a nested folder'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('avatars', 'b0000000-0000-4000-8000-000000000003/x.pdf') $$,
  '42501', null,
  'a visitor cannot upload into any other bucket'
);
select is_empty(
  $$ select name from storage.objects $$,
  'a visitor cannot list or read résumés'
);
select is(
  public.pending_resume_size('b0000000-0000-4000-8000-000000000001/ada-cv.pdf'),
  1000,
  'a visitor learns the size of an upload whose application is not stored yet'
);
select is(
  public.pending_resume_size('b0000000-0000-4000-8000-000000000009/none.pdf'),
  null,
  'and nothing of a path that holds no file'
);

-- Update and delete: no policy matches, so nothing changes.
update storage.objects set metadata = '{"size": 1}' where bucket_id = 'resumes';
delete from storage.objects where bucket_id = 'resumes';
reset role;
select is(
  (select metadata ->> 'size' from storage.objects
    where name = 'b0000000-0000-4000-8000-000000000001/ada-cv.pdf'),
  '1000',
  'a visitor can neither overwrite nor delete a résumé'
);
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

-- The application names its file --------------------------------------------
select throws_ok(
  $$ select pg_temp.apply('b0000000-0000-4000-8000-000000000004', 'b0000000-0000-4000-8000-000000000004/missing.pdf') $$,
  '23503', 'The résumé b0000000-0000-4000-8000-000000000004/missing.pdf was not uploaded',
  'an application cannot name a file that was not uploaded'
);
select throws_ok(
  $$ select pg_temp.apply('b0000000-0000-4000-8000-000000000005', 'b0000000-0000-4000-8000-000000000001/ada-cv.pdf') $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_path_shape"',
  'an application cannot name another application''s file'
);
reset role;
insert into storage.objects (bucket_id, name)
values ('resumes', 'b0000000-0000-4000-8000-000000000008/ada cv.exe');
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select pg_temp.apply('b0000000-0000-4000-8000-000000000008', 'b0000000-0000-4000-8000-000000000008/ada cv.exe') $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_resume_path_shape"',
  'a path that safeResumeName cannot make is refused, even when such a file exists'
);
select lives_ok(
  $$ select pg_temp.apply('b0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001/ada-cv.pdf') $$,
  'an application names the file uploaded into its folder'
);
select lives_ok(
  $$ select pg_temp.apply('b0000000-0000-4000-8000-000000000006', null) $$,
  'an application may have no file'
);
select is(
  public.pending_resume_size('b0000000-0000-4000-8000-000000000001/ada-cv.pdf'),
  null,
  'once the application is stored, its file''s size is not told (its insert answers 23505)'
);
select throws_ok(
  $$ select pg_temp.upload('b0000000-0000-4000-8000-000000000006/late.pdf', 500) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'a visitor cannot add a file to an application already stored'
);

-- A signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000022","role":"authenticated","aal":"aal2"}';

select lives_ok(
  $$ select pg_temp.upload('b0000000-0000-4000-8000-000000000007/cv.docx', 3000) $$,
  'a signed-in visitor uploads a résumé as anyone may'
);
select is_empty(
  $$ select name from storage.objects $$,
  'a signed-in user who is not an admin cannot list or read résumés'
);
update storage.objects set metadata = '{"size": 1}' where bucket_id = 'resumes';
delete from storage.objects where bucket_id = 'resumes';

-- An admin --------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000021","role":"authenticated","aal":"aal2"}';

select is_empty(
  $$ select name from storage.objects where bucket_id = 'resumes' $$,
  'an admin reads no résumé the sweep has not checked'
);
reset role;
insert into public.resume_checks (object_name, verdict, reason) values
  ('b0000000-0000-4000-8000-000000000001/ada-cv.pdf', 'passed', null),
  ('b0000000-0000-4000-8000-000000000007/cv.docx', 'flagged', 'Flagged: test'),
  ('b0000000-0000-4000-8000-000000000008/ada cv.exe', 'removed', 'Removed: test');
set local role authenticated;
select results_eq(
  $$ select name from storage.objects where bucket_id = 'resumes' order by name $$,
  $$ values ('b0000000-0000-4000-8000-000000000001/ada-cv.pdf'),
            ('b0000000-0000-4000-8000-000000000007/cv.docx') $$,
  'an admin reads every résumé the sweep passed or flagged, and none it removes'
);
select results_eq(
  $$ select resume_path from public.job_applications where id = 'b0000000-0000-4000-8000-000000000001' $$,
  $$ values ('b0000000-0000-4000-8000-000000000001/ada-cv.pdf') $$,
  'an admin reads which file an application carries'
);
update storage.objects set metadata = '{"size": 1}' where bucket_id = 'resumes';
delete from storage.objects where bucket_id = 'resumes';
select throws_ok(
  $$ update public.job_applications set resume_path = null where id = 'b0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table job_applications',
  'an admin cannot change which file an application carries'
);
reset role;
select results_eq(
  $$ select name, metadata ->> 'size' from storage.objects where bucket_id = 'resumes' order by name $$,
  $$ values ('b0000000-0000-4000-8000-000000000001/ada-cv.pdf', '1000'),
            ('b0000000-0000-4000-8000-000000000007/cv.docx', '3000'),
            ('b0000000-0000-4000-8000-000000000008/ada cv.exe', null) $$,
  'nobody through the API overwrote or deleted a résumé: not a signed-in user, not an admin'
);

-- What the roles hold ----------------------------------------------------------
select ok(
  not has_schema_privilege('anon', 'private', 'usage')
    and has_schema_privilege('anon', 'resume_access', 'usage'),
  'anon reaches the résumé checks without reaching private'
);
select ok(
  not exists (
    select from pg_policies
    where schemaname = 'storage' and tablename = 'objects'
      and (coalesce(qual, '') || coalesce(with_check, '')) like '%resumes%'
      and cmd in ('UPDATE', 'DELETE', 'ALL')
  ),
  'no policy lets anyone overwrite or delete a résumé'
);
select results_eq(
  $$ select cmd::text collate "default", roles::text collate "default" from pg_policies
     where schemaname = 'storage' and tablename = 'objects'
       and (coalesce(qual, '') || coalesce(with_check, '')) like '%resumes%'
     order by cmd $$,
  $$ values ('INSERT'::text, '{anon,authenticated}'::text), ('SELECT', '{authenticated}') $$,
  'visitors may upload, signed-in users may read (admins only, by the policy''s check)'
);
select ok(
  (select relrowsecurity from pg_class where oid = 'storage.objects'::regclass),
  'storage.objects has row-level security enabled'
);
select is(
  (select count(*)::integer from storage.objects where bucket_id = 'resumes'),
  3,
  'three files stored in all: the refused uploads left nothing'
);

select * from finish();
rollback;
