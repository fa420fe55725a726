-- Consultations: every policy and constraint, per actor (anonymous visitor,
-- signed-in user, admin, service role). Runs with `supabase test db` or the
-- project's runner; everything happens inside one transaction that rolls back.
begin;
select plan(60);

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

-- Insert: anyone may book, but only as pending and on the server's clock.
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
select lives_ok(
  $$ insert into public.consultations (name, email, status) values ('Ada', 'ada@example.com', 'pending') $$,
  'anon can book with the first status, pending, given explicitly'
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

-- Read, update, delete: anon has no grant for any of them.
select throws_ok(
  $$ select * from public.consultations $$,
  '42501', 'permission denied for table consultations',
  'anon cannot read consultations'
);
select throws_ok(
  $$ update public.consultations set status = 'confirmed' $$,
  '42501', 'permission denied for table consultations',
  'anon cannot update the status of consultations'
);
select throws_ok(
  $$ update public.consultations set name = 'Rewritten' $$,
  '42501', 'permission denied for table consultations',
  'anon cannot update any other column either'
);
select throws_ok(
  $$ delete from public.consultations $$,
  '42501', 'permission denied for table consultations',
  'anon cannot delete consultations'
);

-- Normalisation: texts are trimmed (JavaScript's trim set, Unicode spaces
-- included) before the checks; a blank text becomes null. What was stored is
-- checked in the admin section.
select lives_ok(
  $$ insert into public.consultations (id, name, email)
     values ('c0000000-0000-4000-8000-000000000003', E'\u00a0\u3000 Ada Lovelace \u3000\u00a0',
             E' ada@example.com\u2003') $$,
  'a name and an e-mail address padded with Unicode spaces are accepted'
);
select lives_ok(
  $$ insert into public.consultations (id, name, email, phone, company, preferred_time, message)
     values ('c0000000-0000-4000-8000-000000000004', 'Empty Optionals', 'empty@example.com',
             '', E'\u00a0', ' ', E'\n\t') $$,
  'empty and blank optional fields are accepted'
);
select throws_ok(
  $$ insert into public.consultations (email) values ('ada@example.com') $$,
  '23502', 'null value in column "name" of relation "consultations" violates not-null constraint',
  'name is required'
);
select throws_ok(
  $$ insert into public.consultations (name, email) values ('   ', 'ada@example.com') $$,
  '23502', 'null value in column "name" of relation "consultations" violates not-null constraint',
  'a blank name is trimmed to null and refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email) values (E'\u00a0\u2003', 'ada@example.com') $$,
  '23502', 'null value in column "name" of relation "consultations" violates not-null constraint',
  'a name of Unicode spaces only (U+00A0, U+2003) is trimmed to null and refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, service_type) values ('Ada', 'ada@example.com', ' ') $$,
  '23502', 'null value in column "service_type" of relation "consultations" violates not-null constraint',
  'a blank service type is trimmed to null and refused'
);

-- Lengths, counted after trimming, at the boundary.
select throws_ok(
  $$ insert into public.consultations (name, email) values (repeat('n', 101), 'ada@example.com') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_name_length"',
  'a name over 100 characters is refused'
);
select lives_ok(
  $$ insert into public.consultations (name, email) values (E'\u00a0' || repeat('n', 100) || ' ', 'ada@example.com') $$,
  'a name of exactly 100 characters is accepted, padding not counted'
);
select lives_ok(
  $$ insert into public.consultations (name, email, phone) values ('Ada', 'ada@example.com', repeat('1', 50)) $$,
  'a phone number of 50 characters is accepted'
);
select throws_ok(
  $$ insert into public.consultations (name, email, phone) values ('Ada', 'ada@example.com', repeat('1', 51)) $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_phone_length"',
  'a phone number over 50 characters is refused'
);
select lives_ok(
  $$ insert into public.consultations (name, email, message) values ('Ada', 'ada@example.com', repeat('m', 5000)) $$,
  'a message of 5000 characters is accepted'
);
select throws_ok(
  $$ insert into public.consultations (name, email, message) values ('Ada', 'ada@example.com', repeat('m', 5001)) $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_message_length"',
  'a message over 5000 characters is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, company) values ('Ada', 'ada@example.com', repeat('c', 101)) $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_company_length"',
  'a company name over 100 characters is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, preferred_time) values ('Ada', 'ada@example.com', repeat('9', 21)) $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_preferred_time_length"',
  'a preferred time over 20 characters is refused'
);

-- E-mail address: zod's pattern and at most 255 characters.
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
  $$ insert into public.consultations (name, email) values ('Ada', '<b>x</b>@evil') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_email_shape"',
  'an e-mail address holding HTML is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email) values ('Ada', '=HYPERLINK("x")') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_email_shape"',
  'a spreadsheet formula as e-mail address is refused'
);

