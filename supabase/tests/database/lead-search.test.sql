-- public.search_leads, the admin's search: only an admin gets rows, only from
-- a lead table, with the REST reads' filters, order and paging. Per actor,
-- inside a transaction that rolls back.
begin;
select plan(23);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@search.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@search.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.contact_submissions (id, name, email, company, message, status, created_at) values
  ('d0000000-0000-4000-8000-000000000001', 'Ada Lovelace', 'ada@example.com', 'Engines Ltd', 'Hello', 'new', '2025-01-10T09:00:00Z'),
  ('d0000000-0000-4000-8000-000000000002', 'Grace Hopper', 'grace@example.com', null, 'Compilers for Ada?', 'replied', '2025-01-11T09:00:00Z'),
  ('d0000000-0000-4000-8000-000000000003', 'Alan Turing', 'alan@example.com', null, 'Save 100% or 100x_y', 'archived', '2025-01-12T09:00:00Z'),
  ('d0000000-0000-4000-8000-000000000004', 'Joan Clarke', 'joan@example.com', 'ADA Partners', 'Hi', 'new', '2025-01-12T09:00:00Z');

-- The last digit of each row's id, in order: which leads a search returned.
create function pg_temp.ids(result json) returns text as $$
  select coalesce(string_agg(right(r.value ->> 'id', 1), ',' order by r.ordinality), '')
    from json_array_elements(result -> 'rows') with ordinality as r(value, ordinality)
$$ language sql;

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select throws_ok(
  $$ select public.search_leads('contact_submissions', 'ada', array['id']) $$,
  '42501', 'permission denied for function search_leads',
  'anon cannot search leads'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

select throws_ok(
  $$ select public.search_leads('contact_submissions', 'ada', array['id']) $$,
  '42501', 'Only admins can search leads',
  'a signed-in user who is not an admin cannot search leads'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'ADA', array['id'])),
  '4,2,1',
  'an admin finds a word in the name, company or message, whatever its case, newest first'
);
select is(
  (public.search_leads('contact_submissions', 'ADA', array['id']) ->> 'total')::int,
  3,
  'the total counts every match'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'grace@example', array['id'])),
  '2',
  'an admin finds part of an e-mail address'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'ada', array['id'], oldest_first => true)),
  '1,2,4',
  'oldest first reverses the order'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'ada', array['id'], page_size => 1, page_offset => 1)),
  '2',
  'a page is page_size rows from page_offset'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'ada', array['id'],
    after_created_at => '2025-01-12T09:00:00Z', after_id => 'd0000000-0000-4000-8000-000000000004')),
  '2,1',
  'a batch continues after the row before it'
);
select is(
  public.search_leads('contact_submissions', 'ada', array['id'], with_total => false) ->> 'total',
  null,
  'without with_total there is no total'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'ada', array['id'], statuses => array['new', 'replied'])),
  '4,2,1',
  'statuses keep only leads in one of them'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'ada', array['id'], statuses => array['replied'])),
  '2',
  'one status keeps only its leads'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'ada', array['id'],
    received_from => '2025-01-11T00:00:00Z', received_before => '2025-01-12T00:00:00Z')),
  '2',
  'a received range keeps from its start and before its end'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', '100%', array['id'])),
  '3',
  'a % in the words is a percent sign, not a wildcard'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', '0x_', array['id'])),
  '3',
  'an _ in the words is an underscore'
);
select is(
  pg_temp.ids(public.search_leads('contact_submissions', 'a_a', array['id'])),
  '',
  'an _ matches no other character'
);
select is(
  json_typeof(public.search_leads('contact_submissions', 'nobody', array['id']) -> 'rows'),
  'array',
  'no match is an empty list'
);
select is(
  (select array_agg(key order by key)
     from json_object_keys(public.search_leads('contact_submissions', 'grace', array['id', 'name']) -> 'rows' -> 0) key),
  array['id', 'name'],
  'the rows hold the named columns only'
);
select throws_ok(
  $$ select public.search_leads('user_roles', 'admin', array['role']) $$,
  '22023', 'There is no lead table called user_roles',
  'a table without search_text cannot be read through the search'
);
select throws_ok(
  $$ select public.search_leads('no_such_table', 'x', array['id']) $$,
  '22023', 'There is no lead table called no_such_table',
  'a table that does not exist is refused the same way'
);
select throws_ok(
  $$ select public.search_leads('contact_submissions', 'x', array['id'], page_size => 1001) $$,
  '22023', 'A page holds 1 to 1000 rows from offset 0 on',
  'a page is at most 1000 rows'
);
select throws_ok(
  $$ select public.search_leads('contact_submissions', 'x', array[]::text[]) $$,
  '22023', 'Name at least one column to read',
  'a search reads at least one column'
);
select throws_ok(
  $$ select public.search_leads('contact_submissions', 'x', array['nope']) $$,
  '42703', null,
  'an unknown column is refused'
);

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select throws_ok(
  $$ select public.search_leads('contact_submissions', 'ada', array['id']) $$,
  '42501', null,
  'the service role cannot search: it is no admin, and it reads the tables directly'
);

select * from finish();
rollback;
