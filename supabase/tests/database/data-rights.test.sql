-- Data rights and retention: who may export or erase a person's leads and
-- change how long leads are kept; what an export holds; what an erasure
-- leaves (an audit entry without the address, and résumé files the sweep
-- removes at once); what the daily purge deletes; inside a transaction that
-- rolls back.
begin;
select plan(62);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000041', 'admin@rights.test'),
  ('a0000000-0000-4000-8000-000000000042', 'user@rights.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000041', 'admin');
-- The person also signed up, under the address in yet another case (the
-- profile is written by the sign-up trigger).
insert into auth.users (id, email, raw_user_meta_data, last_sign_in_at) values
  ('a0000000-0000-4000-8000-000000000043', 'Grace.Hopper@example.com',
   '{"display_name": "Grace"}', '2026-11-20T08:00:00Z');
-- An enrolled booth device (see booth-devices.test.sql) for the booth leads below.
insert into private.booth_devices (event_name, credential_hash)
values ('AI Summit', sha256(convert_to('test-booth-credential', 'UTF8')));
set local "request.headers" to '{"x-booth-device": "test-booth-credential"}';

-- One person's leads of every kind, sent as a visitor sends them (so each is
-- followed up: 3 notifications apiece), under the one address in three
-- spellings; someone else's message; and an upload whose row has not arrived.
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.consultations (id, name, email, preferred_date, preferred_time, time_zone)
values ('e0000000-0000-4000-8000-000000000001', 'Grace Hopper', 'Grace.Hopper@Example.com',
  '2026-12-01', '10:00', 'Asia/Kolkata');
insert into public.contact_submissions (id, name, email, message)
values ('e0000000-0000-4000-8000-000000000002', 'Grace Hopper', 'grace.hopper@example.com',
  'Please call me back.');
select public.request_resume_upload(
  'e0000000-0000-4000-8000-000000000003/grace-cv.pdf', 'application/pdf', 1000);
insert into storage.objects (bucket_id, name, metadata)
values ('resumes', 'e0000000-0000-4000-8000-000000000003/grace-cv.pdf',
  '{"size": 1000, "mimetype": "application/pdf"}');
insert into public.job_applications (
  id, position, full_name, email, phone, location, cover_letter,
  years_of_experience, availability, resume_path
) values (
  'e0000000-0000-4000-8000-000000000003', 'AI Intern', 'Grace Hopper', 'GRACE.HOPPER@example.com',
  '+1 555 0100', 'Arlington', repeat('I would love to build compilers with you. ', 2),
  'Student / fresher', 'Immediately', 'e0000000-0000-4000-8000-000000000003/grace-cv.pdf'
);
insert into public.event_leads (id, full_name, email, consent, event_name, device_id, captured_at)
values ('e0000000-0000-4000-8000-000000000004', 'Grace Hopper', 'grace.hopper@example.com', true,
  'AI Summit', 'f0000000-0000-4000-8000-000000000001', '2026-11-26T09:00:00.000Z');
insert into public.contact_submissions (id, name, email, message)
values ('e0000000-0000-4000-8000-000000000005', 'Ada Lovelace', 'ada@example.com', 'Tell me more.');
select public.request_resume_upload(
  'e0000000-0000-4000-8000-000000000009/pending.pdf', 'application/pdf', 10);
insert into storage.objects (bucket_id, name, metadata)
values ('resumes', 'e0000000-0000-4000-8000-000000000009/pending.pdf', '{"size": 10}');
reset role;
-- The booking's link, as a mail about it issues one.
insert into private.booking_links (token_hash, consultation_id)
values (sha256('a token'::bytea), 'e0000000-0000-4000-8000-000000000001');

