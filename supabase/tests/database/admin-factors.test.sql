-- An admin's second factor is the one set up at grant time: an Auth session at
-- aal2 reached with a factor enrolled with the password alone gives no admin
-- rights, one reached with the granted factor does. The MFA verification hook
-- locks a factor for 15 minutes after 5 wrong codes. Inside a transaction that
-- rolls back.
begin;
select plan(17);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000061', 'granted@factor.test'),
  ('a0000000-0000-4000-8000-000000000062', 'selfmade@factor.test');
insert into public.contact_submissions (id, name, email, message)
values ('f0000000-0000-4000-8000-000000000061', 'Ada', 'ada@example.com', 'Call me.');

-- The grant ----------------------------------------------------------------------
select throws_ok(
  $$ select private.set_up_admin_factor('granted@factor.test', 'not-base32') $$,
  '22023', 'A TOTP secret is 32 base32 characters', 'the grant takes only a real TOTP secret'
);
select is(
  private.set_up_admin_factor('nobody@factor.test', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
  null, 'no user, no grant'
);
select isnt(
  private.set_up_admin_factor('Granted@Factor.test', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
  null, 'the grant sets up a factor'
);
select results_eq(
  $$ select f.status::text, f.secret from auth.mfa_factors f
     join private.admin_factors g on g.factor_id = f.id
     where f.user_id = 'a0000000-0000-4000-8000-000000000061' $$,
  $$ values ('verified', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') $$,
  'the granted factor is verified and recorded'
);
select ok(
  exists (select 1 from public.user_roles
          where user_id = 'a0000000-0000-4000-8000-000000000061' and role = 'admin'),
  'the grant makes the user an admin'
);

-- The self-enrolled admin: an admin role, and a factor enrolled with the password.
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000062', 'admin');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values
  ('b0000000-0000-4000-8000-000000000062', 'a0000000-0000-4000-8000-000000000062', 'Mine', 'totp', 'verified', 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU');
insert into auth.sessions (id, user_id, aal, factor_id) values
  ('c0000000-0000-4000-8000-000000000061', 'a0000000-0000-4000-8000-000000000061', 'aal2',
   (select factor_id from private.admin_factors where user_id = 'a0000000-0000-4000-8000-000000000061')),
  ('c0000000-0000-4000-8000-000000000062', 'a0000000-0000-4000-8000-000000000062', 'aal2',
   'b0000000-0000-4000-8000-000000000062'),
  ('c0000000-0000-4000-8000-000000000063', 'a0000000-0000-4000-8000-000000000061', 'aal1', null);

-- As the API sees them -------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000062","role":"authenticated","aal":"aal2","session_id":"c0000000-0000-4000-8000-000000000062"}';
select ok(not private.is_admin(), 'aal2 with a self-enrolled factor is no admin');
select is_empty($$ select id from public.contact_submissions $$, 'and reads no lead');
select ok(not public.has_granted_factor(), 'the page learns it has no granted factor');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2","session_id":"c0000000-0000-4000-8000-000000000062"}';
select ok(not private.is_admin(), 'another user''s session id gives nothing');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2","session_id":"c0000000-0000-4000-8000-000000000063"}';
select ok(not private.is_admin(), 'a token claiming aal2 for an aal1 session is no admin');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2","session_id":"c0000000-0000-4000-8000-000000000061"}';
select ok(private.is_admin(), 'aal2 with the granted factor is an admin');
select isnt_empty($$ select id from public.contact_submissions $$, 'and reads the leads');
select ok(public.has_granted_factor(), 'the page learns it has a granted factor');
select throws_ok(
  $$ select public.hook_mfa_verification_attempt('{}'::jsonb) $$,
  '42501', null, 'users cannot call the hook'
);

-- The hook, as Auth calls it (as supabase_auth_admin; pgTAP reads its answers after).
reset role;
create temp table hook_answers (attempt integer, answer jsonb);
grant insert on hook_answers to supabase_auth_admin;
set local role supabase_auth_admin;
insert into hook_answers
select attempt, public.hook_mfa_verification_attempt(jsonb_build_object(
  'factor_id', 'b0000000-0000-4000-8000-000000000062',
  'user_id', 'a0000000-0000-4000-8000-000000000062',
  'valid', attempt = 6))
from generate_series(1, 6) as attempt order by attempt;
reset role;
select is(
  (select array_agg(answer ->> 'decision' order by attempt) from hook_answers where attempt <= 5),
  array['continue', 'continue', 'continue', 'continue', 'reject'],
  'four wrong codes continue, the fifth locks the factor'
);
select is(
  (select answer from hook_answers where attempt = 6),
  '{"decision": "reject", "message": "Too many wrong codes: this authenticator is locked for 15 minutes."}'::jsonb,
  'a locked factor refuses a right code'
);
update private.factor_attempts set locked_until = now() - interval '1 second'
where factor_id = 'b0000000-0000-4000-8000-000000000062';
set local role supabase_auth_admin;
insert into hook_answers
select 7, public.hook_mfa_verification_attempt(jsonb_build_object(
  'factor_id', 'b0000000-0000-4000-8000-000000000062',
  'user_id', 'a0000000-0000-4000-8000-000000000062',
  'valid', true));
reset role;
select is(
  (select answer ->> 'decision' from hook_answers where attempt = 7),
  'continue',
  'after 15 minutes a right code continues'
);

select * from finish();
rollback;
