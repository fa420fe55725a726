-- The audit trail: what an admin's change records, who may read it, and that
-- nobody can change it; inside a transaction that rolls back.
begin;
select plan(18);

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
-- A CSV export reads its pages through export_leads: the first page records it.
create temporary table exported as
select public.export_leads('contact_submissions', array['id', 'name', 'created_at'], words => 'ada@example.com',
  statuses => array['replied'], page_size => 1) as page;
select public.export_leads('contact_submissions', array['id', 'name', 'created_at'], words => 'ada@example.com',
  statuses => array['replied'], page_size => 1,
  after_created_at => (select (page -> 'rows' -> 0 ->> 'created_at')::timestamptz from exported),
  after_id => 'd0000000-0000-4000-8000-000000000001');

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
        '{"rows": 1, "filters": ["search", "status"]}'::jsonb) $$,
  'an admin''s status changes, slot and export are recorded with who did them, the export once'
);
select results_eq(
  $$ select page -> 'rows' -> 0 ->> 'name', (page ->> 'total')::integer from exported $$,
  $$ values ('Ada', 1) $$,
  'the export''s first page holds the rows and their total'
);
select is_empty(
  $$ select id from public.audit_log where detail::text ilike '%ada%' $$,
  'the audit trail keeps which filters were used, not the words typed'
);
select is(
  (public.export_leads('contact_submissions', array['id'],
    lead_id => 'd0000000-0000-4000-8000-000000000001') -> 'rows')::jsonb,
  '[{"id": "d0000000-0000-4000-8000-000000000001"}]'::jsonb,
  'one lead exports by its id'
);
select is(
  (select detail from public.audit_log where action = 'lead_export' order by id desc limit 1),
  '{"rows": 1, "filters": ["lead"]}'::jsonb,
  'and is recorded as such'
);
select is(
  (select count(*)::integer from public.audit_log where actor_id = 'a0000000-0000-4000-8000-000000000031'),
  5,
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
  $$ select public.export_leads('user_roles', array['role']) $$,
  '22023', 'There is no lead table called user_roles', 'an export names a lead table'
);

-- A signed-in user who is not an admin ----------------------------------------
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000032","role":"authenticated","aal":"aal2"}';
select is_empty($$ select id from public.audit_log $$, 'a non-admin reads nothing of it');
select throws_ok(
  $$ select public.export_leads('contact_submissions', array['id']) $$,
  '42501', 'Only admins can search leads', 'a non-admin cannot export'
);

-- A visitor ---------------------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select id from public.audit_log $$,
  '42501', null, 'a visitor cannot read it'
);
select throws_ok(
  $$ select public.export_leads('contact_submissions', array['id']) $$,
  '42501', null, 'a visitor cannot export'
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
  5,
  'the trail is as it was written'
);

select * from finish();
rollback;