-- Who may not ---------------------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select public.export_person('grace.hopper@example.com') $$,
  '42501', null, 'a visitor cannot export a person'
);
select throws_ok(
  $$ select public.erase_person('grace.hopper@example.com') $$,
  '42501', null, 'a visitor cannot erase a person'
);

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000042","role":"authenticated","aal":"aal2"}';
select throws_ok(
  $$ select public.export_person('grace.hopper@example.com') $$,
  '42501', null, 'a signed-in user who is not an admin cannot export a person, even at aal2'
);
select throws_ok(
  $$ select public.erase_person('grace.hopper@example.com') $$,
  '42501', null, 'nor erase one'
);

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated"}';
select throws_ok(
  $$ select public.export_person('grace.hopper@example.com') $$,
  '42501', 'Only an admin signed in with a second factor exports a person''s data',
  'an admin whose token has no aal cannot export a person'
);
select throws_ok(
  $$ select public.erase_person('grace.hopper@example.com') $$,
  '42501', 'Only an admin signed in with a second factor erases a person''s data',
  'nor erase one'
);

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal1"}';
select throws_ok(
  $$ select public.export_person('grace.hopper@example.com') $$,
  '42501', null, 'an admin at aal1 cannot export a person'
);
select throws_ok(
  $$ select public.erase_person('grace.hopper@example.com') $$,
  '42501', null, 'nor erase one'
);

reset role;
select is(
  (select count(*)::integer from public.audit_log),
  0,
  'a refused request leaves no entry'
);

-- An admin at aal2 exports ----------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal2"}';

select throws_ok(
  $$ select public.export_person(' ') $$,
  '22023', 'Give the e-mail address to look for', 'a blank address is refused'
);

create temporary table exported as
select public.export_person('  Grace.Hopper@EXAMPLE.com ') as document;

select results_eq(
  $$ select key, jsonb_array_length(value) from jsonb_each((select document -> 'leads' from exported))
     order by key $$,
  $$ values ('consultations', 1), ('contact_submissions', 1), ('event_leads', 1), ('job_applications', 1) $$,
  'the export holds the person''s lead of every kind, whatever the address''s case and spaces'
);
select results_eq(
  $$ select document ->> 'email', document -> 'leads' -> 'contact_submissions' -> 0 ->> 'message',
            document -> 'leads' -> 'job_applications' -> 0 ->> 'resume_path',
            document -> 'leads' -> 'consultations' -> 0 ->> 'time_zone'
       from exported $$,
  $$ values ('grace.hopper@example.com', 'Please call me back.',
             'e0000000-0000-4000-8000-000000000003/grace-cv.pdf', 'Asia/Kolkata') $$,
  'each lead in full'
);
select is_empty(
  $$ select r from exported, jsonb_each(document -> 'leads') as k, jsonb_array_elements(k.value) as r
     where r ? 'search_text' or r ? 'client_hash' or r ->> 'email' = 'ada@example.com' $$,
  'without search_text or client_hash, and nobody else''s'
);
select is(
  (select jsonb_array_length(document -> 'lead_notifications') from exported),
  12,
  'with the notifications of those leads'
);
select is_empty(
  $$ select n from exported, jsonb_array_elements(document -> 'lead_notifications') as n
     where n ->> 'lead_id' not like 'e0000000-0000-4000-8000-00000000000_'
        or n ->> 'lead_id' = 'e0000000-0000-4000-8000-000000000005' $$,
  'and only theirs'
);
select results_eq(
  $$ select r ->> 'name', (r ->> 'size')::integer, r ->> 'mimetype', r ? 'created_at'
       from exported, jsonb_array_elements(document -> 'resumes') as r $$,
  $$ values ('e0000000-0000-4000-8000-000000000003/grace-cv.pdf', 1000, 'application/pdf', true) $$,
  'and the application''s résumé: name, size, type and when it arrived'
);
select results_eq(
  $$ select document -> 'account' ->> 'id', document -> 'account' ->> 'email',
            (document -> 'account' ->> 'last_sign_in_at')::timestamptz,
            document -> 'account' ? 'created_at',
            document -> 'account' -> 'profile' ->> 'display_name'
       from exported $$,
  $$ values ('a0000000-0000-4000-8000-000000000043', 'Grace.Hopper@example.com',
             '2026-11-20T08:00:00Z'::timestamptz, true, 'Grace') $$,
  'and the account: its id, address, creation, last sign-in and profile'
);

