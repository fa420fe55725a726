-- Admins need a second factor: with the password alone (aal1) an admin's
-- token reads and changes nothing; with a verified code (aal2) it can. Inside
-- a transaction that rolls back.
begin;
select plan(12);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000041', 'admin@aal.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000041', 'admin');
insert into public.contact_submissions (id, name, email, message)
values ('f0000000-0000-4000-8000-000000000001', 'Ada', 'ada@example.com', 'Please call me back.');
insert into public.consultations (id, name, email)
values ('f0000000-0000-4000-8000-000000000002', 'Lee', 'lee@example.com');
insert into storage.objects (bucket_id, name)
values ('resumes', 'f0000000-0000-4000-8000-000000000003/cv.pdf');
insert into public.resume_checks (object_name, verdict)
values ('f0000000-0000-4000-8000-000000000003/cv.pdf', 'passed');

-- The password alone ----------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal1"}';

select ok(not private.is_admin(), 'an admin at aal1 is no admin to the database');
select is_empty($$ select id from public.contact_submissions $$, 'aal1 reads no contact message');
select is_empty($$ select id from public.consultations $$, 'aal1 reads no booking');
select is_empty($$ select id from public.audit_log $$, 'aal1 reads no audit entry');
select is_empty($$ select name from storage.objects $$, 'aal1 reads no résumé');
update public.contact_submissions set status = 'replied';
select throws_ok(
  $$ select public.export_leads('contact_submissions', array['id']) $$,
  '42501', null, 'aal1 cannot export'
);
select ok(
  (select count(*) = 1 from public.user_roles),
  'aal1 still reads its own role, so the page knows to ask for a code'
);

-- No aal claim at all (a token from before MFA) is no better.
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated"}';
select is_empty($$ select id from public.contact_submissions $$, 'a token without aal reads nothing');

-- With a verified code ---------------------------------------------------------
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal2"}';
select ok(private.is_admin(), 'an admin at aal2 is an admin');
select results_eq(
  $$ select status from public.contact_submissions where id = 'f0000000-0000-4000-8000-000000000001' $$,
  $$ values ('new') $$,
  'aal2 reads the message, which the aal1 update did not change'
);
update public.contact_submissions set status = 'replied'
where id = 'f0000000-0000-4000-8000-000000000001';
select results_eq(
  $$ select status from public.contact_submissions where id = 'f0000000-0000-4000-8000-000000000001' $$,
  $$ values ('replied') $$,
  'aal2 changes a status'
);
select results_eq(
  $$ select name from storage.objects where bucket_id = 'resumes' $$,
  $$ values ('f0000000-0000-4000-8000-000000000003/cv.pdf') $$,
  'aal2 reads résumés'
);

select * from finish();
rollback;
