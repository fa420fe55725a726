-- Profiles: the auth.users trigger creates one per user, the client's
-- follow-up insert is a harmless no-op, and users read and create only their
-- own. Per actor, inside a transaction that rolls back.
begin;
select plan(17);

insert into auth.users (id, email, raw_user_meta_data) values
  ('a0000000-0000-4000-8000-000000000002', 'user@profiles.test', '{"display_name":"  Ada Lovelace "}'),
  ('a0000000-0000-4000-8000-000000000003', 'other@profiles.test', '{}'),
  ('a0000000-0000-4000-8000-000000000004', 'long@profiles.test',
   jsonb_build_object('display_name', repeat('x', 150)));

-- The trigger on auth.users ---------------------------------------------------
select results_eq(
  $$ select display_name from public.profiles where user_id = 'a0000000-0000-4000-8000-000000000002' $$,
  $$ values ('Ada Lovelace') $$,
  'signing up creates a profile with the trimmed display name from the metadata'
);
select results_eq(
  $$ select display_name from public.profiles where user_id = 'a0000000-0000-4000-8000-000000000003' $$,
  $$ values (null::text) $$,
  'a user without a display name still gets a profile'
);
select results_eq(
  $$ select char_length(display_name) from public.profiles
     where user_id = 'a0000000-0000-4000-8000-000000000004' $$,
  $$ values (100) $$,
  'an over-long display name is cut to 100 characters instead of failing the sign-up'
);

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select throws_ok(
  $$ select * from public.profiles $$,
  '42501', 'permission denied for table profiles',
  'anon cannot read profiles'
);
select throws_ok(
  $$ insert into public.profiles (user_id, display_name) values ('a0000000-0000-4000-8000-000000000003', 'X') $$,
  '42501', 'permission denied for table profiles',
  'anon cannot create profiles'
);

-- Signed-in user -------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

select results_eq(
  $$ select user_id::text from public.profiles $$,
  $$ values ('a0000000-0000-4000-8000-000000000002') $$,
  'a user reads their own profile and nobody else''s'
);
select lives_ok(
  $$ insert into public.profiles (user_id, display_name)
     values ('a0000000-0000-4000-8000-000000000002', 'Ada Lovelace') $$,
  'the client''s insert after sign-up succeeds although the profile exists'
);
select results_eq(
  $$ select count(*)::int, min(display_name) from public.profiles $$,
  $$ values (1, 'Ada Lovelace') $$,
  'that insert changed nothing'
);
select lives_ok(
  $$ insert into public.profiles (user_id, display_name)
     values ('a0000000-0000-4000-8000-000000000002', 'Someone Else') $$,
  'a repeated insert with another name is also a no-op'
);
select throws_ok(
  $$ insert into public.profiles (user_id, display_name)
     values ('a0000000-0000-4000-8000-000000000003', 'Impostor') $$,
  '42501', 'new row violates row-level security policy for table "profiles"',
  'a user cannot create a profile for somebody else'
);
select throws_ok(
  $$ update public.profiles set display_name = 'Renamed' $$,
  '42501', 'permission denied for table profiles',
  'profiles cannot be edited through the API'
);
select throws_ok(
  $$ delete from public.profiles $$,
  '42501', 'permission denied for table profiles',
  'profiles cannot be deleted through the API'
);

-- A user whose profile is missing (created before the trigger existed).
reset role;
delete from public.profiles where user_id = 'a0000000-0000-4000-8000-000000000003';
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000003","role":"authenticated","aal":"aal2"}';

select throws_ok(
  $$ insert into public.profiles (user_id, display_name)
     values ('a0000000-0000-4000-8000-000000000003', repeat('n', 101)) $$,
  '23514', 'new row for relation "profiles" violates check constraint "profiles_display_name_length"',
  'a display name over 100 characters is refused'
);
select lives_ok(
  $$ insert into public.profiles (user_id, display_name)
     values ('a0000000-0000-4000-8000-000000000003', 'Late Profile') $$,
  'a user without a profile can create their own'
);
select results_eq(
  $$ select display_name from public.profiles $$,
  $$ values ('Late Profile') $$,
  'the new profile is stored'
);

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select is(
  (select count(*)::int from public.profiles where user_id in (
    'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003',
    'a0000000-0000-4000-8000-000000000004')),
  3,
  'the service role reads every profile'
);

-- Deleting a user deletes their profile.
reset role;
delete from auth.users where id = 'a0000000-0000-4000-8000-000000000002';
select is_empty(
  $$ select 1 from public.profiles where user_id = 'a0000000-0000-4000-8000-000000000002' $$,
  'deleting a user deletes their profile'
);

select * from finish();
rollback;