reset role;
select results_eq(
  $$ select action, actor_id::text, target_table, detail - 'email_hash' from public.audit_log $$,
  $$ values ('person_export', 'a0000000-0000-4000-8000-000000000041', null::text,
       '{"rows": {"consultations": 1, "contact_submissions": 1, "event_leads": 1, "job_applications": 1},
         "lead_notifications": 12, "resumes": 1, "account": 1}'::jsonb) $$,
  'the export is recorded with who made it and how many rows of each kind'
);
select is(
  (select detail ->> 'email_hash' from public.audit_log where action = 'person_export'),
  encode(sha256(convert_to(
    (select salt from private.person_hash_salt) || 'grace.hopper@example.com', 'UTF8'
  )), 'hex'),
  'and the address as a salted SHA-256 only'
);

-- An admin at aal2 erases -----------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal2"}';

select throws_ok(
  $$ select public.erase_person(' ADMIN@rights.test') $$,
  '42501', 'This address belongs to an admin. Remove the admin role before erasing it.',
  'an admin''s own address is refused'
);
reset role;
select results_eq(
  $$ select (select count(*)::integer from auth.users where email = 'admin@rights.test'),
            (select count(*)::integer from public.user_roles
              where user_id = 'a0000000-0000-4000-8000-000000000041'),
            (select count(*)::integer from public.audit_log where action = 'person_erasure') $$,
  $$ values (1, 1, 0) $$,
  'and the admin''s account and role stay, with no erasure recorded'
);
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal2"}';

create temporary table erased as
select public.erase_person('grace.hopper@example.com ') as result;

select is(
  (select result from erased),
  '{"rows": {"consultations": 1, "contact_submissions": 1, "event_leads": 1, "job_applications": 1},
    "lead_notifications": 12, "booking_links": 1, "account": 1,
    "resumes": ["e0000000-0000-4000-8000-000000000003/grace-cv.pdf"]}'::jsonb,
  'the erasure answers what went: rows of each kind, notifications, links, the account and the résumé'
);

