-- User roles and the admin check: users read only their own roles, nobody but
-- the service role writes them, and private.is_admin() answers per caller.
-- Per actor, inside a transaction that rolls back.
begin;
select plan(18);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@roles.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@roles.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select throws_ok(
  $$ select * from public.user_roles $$,
  '42501', 'permission denied for table user_roles',
  'anon cannot read roles'
);
select throws_ok(
  $$ insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000002', 'admin') $$,
  '42501', 'permission denied for table user_roles',
  'anon cannot grant roles'
);
select throws_ok(
  $$ select private.is_admin() $$,
  '42501', 'permission denied for schema private',
  'anon cannot call the admin check'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

select is_empty(
  $$ select role from public.user_roles where user_id = 'a0000000-0000-4000-8000-000000000002' and role = 'admin' $$,
  'the app''s admin lookup finds nothing for a plain user'
);
select is_empty(
  $$ select user_id from public.user_roles $$,
  'a plain user cannot see anybody else''s roles'
);
select is(private.is_admin(), false, 'the admin check says no for a plain user');
select throws_ok(
  $$ insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000002', 'admin') $$,
  '42501', 'permission denied for table user_roles',
  'a user cannot make themselves admin'
);
select throws_ok(
  $$ update public.user_roles set user_id = 'a0000000-0000-4000-8000-000000000002' $$,
  '42501', 'permission denied for table user_roles',
  'a user cannot take over an admin row'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

select results_eq(
  $$ select role::text from public.user_roles
     where user_id = 'a0000000-0000-4000-8000-000000000001' and role = 'admin' $$,
  $$ values ('admin') $$,
  'the app''s admin lookup finds the admin row'
);
select is(private.is_admin(), true, 'the admin check says yes for an admin');
select throws_ok(
  $$ insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000002', 'admin') $$,
  '42501', 'permission denied for table user_roles',
  'an admin cannot grant roles through the API either'
);
select throws_ok(
  $$ delete from public.user_roles $$,
  '42501', 'permission denied for table user_roles',
  'an admin cannot revoke roles through the API'
);

-- A signed-in token without a user, e.g. a forged or deleted one.
set local "request.jwt.claims" to '{"role":"authenticated"}';
select is(private.is_admin(), false, 'the admin check says no without a user id');

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select lives_ok(
  $$ insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000002', 'admin') $$,
  'the service role can grant admin'
);
select is(
  (select count(*)::int from public.user_roles
    where user_id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002')),
  2,
  'the service role reads every role row'
);
select throws_ok(
  $$ insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000002', 'admin') $$,
  '23505', 'duplicate key value violates unique constraint "user_roles_pkey"',
  'a role is granted at most once'
);
select throws_ok(
  $$ insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000002', 'superuser') $$,
  '22P02', 'invalid input value for enum app_role: "superuser"',
  'only roles of the app_role enum exist'
);
select lives_ok(
  $$ delete from public.user_roles where user_id = 'a0000000-0000-4000-8000-000000000002' $$,
  'the service role can revoke a role'
);

select * from finish();
rollback;
