-- The audit trail: what an admin's change records, who may read it, and that
-- nobody can change it; inside a transaction that rolls back.
begin;
select plan(14);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000031', 'admin@audit.test'),
  ('a0000000-0000-4000-8000-000000000032', 'user@audit.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000031', 'admin');
insert into public.contact_submissions (id, name, email, message)
values ('d0000000-0000-4000-8000-000000000001', 'Ada', 'ada@example.com', 'Please call me back.');
insert into public.consultations (id, name, email, preferred_date, preferred_time, time_zone)
values ('d0000000-0000-4000-8000-000000000002', 'Lee', 'lee@example.com', '2026-12-01', '10:00', 'Asia/Kolkata');

-- An admin acts ---------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000031","role":"authenticated","aal":"aal2"}';

update public.contact_submissions set status = 'replied'
where id = 'd0000000-0000-4000-8000-000000000001';
update public.consultations
set status = 'confirmed', scheduled_at = '2026-12-01 04:30:00+00', meeting_link = 'https://meet.example.com/lee'
where id = 'd0000000-0000-4000-8000-000000000002';
select public.record_lead_export('contact_submissions', 12, '{"status": "new"}');

select results_eq(
  $$ select action, target_table, target_id::text, actor_email, detail
       from public.audit_log order by id $$,
  $$ values
       ('status_change', 'contact_submissions', 'd0000000-0000-4000-8000-000000000001',
        'admin@audit.test', '{"from": "new", "to": "replied"}'::jsonb),
       ('status_change', 'consultations', 'd0000000-0000-4000-8000-000000000002',
        'admin@audit.test', '{"from": "pending", "to": "confirmed"}'::jsonb),
       ('appointment_change', 'consultations', 'd0000000-0000-4000-8000-000000000002',
        'admin@audit.test',
        '{"from": {"duration_minutes": 30, "meeting_link": null, "scheduled_at": null},
          "to": {"duration_minutes": 30, "meeting_link": "https://meet.example.com/lee",
                 "scheduled_at": "2026-12-01T04:30:00+00:00"}}'::jsonb),
       ('lead_export', 'contact_submissions', null, 'admin@audit.test',
        '{"rows": 12, "filters": {"status": "new"}}'::jsonb) $$,
  'an admin''s status changes, slot and export are recorded with who did them'
);
select is(
  (select count(*)::integer from public.audit_log where actor_id = 'a0000000-0000-4000-8000-000000000031'),
  4,
  'every entry names the admin'
);
select throws_ok(
  $$ update public.audit_log set action = 'lead_export' $$,
  '42501', null, 'an admin cannot rewrite the audit trail'
);
select throws_ok(
  $$ delete from public.audit_log $$,
  '42501', null, 'an admin cannot delete from the audit trail'
);
select throws_ok(
  $$ insert into public.audit_log (action) values ('lead_export') $$,
  '42501', null, 'an admin cannot write an entry by hand'
);
select throws_ok(
  $$ select public.record_lead_export('user_roles', 1, null) $$,
  '22023', 'Unknown lead table user_roles', 'an export names a lead table'
);

-- A signed-in user who is not an admin ----------------------------------------
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000032","role":"authenticated","aal":"aal2"}';
select is_empty($$ select id from public.audit_log $$, 'a non-admin reads nothing of it');
select throws_ok(
  $$ select public.record_lead_export('contact_submissions', 1, null) $$,
  '42501', 'Only admins export leads', 'a non-admin cannot record an export'
);

-- A visitor ---------------------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select id from public.audit_log $$,
  '42501', null, 'a visitor cannot read it'
);
select throws_ok(
  $$ select public.record_lead_export('contact_submissions', 1, null) $$,
  '42501', null, 'a visitor cannot record an export'
);

-- The service role, and a role with every grant --------------------------------
set local role service_role;
select throws_ok(
  $$ update public.audit_log set detail = '{}' $$,
  '42501', null, 'the service role cannot rewrite it'
);
select throws_ok(
  $$ delete from public.audit_log $$,
  '42501', null, 'the service role cannot delete from it'
);
reset role;
select throws_ok(
  $$ delete from public.audit_log $$,
  '42501', 'The audit trail cannot be changed', 'even the owner is refused by the trigger'
);
select is(
  (select count(*)::integer from public.audit_log),
  4,
  'the trail is as it was written'
);

select * from finish();
rollback;