reset role;
select is_empty(
  $$ select id from public.consultations where lower(email) = 'grace.hopper@example.com'
     union all select id from public.contact_submissions where lower(email) = 'grace.hopper@example.com'
     union all select id from public.job_applications where lower(email) = 'grace.hopper@example.com'
     union all select id from public.event_leads where lower(email) = 'grace.hopper@example.com' $$,
  'no lead of any kind remains under the address'
);
select is_empty(
  $$ select id from public.lead_notifications where lead_id::text like 'e0000000-0000-4000-8000-00000000000_'
       and lead_id <> 'e0000000-0000-4000-8000-000000000005' $$,
  'nor any of their notifications'
);
select is_empty(
  $$ select token_hash from private.booking_links where consultation_id = 'e0000000-0000-4000-8000-000000000001' $$,
  'nor the booking''s links'
);
select results_eq(
  $$ select (select count(*)::integer from auth.users where lower(email) = 'grace.hopper@example.com'),
            (select count(*)::integer from public.profiles
              where user_id = 'a0000000-0000-4000-8000-000000000043') $$,
  $$ values (0, 0) $$,
  'nor the sign-up account and its profile'
);
select results_eq(
  $$ select count(*)::integer from auth.users
     where id in ('a0000000-0000-4000-8000-000000000041', 'a0000000-0000-4000-8000-000000000042') $$,
  $$ values (2) $$,
  'other accounts stay'
);
select results_eq(
  $$ select (select count(*)::integer from public.contact_submissions where email = 'ada@example.com'),
            (select count(*)::integer from public.lead_notifications
              where lead_id = 'e0000000-0000-4000-8000-000000000005') $$,
  $$ values (1, 3) $$,
  'someone else''s message and its notifications stay'
);
select is(
  (select count(*)::integer from storage.objects
    where name = 'e0000000-0000-4000-8000-000000000003/grace-cv.pdf'),
  1,
  'the résumé''s object is left to the Storage API (SQL cannot remove its bytes)'
);
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
select results_eq(
  $$ select public.orphan_resumes(60) $$,
  $$ values ('e0000000-0000-4000-8000-000000000003/grace-cv.pdf') $$,
  'the sweep is given the erased résumé at once, but not an upload still waiting for its row'
);
reset role;
select results_eq(
  $$ select action, actor_id::text, detail - 'email_hash' from public.audit_log
     where action = 'person_erasure' $$,
  $$ values ('person_erasure', 'a0000000-0000-4000-8000-000000000041',
       '{"rows": {"consultations": 1, "contact_submissions": 1, "event_leads": 1, "job_applications": 1},
         "lead_notifications": 12, "booking_links": 1, "resumes": 1, "account": 1}'::jsonb) $$,
  'one erasure entry records who erased how many of each kind'
);
select is(
  (select detail ->> 'email_hash' from public.audit_log where action = 'person_erasure'),
  encode(sha256(convert_to(
    (select salt from private.person_hash_salt) || 'grace.hopper@example.com', 'UTF8'
  )), 'hex'),
  'and the address as a salted SHA-256'
);
select is_empty(
  $$ select id from public.audit_log where to_jsonb(audit_log)::text ilike '%grace.hopper%' $$,
  'the address itself appears nowhere in the audit trail'
);
select ok(
  not has_table_privilege('authenticated', 'private.person_hash_salt', 'select')
    and not has_table_privilege('service_role', 'private.person_hash_salt', 'select')
    and not has_table_privilege('anon', 'private.person_hash_salt', 'select'),
  'the salt is no API role''s to read'
);

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal2"}';
select is(
  public.erase_person('grace.hopper@example.com'),
  '{"rows": {"consultations": 0, "contact_submissions": 0, "event_leads": 0, "job_applications": 0},
    "lead_notifications": 0, "booking_links": 0, "resumes": [], "account": 0}'::jsonb,
  'erasing again finds nothing'
);
reset role;
select is(
  (select count(*)::integer from public.audit_log where action = 'person_erasure'),
  2,
  'and is recorded all the same: the request was answered'
);

-- Retention periods -------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal2"}';
select results_eq(
  $$ select lead_table, months from public.lead_retention order by lead_table $$,
  $$ values ('consultations', 24), ('contact_submissions', 24), ('event_leads', 24), ('job_applications', 12) $$,
  'an admin at aal2 reads the periods: applications 12 months, every other kind 24'
);
select lives_ok(
  $$ update public.lead_retention set months = 18 where lead_table = 'contact_submissions' $$,
  'an admin at aal2 changes a period'
);
select throws_ok(
  $$ update public.lead_retention set months = 0 where lead_table = 'contact_submissions' $$,
  '23514', null, 'a period is at least a month'
);
select throws_ok(
  $$ update public.lead_retention set months = 121 where lead_table = 'contact_submissions' $$,
  '23514', null, 'and at most ten years'
);
select throws_ok(
  $$ update public.lead_retention set lead_table = 'user_roles' where lead_table = 'contact_submissions' $$,
  '42501', 'permission denied for table lead_retention', 'an admin changes the months alone'
);
reset role;
select results_eq(
  $$ select action, target_table, actor_id::text, detail from public.audit_log
     where action = 'retention_change' $$,
  $$ values ('retention_change', 'contact_submissions', 'a0000000-0000-4000-8000-000000000041',
       '{"from": 24, "to": 18}'::jsonb) $$,
  'the change is recorded, from and to, with who made it'
);
select results_eq(
  $$ select months, updated_by::text, updated_at = now() from public.lead_retention
     where lead_table = 'contact_submissions' $$,
  $$ values (18, 'a0000000-0000-4000-8000-000000000041', true) $$,
  'and stamped on the row'
);
select set_eq(
  $$ select lead_table from public.lead_retention $$,
  $$ select c.relname::text from pg_class as c join pg_attribute as a on a.attrelid = c.oid
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
       and a.attname = 'search_text' and not a.attisdropped $$,
  'every lead table has a period, so export, erasure and purge cover every kind'
);

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal1"}';
select is_empty(
  $$ select lead_table from public.lead_retention $$,
  'an admin at aal1 reads no period'
);
update public.lead_retention set months = 6;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000042","role":"authenticated","aal":"aal2"}';
select is_empty(
  $$ select lead_table from public.lead_retention $$,
  'nor does a signed-in user who is not an admin'
);
update public.lead_retention set months = 6;
reset role;
select results_eq(
  $$ select lead_table, months from public.lead_retention order by lead_table $$,
  $$ values ('consultations', 24), ('contact_submissions', 18), ('event_leads', 24), ('job_applications', 12) $$,
  'and neither changed one'
);
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select lead_table from public.lead_retention $$,
  '42501', null, 'a visitor cannot read the periods'
);

