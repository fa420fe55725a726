-- Contact submissions: every policy and constraint, per actor (anonymous
-- visitor, signed-in user, admin, service role), inside a transaction that
-- rolls back.
begin;
select plan(48);

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

-- Insert: anyone may send a message, but only as new and on the server's clock.
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
select lives_ok(
  $$ insert into public.contact_submissions (name, email, message, status)
     values ('Ada', 'ada@example.com', 'Explicitly new', 'new') $$,
  'anon can send a message with the first status, new, given explicitly'
);
select throws_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('d0000000-0000-4000-8000-000000000001', 'Replay', 'replay@example.com', 'Again') $$,
  '23505', 'duplicate key value violates unique constraint "contact_submissions_pkey"',
  'a replayed id is refused as a duplicate'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, status)
     values ('Ada', 'ada@example.com', 'Already answered', 'replied') $$,
  '42501', 'new row violates row-level security policy for table "contact_submissions"',
  'anon cannot send a message that is already replied'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, created_at)
     values ('Ada', 'ada@example.com', 'Backdated', '2020-01-01') $$,
  '42501', 'new row violates row-level security policy for table "contact_submissions"',
  'anon cannot choose created_at'
);

-- Read, update, delete: anon has no grant for any of them.
select throws_ok(
  $$ select * from public.contact_submissions $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot read contact messages'
);
select throws_ok(
  $$ update public.contact_submissions set status = 'replied' $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot update the status of contact messages'
);
select throws_ok(
  $$ update public.contact_submissions set message = 'changed' $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot update any other column either'
);
select throws_ok(
  $$ delete from public.contact_submissions $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot delete contact messages'
);

-- Normalisation: texts are trimmed (JavaScript's trim set, Unicode spaces
-- included) before the checks; a blank text becomes null. What was stored is
-- checked in the admin section.
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, phone, company, message)
     values ('d0000000-0000-4000-8000-000000000003', E'\u00a0\u3000Ada Lovelace\u3000\u00a0',
             'ada@example.com', '', E'\u2003 ', E'\n  Padded message\u3000') $$,
  'a message padded with Unicode spaces and with empty optional fields is accepted'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message) values (' ', 'ada@example.com', 'Hi') $$,
  '23502', 'null value in column "name" of relation "contact_submissions" violates not-null constraint',
  'a blank name is trimmed to null and refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values (E'\u00a0\u2003', 'ada@example.com', 'Hi') $$,
  '23502', 'null value in column "name" of relation "contact_submissions" violates not-null constraint',
  'a name of Unicode spaces only (U+00A0, U+2003) is trimmed to null and refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email) values ('Ada', 'ada@example.com') $$,
  '23502', 'null value in column "message" of relation "contact_submissions" violates not-null constraint',
  'a message is required'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message) values ('Ada', 'ada@example.com', E'\n\t\u3000 ') $$,
  '23502', 'null value in column "message" of relation "contact_submissions" violates not-null constraint',
  'a blank message is trimmed to null and refused'
);

-- Lengths, counted after trimming, at the boundary.
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values (repeat('n', 101), 'ada@example.com', 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_name_length"',
  'a name over 100 characters is refused'
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
  $$ insert into public.contact_submissions (name, email, message)
     values ('Ada', 'ada@example.com', repeat('m', 1001)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_message_length"',
  'a message over 1000 characters is refused'
);
select lives_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values ('Ada', 'ada@example.com', E'\u00a0' || repeat('m', 1000) || E'\n') $$,
  'a message of 1000 characters is accepted, padding not counted'
);

-- E-mail address: zod's pattern and at most 255 characters.
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
  $$ insert into public.contact_submissions (name, email, message) values ('Ada', '<b>x</b>@evil', 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_shape"',
  'an e-mail address holding HTML is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message) values ('Ada', '=HYPERLINK("x")', 'Hi') $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_shape"',
  'a spreadsheet formula as e-mail address is refused'
);

