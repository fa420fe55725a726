-- Booth devices: only an enrolled tablet leaves booth leads, only for its own
-- event, until revoked; only an admin at aal2 adds, lists and revokes devices.
-- Per actor, inside a transaction that rolls back.
begin;
select plan(20);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000051', 'admin@booth.test'),
  ('a0000000-0000-4000-8000-000000000052', 'user@booth.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000051', 'admin');

-- A booth lead for an event, as the tablet sends it.
create function pg_temp.capture(event_name text default 'AI Summit') returns void
language sql as $$
  insert into public.event_leads (full_name, email, consent, event_name, device_id, captured_at)
  values ('Ada Lovelace', 'ada@example.com', true, event_name,
          '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-11-28T09:30:00.000Z')
$$;
grant execute on function pg_temp.capture to anon, authenticated;
create table pg_temp.kept (name text primary key, value text);
grant all on table pg_temp.kept to anon, authenticated;

-- Who may add devices -------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok($$ select public.create_device_enrolment('AI Summit') $$,
  '42501', 'permission denied for function create_device_enrolment', 'anon cannot add a device');
select throws_ok($$ select * from public.booth_devices() $$,
  '42501', 'permission denied for function booth_devices', 'anon cannot list devices');

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000052","role":"authenticated","aal":"aal2"}';
select throws_ok($$ select public.create_device_enrolment('AI Summit') $$,
  '42501', 'Only an admin with a second factor can add a booth device', 'a user cannot add a device');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000051","role":"authenticated","aal":"aal1"}';
select throws_ok($$ select public.create_device_enrolment('AI Summit') $$,
  '42501', 'Only an admin with a second factor can add a booth device', 'an admin at aal1 cannot add a device');
select throws_ok($$ select * from public.booth_devices() $$,
  '42501', 'Only an admin with a second factor can list booth devices', 'an admin at aal1 cannot list devices');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000051","role":"authenticated","aal":"aal2"}';
insert into pg_temp.kept values ('code', public.create_device_enrolment('AI Summit', 'Tablet 1'));
select matches((select value from pg_temp.kept where name = 'code'),
  '^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$', 'an admin at aal2 gets a code to type');
select results_eq($$ select event_name, label, enrolled_at is null from public.booth_devices() $$,
  $$ values ('AI Summit', 'Tablet 1', true) $$, 'the admin lists the device, not yet enrolled');

-- The tablet enrols ---------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok($$ select pg_temp.capture() $$,
  '42501', 'This booth device is not enrolled for this event', 'an anonymous booth lead is refused');
select throws_ok(
  format($$ select public.enrol_booth_device(%L, 'Other Expo') $$,
         (select value from pg_temp.kept where name = 'code')),
  '22023', 'This enrolment code is for the event "AI Summit".', 'a code names its own event only');
insert into pg_temp.kept
select 'credential', public.enrol_booth_device(lower(value), ' AI Summit ') ->> 'credential'
  from pg_temp.kept where name = 'code';
select ok((select value ~ '^[0-9a-f]{64}$' from pg_temp.kept where name = 'credential'),
  'the code, typed in lower case, is traded for a credential');
select throws_ok(
  format($$ select public.enrol_booth_device(%L, 'AI Summit') $$,
         (select value from pg_temp.kept where name = 'code')),
  '22023', 'This enrolment code is not valid. Ask an admin for a new one.', 'a code works once');

select set_config('request.headers',
  json_build_object('x-booth-device', (select value from pg_temp.kept where name = 'credential'))::text,
  true);
select lives_ok($$ select pg_temp.capture() $$, 'the enrolled device leaves a booth lead');
select throws_ok($$ select pg_temp.capture('Other Expo') $$,
  '42501', 'This booth device is not enrolled for this event', 'not for another event');
set local "request.headers" to '{"x-booth-device": "0000000000000000000000000000000000000000000000000000000000000000"}';
select throws_ok($$ select pg_temp.capture() $$,
  '42501', 'This booth device is not enrolled for this event', 'a made-up credential is refused');

-- Revocation ----------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000052","role":"authenticated","aal":"aal2"}';
select throws_ok($$ select public.revoke_booth_device((select id from private.booth_devices limit 1)) $$,
  '42501', null, 'a user cannot revoke a device');
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000051","role":"authenticated","aal":"aal2"}';
select results_eq(
  $$ select enrolled_at is not null, last_contact_at is not null, revoked_at is null
       from public.booth_devices() $$,
  $$ values (true, true, true) $$, 'the admin sees the device enrolled, with its last contact');
select lives_ok($$ select public.revoke_booth_device(id) from public.booth_devices() $$,
  'an admin at aal2 revokes the device');

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select set_config('request.headers',
  json_build_object('x-booth-device', (select value from pg_temp.kept where name = 'credential'))::text,
  true);
select throws_ok($$ select pg_temp.capture() $$,
  '42501', 'This booth device is not enrolled for this event', 'a revoked device is refused');

reset role;
select results_eq($$ select count(*) from public.event_leads $$, $$ values (1::bigint) $$,
  'only the enrolled device''s lead was stored');
select ok((select revoked_at is not null from private.booth_devices),
  'the revocation is recorded');

select * from finish();
rollback;