-- The daily purge -------------------------------------------------------------------
-- Leads of every age, stored by the owner outside any request (so nobody is notified).
reset role;
reset "request.jwt.claims";
insert into public.contact_submissions (id, name, email, message, created_at) values
  ('e1000000-0000-4000-8000-000000000001', 'Old Contact', 'old@example.com', 'Hello from long ago.',
    now() - interval '19 months'),
  ('e1000000-0000-4000-8000-000000000002', 'Young Contact', 'young@example.com', 'Hello again.',
    now() - interval '17 months');
insert into public.consultations (id, name, email, created_at) values
  ('e1000000-0000-4000-8000-000000000003', 'Old Booking', 'old@example.com', now() - interval '25 months');
insert into private.booking_links (token_hash, consultation_id)
values (sha256('an old token'::bytea), 'e1000000-0000-4000-8000-000000000003');
insert into storage.objects (bucket_id, name, metadata)
values ('resumes', 'e1000000-0000-4000-8000-000000000004/old-cv.pdf', '{"size": 2000}');
insert into public.job_applications (
  id, position, full_name, email, phone, location, cover_letter,
  years_of_experience, availability, resume_path, created_at
) values (
  'e1000000-0000-4000-8000-000000000004', 'BDM Intern', 'Old Applicant', 'old@example.com',
  '+1 555 0101', 'Pune', repeat('I would love to grow your business with you. ', 2),
  'Less than 1 year', 'Immediately', 'e1000000-0000-4000-8000-000000000004/old-cv.pdf',
  now() - interval '13 months'
);
insert into public.lead_notifications (lead_table, lead_id, channel, state)
values ('job_applications', 'e1000000-0000-4000-8000-000000000004', 'staff_email', 'sent');
insert into public.event_leads (id, full_name, email, consent, event_name, device_id, captured_at, created_at)
values ('e1000000-0000-4000-8000-000000000005', 'Young Visitor', 'young@example.com', true, 'AI Summit',
  'f0000000-0000-4000-8000-000000000001', '2024-12-26T09:00:00.000Z', now() - interval '23 months');

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select public.purge_expired_leads() $$,
  '42501', null, 'a visitor cannot run the purge'
);
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000041","role":"authenticated","aal":"aal2"}';
select throws_ok(
  $$ select public.purge_expired_leads() $$,
  '42501', null, 'nor can a signed-in user, an admin at aal2 included'
);

