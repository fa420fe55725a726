-- The booth fleet: a heartbeat is written only with a valid, unrevoked device
-- credential, at most 5 times in 5 minutes per device; a revoked device is
-- told so; only an admin at aal2 lists the reports.
-- Per actor, inside a transaction that rolls back.
begin;
select plan(16);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000061', 'admin@fleet.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000061', 'admin');

-- Two enrolled tablets, as enrol_device leaves them.
insert into private.booth_devices (id, event_name, label, credential_hash, enrolled_at)
values
  ('d0000000-0000-4000-8000-000000000001', 'AI Summit', 'Tablet 1',
   sha256(convert_to('credential-one', 'UTF8')), now()),
  ('d0000000-0000-4000-8000-000000000002', 'AI Summit', 'Tablet 2',
   sha256(convert_to('credential-two', 'UTF8')), now());

create function pg_temp.beat(waiting integer) returns jsonb
language sql as $$
  select public.booth_heartbeat(waiting, 1, '2026-11-28T09:30:00Z', '0.1.0+abc1234', true)
$$;
grant execute on function pg_temp.beat to anon;

create function pg_temp.report(device uuid) returns table (waiting integer, seen boolean)
language sql security definer as $$
  select d.waiting, d.last_seen_at is not null from private.booth_devices as d where d.id = device
$$;
grant execute on function pg_temp.report to anon;

-- Who may report -------------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok($$ select pg_temp.beat(3) $$,
  '42501', 'This booth device is not enrolled', 'a heartbeat without a credential is refused');
set local "request.headers" to '{"x-booth-device": "made-up"}';
select throws_ok($$ select pg_temp.beat(3) $$,
  '42501', 'This booth device is not enrolled', 'a made-up credential is refused');

set local "request.headers" to '{"x-booth-device": "credential-one"}';
select is(pg_temp.beat(3), '{"revoked": false}'::jsonb, 'an enrolled device is answered');
select results_eq($$ select * from pg_temp.report('d0000000-0000-4000-8000-000000000001') $$,
  $$ values (3, true) $$, 'its report is written');
select results_eq($$ select * from pg_temp.report('d0000000-0000-4000-8000-000000000002') $$,
  $$ values (null::integer, false) $$, 'and only its own');
select throws_ok($$ select public.booth_heartbeat(-1, 0, null, 'x', false) $$,
  '22023', 'Waiting and failed must be counts from 0 to 100000', 'a negative count is refused');
select throws_ok($$ select public.booth_heartbeat(0, 0, null, repeat('x', 101), false) $$,
  '22023', 'The app version must be at most 100 characters', 'a long version is refused');

-- The rate limit ---------------------------------------------------------------
do $$ begin perform pg_temp.beat(n) from generate_series(4, 7) as n; end $$;
select results_eq($$ select waiting from pg_temp.report('d0000000-0000-4000-8000-000000000001') $$,
  $$ values (7) $$, 'five reports in five minutes are written');
select is(pg_temp.beat(8), '{"revoked": false}'::jsonb, 'a sixth is answered');
select results_eq($$ select waiting from pg_temp.report('d0000000-0000-4000-8000-000000000001') $$,
  $$ values (7) $$, 'without a write');
reset role;
update private.booth_devices set heartbeat_window_at = now() - interval '5 minutes'
 where id = 'd0000000-0000-4000-8000-000000000001';
set local role anon;
do $$ begin perform pg_temp.beat(9); end $$;
select results_eq($$ select waiting from pg_temp.report('d0000000-0000-4000-8000-000000000001') $$,
  $$ values (9) $$, 'five minutes later it writes again');

-- Revocation --------------------------------------------------------------------
reset role;
update private.booth_devices set revoked_at = now()
 where id = 'd0000000-0000-4000-8000-000000000001';
update private.booth_devices set heartbeat_window_at = null, heartbeats_in_window = null;
set local role anon;
select is(pg_temp.beat(10), '{"revoked": true}'::jsonb, 'a revoked device is told so');
select results_eq($$ select waiting from pg_temp.report('d0000000-0000-4000-8000-000000000001') $$,
  $$ values (9) $$, 'and nothing is written');

-- The admin's list ----------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal1"}';
select throws_ok($$ select * from public.booth_devices() $$,
  '42501', 'Only an admin with a second factor can list booth devices', 'not at aal1');
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2"}';
select results_eq(
  $$ select label, waiting, failed, last_delivery_at, app_version, persisted,
            last_seen_at is not null, revoked_at is not null
       from public.booth_devices() order by label $$,
  $$ values ('Tablet 1', 9, 1, '2026-11-28T09:30:00Z'::timestamptz, '0.1.0+abc1234', true, true, true),
            ('Tablet 2', null::integer, null::integer, null::timestamptz, null::text, null::boolean,
             false, false) $$,
  'an admin at aal2 lists each device with its last report');
select function_returns('public', 'booth_heartbeat',
  array['integer', 'integer', 'timestamp with time zone', 'text', 'boolean'], 'jsonb',
  'booth_heartbeat takes the contract''s arguments and answers jsonb');

select * from finish();
rollback;