-- Value lists: the dialog books one service; dates are real YYYY-MM-DD days.
select throws_ok(
  $$ insert into public.consultations (name, email, service_type) values ('Ada', 'ada@example.com', 'Premium Support') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_service_type_allowed"',
  'a service type other than General Consultation is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, preferred_date) values ('Ada', 'ada@example.com', '2026-02-30') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_preferred_date_shape"',
  'a preferred date that names no real day is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, preferred_date) values ('Ada', 'ada@example.com', 'tomorrow') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_preferred_date_shape"',
  'a preferred date that is not YYYY-MM-DD is refused'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

-- Insert as pending only; read nothing.
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

-- Update: the status grant lets the statement run, but the admin-only policy
-- matches no row; any other column is refused by the column grant.
select lives_ok(
  $$ update public.consultations set status = 'confirmed'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'a non-admin status update runs but matches no row'
);
select throws_ok(
  $$ update public.consultations set name = 'Rewritten'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table consultations',
  'a signed-in user cannot update any column but status'
);
reset role;
select is(
  (select status from public.consultations where id = 'c0000000-0000-4000-8000-000000000001'),
  'pending',
  'the non-admin status update changed nothing'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

-- Read: every booking.
select results_eq(
  $$ select name from public.consultations where id = 'c0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Existing Booking') $$,
  'an admin reads consultations'
);
select ok(
  (select count(*) from public.consultations) >= 5,
  'an admin reads the bookings of every visitor'
);

-- What the normalisation stored.
select results_eq(
  $$ select name, email from public.consultations where id = 'c0000000-0000-4000-8000-000000000003' $$,
  $$ values ('Ada Lovelace', 'ada@example.com') $$,
  'the name and e-mail address padded with Unicode spaces are stored trimmed'
);
select results_eq(
  $$ select phone, company, preferred_time, message from public.consultations
     where id = 'c0000000-0000-4000-8000-000000000004' $$,
  $$ values (null::text, null::text, null::text, null::text) $$,
  'empty and blank optional fields are stored as null'
);
select results_eq(
  $$ select service_type, status from public.consultations
     where id = 'c0000000-0000-4000-8000-000000000004' $$,
  $$ values ('General Consultation', 'pending') $$,
  'a booking gets the one service type and starts as pending'
);

-- Update the status, through every allowed value.
select lives_ok(
  $$ update public.consultations set status = 'confirmed', scheduled_at = now() + interval '2 days'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'an admin can confirm a consultation for a time'
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
select lives_ok(
  $$ update public.consultations set status = 'pending'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'an admin can set a consultation back to pending'
);

-- A status outside the list is refused.
select throws_ok(
  $$ update public.consultations set status = 'archived'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_status_check"',
  'status is limited to pending, confirmed, completed and cancelled'
);

-- The status alone: the column grant refuses every other column, even to an admin.
select throws_ok(
  $$ update public.consultations set name = 'Rewritten'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table consultations',
  'an admin cannot rewrite the name'
);
select throws_ok(
  $$ update public.consultations set message = 'Rewritten'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table consultations',
  'an admin cannot rewrite the message'
);
select throws_ok(
  $$ update public.consultations set created_at = '2020-01-01'
     where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table consultations',
  'an admin cannot backdate a booking'
);

-- Insert: an admin books like everyone else, as pending only.
select lives_ok(
  $$ insert into public.consultations (name, email) values ('Admin Booking', 'admin@example.com') $$,
  'an admin can book a pending consultation'
);
select throws_ok(
  $$ insert into public.consultations (name, email, status)
     values ('Admin Booking', 'admin@example.com', 'confirmed') $$,
  '42501', 'new row violates row-level security policy for table "consultations"',
  'an admin cannot book a consultation that is already confirmed'
);

-- Delete: nobody but the service role.
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
select throws_ok(
  $$ insert into public.consultations (name, email, status)
     values ('Imported', 'import@example.com', 'archived') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_status_check"',
  'even the service role cannot store a status outside the list'
);
select lives_ok(
  $$ delete from public.consultations where id = 'c0000000-0000-4000-8000-000000000001' $$,
  'the service role can delete a consultation'
);

select * from finish();
rollback;