set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
create temporary table purged as select public.purge_expired_leads() as result;
select is(
  (select result from purged),
  '{"months": {"consultations": 24, "contact_submissions": 18, "event_leads": 24, "job_applications": 12},
    "rows": {"consultations": 1, "contact_submissions": 1, "event_leads": 0, "job_applications": 1},
    "lead_notifications": 1, "booking_links": 1,
    "resumes": ["e1000000-0000-4000-8000-000000000004/old-cv.pdf"]}'::jsonb,
  'the service role purges what is older than its kind''s period, and is told what went'
);
reset role;
select results_eq(
  $$ select id::text from public.contact_submissions where id::text like 'e1%'
     union all select id::text from public.consultations where id::text like 'e1%'
     union all select id::text from public.job_applications where id::text like 'e1%'
     union all select id::text from public.event_leads where id::text like 'e1%'
     order by 1 $$,
  $$ values ('e1000000-0000-4000-8000-000000000002'), ('e1000000-0000-4000-8000-000000000005') $$,
  'the younger leads stay'
);
select is_empty(
  $$ select lead_id from public.lead_notifications where lead_id::text like 'e1%'
     union all select consultation_id from private.booking_links where consultation_id::text like 'e1%' $$,
  'the purged leads'' notifications and booking links went with them'
);
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
select set_eq(
  $$ select public.orphan_resumes(60) $$,
  $$ values ('e0000000-0000-4000-8000-000000000003/grace-cv.pdf'),
            ('e1000000-0000-4000-8000-000000000004/old-cv.pdf') $$,
  'the purged application''s résumé goes to the sweep at once as well'
);
reset role;
select results_eq(
  $$ select action, actor_id, detail from public.audit_log where action = 'retention_purge' $$,
  $$ values ('retention_purge', null::uuid,
       '{"months": {"consultations": 24, "contact_submissions": 18, "event_leads": 24, "job_applications": 12},
         "rows": {"consultations": 1, "contact_submissions": 1, "event_leads": 0, "job_applications": 1},
         "lead_notifications": 1, "booking_links": 1, "resumes": 1}'::jsonb) $$,
  'the purge is recorded with the periods it applied and the counts'
);

set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
select is(
  public.purge_expired_leads() -> 'rows',
  '{"consultations": 0, "contact_submissions": 0, "event_leads": 0, "job_applications": 0}'::jsonb,
  'a second run finds nothing'
);
reset role;
select is(
  (select count(*)::integer from public.audit_log where action = 'retention_purge'),
  1,
  'and, having deleted nothing, records nothing'
);

-- The sweep removes the files (as the Storage API does, with their rows); the next
-- purge forgets the erased folders it had marked.
delete from storage.objects
where name in ('e0000000-0000-4000-8000-000000000003/grace-cv.pdf',
               'e1000000-0000-4000-8000-000000000004/old-cv.pdf');
select ok(
  (select count(*) from private.erased_resumes) = 2,
  'two erased folders are marked until the sweep has emptied them'
);
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
select is(public.purge_expired_leads() -> 'resumes', '[]'::jsonb, 'the next purge runs');
reset role;
select is_empty(
  $$ select application_id from private.erased_resumes $$,
  'and forgets the emptied folders'
);

-- What the roles hold ---------------------------------------------------------------------
select ok(
  not has_function_privilege('anon', 'public.export_person(text)', 'execute')
    and not has_function_privilege('anon', 'public.erase_person(text)', 'execute')
    and not has_function_privilege('anon', 'public.purge_expired_leads()', 'execute')
    and not has_function_privilege('authenticated', 'public.purge_expired_leads()', 'execute')
    and has_function_privilege('service_role', 'public.purge_expired_leads()', 'execute'),
  'visitors run none of the three; only the service role (and the cron job) purges'
);
select ok(
  not has_table_privilege('anon', 'public.lead_retention', 'select')
    and not has_table_privilege('authenticated', 'public.lead_retention', 'insert')
    and not has_table_privilege('authenticated', 'public.lead_retention', 'delete')
    and not has_column_privilege('authenticated', 'public.lead_retention', 'updated_by', 'update'),
  'signed-in users may change only the months of a period, and add or remove none'
);

select * from finish();
rollback;
