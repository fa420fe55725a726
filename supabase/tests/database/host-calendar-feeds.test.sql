-- Hosts' calendar feeds: only an admin at aal2 makes, replaces and revokes a
-- feed's link; only the service role (the host-calendar Edge Function) reads a
-- feed; only the token's hash is kept; a replaced or revoked token opens
-- nothing. Per actor, inside a transaction that rolls back.
begin;
select plan(17);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000061', 'admin@feed.test'),
  ('a0000000-0000-4000-8000-000000000062', 'user@feed.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000061', 'admin');
insert into public.booking_hosts (id, name, time_zone)
values ('b0000000-0000-4000-8000-000000000061', 'Mira Feed', 'Europe/Berlin');

create table pg_temp.kept (name text primary key, value text);
grant all on table pg_temp.kept to anon, authenticated, service_role;

-- Who may make a link ---------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok($$ select public.rotate_host_calendar_feed('b0000000-0000-4000-8000-000000000061') $$,
  '42501', 'permission denied for function rotate_host_calendar_feed', 'anon cannot make a link');
select throws_ok($$ select public.revoke_host_calendar_feed('b0000000-0000-4000-8000-000000000061') $$,
  '42501', 'permission denied for function revoke_host_calendar_feed', 'anon cannot revoke one');
select throws_ok($$ select public.host_calendar_feed(repeat('0', 64)) $$,
  '42501', 'permission denied for function host_calendar_feed', 'anon cannot read a feed');

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000062","role":"authenticated","aal":"aal2"}';
select throws_ok($$ select public.rotate_host_calendar_feed('b0000000-0000-4000-8000-000000000061') $$,
  '42501', 'Only admins manage calendar feeds', 'a signed-in user who is no admin cannot make a link');
select throws_ok($$ select public.revoke_host_calendar_feed('b0000000-0000-4000-8000-000000000061') $$,
  '42501', 'Only admins manage calendar feeds', 'nor revoke one');
select throws_ok($$ select public.host_calendar_feed_issued_at('b0000000-0000-4000-8000-000000000061') $$,
  '42501', 'Only admins manage calendar feeds', 'nor learn whether one is live');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal1"}';
select throws_ok($$ select public.rotate_host_calendar_feed('b0000000-0000-4000-8000-000000000061') $$,
  '42501', 'Only admins manage calendar feeds', 'an admin at aal1 cannot make a link');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2"}';
insert into pg_temp.kept
values ('first', public.rotate_host_calendar_feed('b0000000-0000-4000-8000-000000000061'));
select matches((select value from pg_temp.kept where name = 'first'), '^[0-9a-f]{64}$',
  'an admin at aal2 gets a token of 256 bits');
select throws_ok($$ select public.host_calendar_feed((select value from pg_temp.kept where name = 'first')) $$,
  '42501', 'permission denied for function host_calendar_feed', 'even an admin does not read the feed through the API');
select throws_ok($$ select public.rotate_host_calendar_feed('b0000000-0000-4000-8000-000000000069') $$,
  'P0002', 'No such host', 'a link for no host is refused');
insert into pg_temp.kept
values ('second', public.rotate_host_calendar_feed('b0000000-0000-4000-8000-000000000061'));
select isnt(public.host_calendar_feed_issued_at('b0000000-0000-4000-8000-000000000061'), null,
  'the admin sees that a link is live');

-- What is kept, and who reads the feed ----------------------------------------
reset role;
select results_eq(
  $$ select token_hash = sha256(convert_to((select value from pg_temp.kept where name = 'second'), 'UTF8'))
     from private.host_calendar_feeds $$,
  $$ values (true) $$,
  'one row per host, holding only the newest token''s hash'
);
select ok(
  not has_table_privilege('service_role', 'private.host_calendar_feeds', 'select')
    and not has_table_privilege('authenticated', 'private.host_calendar_feeds', 'select'),
  'nobody reads the hashes through the API'
);

set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
select is(public.host_calendar_feed((select value from pg_temp.kept where name = 'second')) ->> 'host_name',
  'Mira Feed', 'the service role reads the feed of the live token');
select is(public.host_calendar_feed((select value from pg_temp.kept where name = 'first')),
  null, 'a replaced token opens nothing');

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2"}';
select public.revoke_host_calendar_feed('b0000000-0000-4000-8000-000000000061');
select is(public.host_calendar_feed_issued_at('b0000000-0000-4000-8000-000000000061'), null,
  'after revocation no link is live');

set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
select is(public.host_calendar_feed((select value from pg_temp.kept where name = 'second')),
  null, 'a revoked token opens nothing');

select * from finish();
rollback;
