-- An admin sets up their authenticator with the one-time set-up code the grant
-- issued: only their own, unspent, unexpired code gives the factor's URI, once;
-- 5 wrong codes in 15 minutes refuse every code. Inside a transaction that
-- rolls back.
begin;
select plan(18);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000071', 'ada@set-up.test'),
  ('a0000000-0000-4000-8000-000000000072', 'bob@set-up.test'),
  ('a0000000-0000-4000-8000-000000000073', 'eve@set-up.test');

-- The grants, as admin:grant makes them (the owner here; the service role alike).
create temp table codes (who text primary key, code text);
grant select on codes to authenticated;
insert into codes values
  ('ada', private.grant_admin_set_up('Ada@Set-up.test', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', '127.0.0.1:4173')),
  ('bob', private.grant_admin_set_up('bob@set-up.test', 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', 'example.com')),
  ('nobody', private.grant_admin_set_up('nobody@set-up.test', 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', 'example.com'));

select matches(
  (select code from codes where who = 'ada'),
  '^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$',
  'the grant returns a set-up code of four groups of four'
);
select is((select code from codes where who = 'nobody'), null, 'no user, no code');
select is(
  (select count(*)::integer from private.admin_set_up_codes c join codes k on k.who = 'ada'
    where c.code_hash = sha256(convert_to(replace(k.code, '-', ''), 'UTF8'))
      and c.expires_at between now() + interval '23 hours 59 minutes' and now() + interval '24 hours'),
  1, 'only the code''s hash is kept, for 24 hours'
);
select ok(
  (select f.status = 'verified' from private.admin_set_up_codes c
     join private.admin_factors g on g.factor_id = c.factor_id
     join auth.mfa_factors f on f.id = g.factor_id
    where c.user_id = 'a0000000-0000-4000-8000-000000000071'),
  'the code belongs to the granted, verified factor'
);
select throws_ok(
  $$ select private.grant_admin_set_up('ada@set-up.test', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', ' ') $$,
  '22023', 'The issuer must be 1 to 200 characters', 'the grant needs an issuer'
);

-- Bob's code has expired.
update private.admin_set_up_codes set expires_at = now() - interval '1 second'
 where user_id = 'a0000000-0000-4000-8000-000000000072';

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000073","role":"authenticated","aal":"aal1"}';
select ok(not public.has_admin_set_up_code(), 'a user without a code is not asked for one');
select is(
  public.redeem_admin_set_up((select code from codes where who = 'ada')), null,
  'another user''s code gives nothing'
);

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000072","role":"authenticated","aal":"aal1"}';
select ok(not public.has_admin_set_up_code(), 'an expired code is not pending');
select is(public.redeem_admin_set_up((select code from codes where who = 'bob')), null,
  'an expired code gives nothing');

set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000071","role":"authenticated","aal":"aal1"}';
select ok(public.has_admin_set_up_code(), 'the admin with a pending code is asked for it');
select is(public.redeem_admin_set_up('0000-0000-0000-0000'), null, 'a wrong code gives nothing');
select is(
  public.redeem_admin_set_up(lower(replace((select code from codes where who = 'ada'), '-', ' '))),
  'otpauth://totp/127.0.0.1%3A4173:ada%40set-up.test?issuer=127.0.0.1%3A4173&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  'the own code, however typed, gives the factor''s URI'
);
select ok(not public.has_admin_set_up_code(), 'the code is spent');
select is(public.redeem_admin_set_up((select code from codes where who = 'ada')), null,
  'a spent code gives nothing the second time');

-- Eve guesses: her first try above and four more are wrong; the sixth is refused.
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000073","role":"authenticated","aal":"aal1"}';
select is(
  (select count(public.redeem_admin_set_up(lpad(n::text, 16, '0'))) from generate_series(1, 4) as n),
  0::bigint, 'four more wrong codes give nothing'
);
select throws_ok(
  $$ select public.redeem_admin_set_up('1111-2222-3333-4444') $$,
  'PT429', 'Too many wrong set-up codes: try again in 15 minutes.',
  'after 5 wrong codes in 15 minutes every code is refused'
);

reset role;
update private.admin_set_up_tries set tried_at = tried_at - interval '15 minutes'
 where user_id = 'a0000000-0000-4000-8000-000000000073';
set local role authenticated;
select is(public.redeem_admin_set_up('1111-2222-3333-4444'), null,
  'after 15 minutes codes are tried again');

set local role anon;
select throws_ok(
  $$ select public.redeem_admin_set_up('1111-2222-3333-4444') $$,
  '42501', null, 'strangers cannot try codes'
);

select * from finish();
rollback;