-- Signed-in user who is not an admin ----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

-- Insert as new only; read nothing.
select lives_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values ('Signed In', 'user@example.com', 'From a signed-in user') $$,
  'a signed-in user can send a contact message'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, status)
     values ('Signed In', 'user@example.com', 'Filed away', 'archived') $$,
  '42501', 'new row violates row-level security policy for table "contact_submissions"',
  'a signed-in user cannot send a message that is already archived'
);
select is_empty(
  $$ select id from public.contact_submissions $$,
  'a signed-in user who is not an admin reads no contact messages'
);

-- Update: the status grant lets the statement run, but the admin-only policy
-- matches no row; any other column is refused by the column grant.
select lives_ok(
  $$ update public.contact_submissions set status = 'replied'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'a non-admin status update runs but matches no row'
);
select throws_ok(
  $$ update public.contact_submissions set message = 'edited'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table contact_submissions',
  'a signed-in user cannot update any column but status'
);
reset role;
select is(
  (select status from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001'),
  'new',
  'the non-admin status update changed nothing'
);

-- Admin ----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

-- Read: every message.
select results_eq(
  $$ select name from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Existing Sender') $$,
  'an admin reads contact messages'
);
select ok(
  (select count(*) from public.contact_submissions) >= 4,
  'an admin reads the messages of every sender'
);

-- What the normalisation stored; a message starts as new.
select results_eq(
  $$ select name, message from public.contact_submissions
     where id = 'd0000000-0000-4000-8000-000000000003' $$,
  $$ values ('Ada Lovelace', 'Padded message') $$,
  'a name and message padded with Unicode spaces are stored trimmed'
);
select results_eq(
  $$ select phone, company from public.contact_submissions
     where id = 'd0000000-0000-4000-8000-000000000003' $$,
  $$ values (null::text, null::text) $$,
  'empty and blank optional fields are stored as null'
);
select results_eq(
  $$ select status from public.contact_submissions
     where id in ('d0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003') $$,
  $$ values ('new'), ('new') $$,
  'a contact message starts as new'
);

-- Update the status, through every allowed value.
select lives_ok(
  $$ update public.contact_submissions set status = 'replied'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'an admin can mark a contact message as replied'
);
select results_eq(
  $$ select status from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001' $$,
  $$ values ('replied') $$,
  'the new status is stored'
);
select lives_ok(
  $$ update public.contact_submissions set status = 'archived'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'an admin can archive a contact message'
);
select lives_ok(
  $$ update public.contact_submissions set status = 'new'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'an admin can set a contact message back to new'
);

-- A status outside the list is refused.
select throws_ok(
  $$ update public.contact_submissions set status = 'pending'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_status_check"',
  'status is limited to new, replied and archived'
);

-- The status alone: the column grant refuses every other column, even to an admin.
select throws_ok(
  $$ update public.contact_submissions set name = 'Rewritten'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table contact_submissions',
  'an admin cannot rewrite the name'
);
select throws_ok(
  $$ update public.contact_submissions set message = 'edited'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table contact_submissions',
  'an admin cannot edit the message'
);

-- Insert: an admin sends like everyone else, as new only.
select lives_ok(
  $$ insert into public.contact_submissions (name, email, message)
     values ('Admin', 'admin@example.com', 'Note to self') $$,
  'an admin can send a new contact message'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, status)
     values ('Admin', 'admin@example.com', 'Note to self', 'replied') $$,
  '42501', 'new row violates row-level security policy for table "contact_submissions"',
  'an admin cannot send a message that is already replied'
);

-- Delete: nobody but the service role.
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
select throws_ok(
  $$ update public.contact_submissions set status = 'spam'
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_status_check"',
  'even the service role cannot store a status outside the list'
);
select lives_ok(
  $$ delete from public.contact_submissions where id = 'd0000000-0000-4000-8000-000000000001' $$,
  'the service role can delete a contact message'
);

select * from finish();
rollback;
