-- Consultations: every policy and constraint, per actor (anonymous visitor,
-- signed-in user, admin, service role). Runs with `supabase test db` or the
-- project's runner; everything happens inside one transaction that rolls back.
begin;
select plan(34);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@consultations.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@consultations.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.consultations (id, name, email)
values ('c0000000-0000-4000-8000-000000000001', 'Existing Booking', 'existing@example.com');

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok(
  $$ insert into public.consultations (name, email) values ('Ada Lovelace', 'ada@example.com') $$,
  'anon can book a consultation with the required fields'
);
select lives_ok(
  $$ insert into public.consultations
       (id, name, email, phone, company, service_type, preferred_date, preferred_time, message)
     values ('c0000000-0000-4000-8000-000000000002', 'Grace Hopper', 'grace@example.com',
             '+1 555 0100', 'Navy', 'General Consultation', '2026-12-01', '14:30', 'Hello') $$,
  'anon can book with a client-generated id and every optional field'
);
select throws_ok(
  $$ insert into public.consultations (id, name, email)
     values ('c0000000-0000-4000-8000-000000000001', 'Replay', 'replay@example.com') $$,
  '23505', 'duplicate key value violates unique constraint "consultations_pkey"',
  'a replayed id is refused as a duplicate'
);
select throws_ok(
  $$ insert into public.consultations (name, email, status)
     values ('Ada Lovelace', 'ada@example.com', 'confirmed') $$,
  '42501', 'new row violates row-level security policy for table "consultations"',
  'anon cannot book a consultation that is already confirmed'
);
select throws_ok(
  $$ insert into public.consultations (name, email, created_at)
     values ('Ada Lovelace', 'ada@example.com', '2020-01-01') $$,
  '42501', 'new row violates row-level security policy for table "consultations"',
  'anon cannot choose created_at'
);
select throws_ok(
  $$ select * from public.consultations $$,
  '42501', 'permission denied for table consultations',
  'anon cannot read consultations'
);
select throws_ok(
  $$ update public.consultations set status = 'confirmed' $$,
  '42501', 'permission denied for table consultations',
  'anon cannot update consultations'
);
select throws_ok(
  $$ delete from public.consultations $$,
  '42501', 'permission denied for table consultations',
  'anon cannot delete consultations'
);

-- Constraints, met through the anonymous path a form takes.
select throws_ok(
  $$ insert into public.consultations (email) values ('ada@example.com') $$,
  '23502', 'null value in column "name" of relation "consultations" violates not-null constraint',
  'name is required'
);
select throws_ok(
  $$ insert into public.consultations (name, email) values ('   ', 'ada@example.com') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_name_length"',
  'a blank name is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email) values (repeat('n', 101), 'ada@example.com') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_name_length"',
  'a name over 100 characters is refused'
);
select lives_ok(
  $$ insert into public.consultations (name, email) values (repeat('n', 100), 'ada@example.com') $$,
  'a name of exactly 100 characters is accepted'
);
select throws_ok(
  $$ insert into public.consultations (name) values ('Ada Lovelace') $$,
  '23502', 'null value in column "email" of relation "consultations" violates not-null constraint',
  'email is required'
);
select throws_ok(
  $$ insert into public.consultations (name, email) values ('Ada Lovelace', 'not-an-email') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_email_shape"',
  'an e-mail address without @ and domain is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email)
     values ('Ada Lovelace', repeat('a', 244) || '@example.com') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_email_shape"',
  'an e-mail address over 255 characters is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, service_type) values ('Ada', 'ada@example.com', ' ') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_service_type_not_blank"',
  'a blank service type is refused'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated"}';

select lives_ok(
  $$ insert into public.consultations (name, email) values ('Signed In', 'user@example.com') $$,
  'a signed-in user can book a consultation'
);
select throws_ok(
  $$ insert into public.consultations (name, email, status)
     values ('Signed In', 'user@example.com', 'completed') $$,
  '42501', 'new row violates row-level security policy for table "consultations"',
  'a signed-in user cannot book a consultation that is already completed'
);
select is_empty(
  $$ select id from public.consultations $$,
  'a signed-in user who is not an admin reads no consultations'
);
select lives_ok(
  $$ update public.consultations set status = 'confirmed'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'a non-admin status update runs but matches no row'
);
reset role;
select is(
  (select status from public.consultations where id = 'c0000000-0000-4000-8000-000000000001'),
  'pending',
  'the non-admin status update changed nothing'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated"}';

select results_eq(
  $$ select name from public.consultations where id = 'c0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Existing Booking') $$,
  'an admin reads consultations'
);
select ok(
  (select count(*) from public.consultations) >= 5,
  'an admin reads the bookings of every visitor'
);
select lives_ok(
  $$ update public.consultations set status = 'confirmed'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'an admin can confirm a consultation'
);
select results_eq(
  $$ select status from public.consultations where id = 'c0000000-0000-4000-8000-000000000001' $$,
  $$ values ('confirmed') $$,
  'the confirmation is stored'
);
select lives_ok(
  $$ update public.consultations set status = 'completed'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'an admin can complete a consultation'
);
select lives_ok(
  $$ update public.consultations set status = 'cancelled'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'an admin can cancel a consultation'
);
select throws_ok(
  $$ update public.consultations set status = 'archived'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_status_check"',
  'status is limited to pending, confirmed, completed and cancelled'
);
select throws_ok(
  $$ update public.consultations set name = 'Rewritten'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table consultations',
  'an admin can change the status and nothing else'
);
select throws_ok(
  $$ delete from public.consultations where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table consultations',
  'an admin cannot delete consultations'
);

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select ok(
  (select count(*) from public.consultations) >= 5,
  'the service role reads every consultation'
);
select lives_ok(
  $$ update public.consultations set name = 'Corrected Name'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'the service role can correct any column'
);
select lives_ok(
  $$ insert into public.consultations (name, email, status)
     values ('Imported', 'import@example.com', 'completed') $$,
  'the service role can import a booking in any status'
);
select lives_ok(
  $$ delete from public.consultations where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'the service role can delete a consultation'
);

select * from finish();
rollback;
