-- Event leads: every policy and the rules only this kind has (consent, chosen
-- services, the device's id and clock), per actor (anonymous visitor,
-- signed-in user, admin, service role), inside a transaction that rolls back.
-- The text rules every kind shares are held to the description by the parity
-- corpus in tests/backend/lead-rules.test.ts.
begin;
select plan(37);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@event.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@event.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');
-- An enrolled booth device (see booth-devices.test.sql) for the booth leads below.
insert into private.booth_devices (event_name, credential_hash)
values ('Web Summit 2026', sha256(convert_to('test-booth-credential', 'UTF8')));
set local "request.headers" to '{"x-booth-device": "test-booth-credential"}';
insert into public.event_leads (id, full_name, email, consent, event_name, device_id, captured_at)
values ('e0000000-0000-4000-8000-000000000001', 'Existing Visitor', 'visitor@example.com', true,
        'Web Summit 2026', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-11-10T09:30:00.000Z');

-- A booth lead with everything the form sends, for the statements below.
create function pg_temp.capture(
  consent boolean default true,
  interested_in text[] default array['Agentic AI'],
  device_id text default '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  captured_at text default '2026-11-10T09:31:00.000Z',
  status text default 'new'
) returns void language sql as $$
  insert into public.event_leads
    (full_name, email, company, job_title, interested_in, notes, consent,
     event_name, staff_name, device_id, captured_at, status)
  values ('Ada Lovelace', 'ada@example.com', 'Engines Ltd', 'CTO', interested_in, 'Met at the demo',
          consent, 'Web Summit 2026', 'Sam', device_id, captured_at, status)
$$;
grant execute on function pg_temp.capture to anon, authenticated, service_role;

-- How many leads a search returned.
create function pg_temp.ids(result json) returns bigint language sql as $$
  select count(*) from json_array_elements(result -> 'rows')
$$;

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok($$ select pg_temp.capture() $$, 'anon can leave an event lead with consent');
select lives_ok(
  $$ select pg_temp.capture(interested_in => array[
       'AI Consulting & Strategy', 'Agentic AI', 'AI Process Automation', 'Predictive Analytics']) $$,
  'anon can choose every service'
);
select lives_ok(
  $$ insert into public.event_leads (full_name, email, consent, event_name, device_id, captured_at)
     values ('Bo', 'bo@example.com', true, 'Web Summit 2026',
             '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-11-10T09:32:00.000Z') $$,
  'anon can leave out the optional fields, and chooses no service'
);
select throws_ok(
  $$ select pg_temp.capture(consent => false) $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_consent_given"',
  'a lead without consent is refused'
);
select throws_ok(
  $$ select pg_temp.capture(interested_in => array['Something else']) $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_interested_in_choices"',
  'a service outside the list is refused'
);
select throws_ok(
  $$ select pg_temp.capture(interested_in => array['Agentic AI', 'Agentic AI']) $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_interested_in_choices"',
  'a service chosen twice is refused'
);
select throws_ok(
  $$ select pg_temp.capture(device_id => 'not-a-device') $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_device_id_shape"',
  'a device id that is not a UUID is refused'
);
select throws_ok(
  $$ select pg_temp.capture(captured_at => 'now') $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_captured_at_shape"',
  'a capture time that is not an ISO instant is refused'
);
select throws_ok(
  $$ select pg_temp.capture(captured_at => '2026-02-30T09:30:00.000Z') $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_captured_at_shape"',
  'a capture time on a day that does not exist is refused'
);
select throws_ok(
  $$ select pg_temp.capture(status => 'qualified') $$,
  '42501', 'new row violates row-level security policy for table "event_leads"',
  'anon cannot leave a lead that is already qualified'
);
select throws_ok(
  $$ insert into public.event_leads (full_name, email, consent, event_name, device_id, captured_at, created_at)
     values ('Bo', 'bo@example.com', true, 'Web Summit 2026',
             '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-11-10T09:32:00.000Z', '2020-01-01') $$,
  '42501', 'new row violates row-level security policy for table "event_leads"',
  'anon cannot choose when the server received it'
);
select throws_ok(
  $$ insert into public.event_leads (id, full_name, email, consent, event_name, device_id, captured_at)
     values ('e0000000-0000-4000-8000-000000000001', 'Replay', 'visitor@example.com', true,
             'Web Summit 2026', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-11-10T09:30:00.000Z') $$,
  '23505', 'duplicate key value violates unique constraint "event_leads_pkey"',
  'a replayed id is refused as a duplicate'
);
select throws_ok(
  $$ select * from public.event_leads $$,
  '42501', 'permission denied for table event_leads',
  'anon cannot read event leads'
);
select throws_ok(
  $$ update public.event_leads set status = 'contacted' $$,
  '42501', 'permission denied for table event_leads',
  'anon cannot update event leads'
);
select throws_ok(
  $$ delete from public.event_leads $$,
  '42501', 'permission denied for table event_leads',
  'anon cannot delete event leads'
);
select throws_ok(
  $$ select public.event_lead_totals() $$,
  '42501', 'permission denied for function event_lead_totals',
  'anon cannot read the totals per event'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

select lives_ok($$ select pg_temp.capture() $$, 'a signed-in user can leave an event lead');
select is_empty($$ select id from public.event_leads $$, 'a signed-in user reads no event leads');
select is(
  public.event_lead_totals()::text, '[]',
  'a signed-in user who is not an admin counts no event leads'
);
select is_empty(
  $$ update public.event_leads set status = 'contacted' returning id $$,
  'a signed-in user updates no event lead'
);
select throws_ok(
  $$ delete from public.event_leads $$,
  '42501', 'permission denied for table event_leads',
  'a signed-in user cannot delete event leads'
);

-- Admin ----------------------------------------------------------------------
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

select ok((select count(*) from public.event_leads) >= 5, 'an admin reads every event lead');
select is(
  (select array_agg(format('%s %s %s %s', d ->> 'event_name', d ->> 'device_id', d ->> 'leads', d -> 'staff_names'))
     from json_array_elements(public.event_lead_totals()) as d),
  array['Web Summit 2026 3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b 5 ["Sam"]'],
  'an admin counts leads per event and device, with the staff names seen'
);
select is(
  pg_temp.ids(public.search_leads('event_leads', 'ada', array['id'],
    group_field => 'event_name', group_value => 'Web Summit 2026'))::int,
  3,
  'the search keeps to one event'
);
select is(
  (select interested_in from public.event_leads
    where full_name = 'Bo' limit 1),
  '{}'::text[],
  'a lead that chose no service holds an empty list'
);
select is(
  (select array[event_name, device_id, captured_at] from public.event_leads
    where id = 'e0000000-0000-4000-8000-000000000001'),
  array['Web Summit 2026', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-11-10T09:30:00.000Z'],
  'a lead keeps its event, device and capture time as sent'
);
select ok(
  (select created_at from public.event_leads where id = 'e0000000-0000-4000-8000-000000000001') > '2026-01-01',
  'created_at is when the server received it'
);
select is(
  (select search_text from public.event_leads where full_name = 'Ada Lovelace' limit 1),
  'ada lovelace ada@example.com engines ltd met at the demo',
  'the search text is the name, e-mail, company and notes, lower-cased'
);
select lives_ok(
  $$ update public.event_leads set status = 'contacted' where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can move an event lead to contacted'
);
select lives_ok(
  $$ update public.event_leads set status = 'qualified' where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can move it on to qualified'
);
select lives_ok(
  $$ update public.event_leads set status = 'closed' where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'an admin can close it'
);
select throws_ok(
  $$ update public.event_leads set status = 'won' where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_status_check"',
  'an admin cannot store a status outside the list'
);
select throws_ok(
  $$ update public.event_leads set event_name = 'Elsewhere' $$,
  '42501', 'permission denied for table event_leads',
  'an admin cannot change anything but the status'
);
select throws_ok(
  $$ delete from public.event_leads $$,
  '42501', 'permission denied for table event_leads',
  'an admin cannot delete event leads'
);

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select ok((select count(*) from public.event_leads) >= 5, 'the service role reads every event lead');
select throws_ok(
  $$ update public.event_leads set consent = false where id = 'e0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_consent_given"',
  'even the service role cannot store a lead without consent'
);
select lives_ok(
  $$ delete from public.event_leads where id = 'e0000000-0000-4000-8000-000000000001' $$,
  'the service role can delete an event lead'
);

select * from finish();
rollback;
