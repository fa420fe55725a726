-- Contact submissions: every policy and constraint, per actor (anonymous
-- visitor, signed-in user, admin, service role), inside a transaction that
-- rolls back.
begin;
select plan(24);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@contact.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@contact.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.contact_submissions (id, name, email, message)
values ('d0000000-0000-4000-8000-000000000001', 'Existing Sender', 'sender@example.com', 'Hello there');

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values ('Ada Lovelace', 'ada@example.com', 'Tell me about agentic AI.') $$,
  'anon can send a contact message with the required fields'
);
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, phone, company, message)
     values ('d0000000-0000-4000-8000-000000000002', 'Grace Hopper', 'grace@example.com',
             repeat('1', 20), repeat('c', 100), repeat('m', 1000)) $$,
  'anon can send a message with every field at its maximum length'
);
select throws_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('d0000000-0000-4000-8000-000000000001', 'Replay', 'replay@example.com', 'Again') $$,
  '23505', 'duplicate key value violates unique constraint "contact_submissions_pkey"',
  'a replayed id is refused as a duplicate'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, created_at)
     values ('Ada', 'ada@example.com', 'Backdated', '2020-01-01') $$,
  '42501', 'new row violates row-level security policy for table "contact_submissions"',
  'anon cannot choose created_at'
);
select throws_ok(
  $$ select * from public.contact_submissions $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot read contact messages'
);
select throws_ok(
  $$ update public.contact_submissions set message = 'changed' $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot update contact messages'
);
select throws_ok(
  $$ delete from public.contact_submissions $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot delete contact messages'
);

-- Constraints, met through the anonymous path a form takes.
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message) values (' ', 'ada@example.com', 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_name_length"',
  'a blank name is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values (repeat('n', 101), 'ada@example.com', 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_name_length"',
  'a name over 100 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message) values ('Ada', 'ada@', 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_shape"',
  'a malformed e-mail address is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values ('Ada', repeat('a', 244) || '@example.com', 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_shape"',
  'an e-mail address over 255 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, phone, message)
     values ('Ada', 'ada@example.com', repeat('1', 21), 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_phone_length"',
  'a phone number over 20 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, company, message)
     values ('Ada', 'ada@example.com', repeat('c', 101), 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_company_length"',
  'a company name over 100 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email) values ('Ada', 'ada@example.com') $$,
  '23502', 'null value in column "message" of relation "contact_submissions" violates not-null constraint',
  'a message is required'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message) values ('Ada', 'ada@example.com', E'\n\t ') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_message_length"',
  'a blank message is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values ('Ada', 'ada@example.com', repeat('m', 1001)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_message_length"',
  'a message over 1000 characters is refused'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated"}';

select lives_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values ('Signed In', 'user@example.com', 'From a signed-in user') $$,
  'a signed-in user can send a contact message'
);
select is_empty(
  $$ select id from public.contact_submissions $$,
  'a signed-in user who is not an admin reads no contact messages'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated"}';

select results_eq(
  $$ select name from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Existing Sender') $$,
  'an admin reads contact messages'
);
select ok(
  (select count(*) from public.contact_submissions) >= 4,
  'an admin reads the messages of every sender'
);
select throws_ok(
  $$ update public.contact_submissions set message = 'edited' $$,
  '42501', 'permission denied for table contact_submissions',
  'an admin cannot edit contact messages'
);
select throws_ok(
  $$ delete from public.contact_submissions $$,
  '42501', 'permission denied for table contact_submissions',
  'an admin cannot delete contact messages'
);

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select ok(
  (select count(*) from public.contact_submissions) >= 4,
  'the service role reads every contact message'
);
select lives_ok(
  $$ delete from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'the service role can delete a contact message'
);

select * from finish();
rollback;
