-- "Send me this": a booth lead names pages of the site from the list in
-- private.send_me_pages, each once, or none (null); nothing else, for any
-- actor. Per actor (anonymous enrolled booth, admin), inside a transaction
-- that rolls back.
begin;
select plan(13);

insert into auth.users (id, email) values ('a0000000-0000-4000-8000-000000000061', 'admin@sendme.test');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000061', 'admin');
insert into private.booth_devices (event_name, credential_hash)
values ('Send Me Expo', sha256(convert_to('send-me-credential', 'UTF8')));

-- A booth lead from the enrolled tablet, asking for `send_me`.
create function pg_temp.capture(id uuid, send_me text[]) returns void
language sql as $$
  insert into public.event_leads
    (id, full_name, email, consent, event_name, device_id, captured_at, send_me)
  values (id, 'Ada Lovelace', 'ada@example.com', true, 'Send Me Expo',
          '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-12-01T09:30:00.000Z', send_me)
$$;
grant execute on function pg_temp.capture to anon;

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
set local "request.headers" to '{"x-booth-device": "send-me-credential"}';

select lives_ok($$ select pg_temp.capture('e0000000-0000-4000-8000-000000000061',
  array['/case-studies/retailmax-inc', '/services']) $$, 'a booth lead asks for two listed pages');
select lives_ok($$ select pg_temp.capture('e0000000-0000-4000-8000-000000000062', '{}') $$,
  'a booth lead asks for none with an empty list');
select lives_ok($$ select pg_temp.capture('e0000000-0000-4000-8000-000000000063', null) $$,
  'a booth lead asks for none with null');
select throws_ok($$ select pg_temp.capture(gen_random_uuid(), array['/admin']) $$,
  '23514', 'Only the pages the booth offers can be sent', 'a page of the site off the list is refused');
select throws_ok(
  $$ select pg_temp.capture(gen_random_uuid(), array['https://phish.example/services']) $$,
  '23514', 'Only the pages the booth offers can be sent', 'another site is refused');
select throws_ok($$ select pg_temp.capture(gen_random_uuid(), array['/services', null]) $$,
  '23514', 'Only the pages the booth offers can be sent', 'a null page is refused');
select throws_ok($$ select pg_temp.capture(gen_random_uuid(), array['/services', '/services']) $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_send_me_pages"',
  'a page twice is refused');
select throws_ok($$ select pg_temp.capture(gen_random_uuid(), array[array['/services']]) $$,
  '23514', 'new row for relation "event_leads" violates check constraint "event_leads_send_me_pages"',
  'a list of lists is refused');
select throws_ok($$ select path from private.send_me_pages $$,
  '42501', 'permission denied for schema private', 'anon cannot read the list');

set local role postgres;
select results_eq(
  $$ select send_me from public.event_leads
      where id::text like 'e0000000-0000-4000-8000-00000000006%' order by id $$,
  $$ values (array['/case-studies/retailmax-inc', '/services']), (null::text[]), (null::text[]) $$,
  'the pages are kept in the order sent; an empty list is kept as null');
select throws_ok($$ update public.event_leads set send_me = array['/admin']
  where id = 'e0000000-0000-4000-8000-000000000062' $$,
  '23514', 'Only the pages the booth offers can be sent', 'no update names a page off the list either');

-- A page leaving the list keeps the leads that asked for it workable.
delete from private.send_me_pages where path = '/services';
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2"}';
select lives_ok($$ update public.event_leads set status = 'contacted'
  where id = 'e0000000-0000-4000-8000-000000000061' $$,
  'an admin moves along a lead whose page has left the list');
select results_eq($$ select status, send_me from public.event_leads
  where id = 'e0000000-0000-4000-8000-000000000061' $$,
  $$ values ('contacted', array['/case-studies/retailmax-inc', '/services']) $$,
  'the lead keeps the pages it asked for');

select * from finish();
rollback;
