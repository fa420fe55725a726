-- Lead ratings (event_lead_notes): only an enrolled, unrevoked booth device
-- rates a lead, only a lead of its own event, once; the rating's shape is held
-- by the database; only admins at aal2 read ratings and nobody changes them.
-- Per actor, inside a transaction that rolls back.
begin;
select plan(30);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000061', 'admin@rating.test'),
  ('a0000000-0000-4000-8000-000000000062', 'user@rating.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000061', 'admin');

-- Two enrolled devices, one per event, and a revoked one; a lead at each event.
insert into private.booth_devices (event_name, credential_hash, revoked_at) values
  ('Web Summit 2026', sha256(convert_to('summit-tablet', 'UTF8')), null),
  ('Other Expo', sha256(convert_to('expo-tablet', 'UTF8')), null),
  ('Web Summit 2026', sha256(convert_to('revoked-tablet', 'UTF8')), now());
insert into public.event_leads (id, full_name, email, consent, event_name, device_id, captured_at)
values
  ('e0000000-0000-4000-8000-000000000061', 'Ada Lovelace', 'ada@example.com', true,
   'Web Summit 2026', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-12-01T09:30:00.000Z'),
  ('e0000000-0000-4000-8000-000000000062', 'Bo Expo', 'bo@example.com', true,
   'Other Expo', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-12-01T09:31:00.000Z'),
  ('e0000000-0000-4000-8000-000000000063', 'Cy Summit', 'cy@example.com', true,
   'Web Summit 2026', '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-12-01T09:32:00.000Z');

-- A rating as the booth sends it, for the statements below.
create function pg_temp.rate(
  id uuid default gen_random_uuid(),
  lead uuid default 'e0000000-0000-4000-8000-000000000061',
  rating text default 'hot',
  answers jsonb default '[{"question": "Budget", "answer": "Over 50k"}]',
  note text default 'Wants a pilot in Q1',
  staff_name text default 'Sam'
) returns void language sql as $$
  insert into public.event_lead_notes (id, lead_id, rating, answers, note, staff_name)
  values (id, lead, rating, answers, note, staff_name)
$$;
grant execute on function pg_temp.rate to anon, authenticated;

-- Anonymous, without a credential or with a bad one ---------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok($$ select pg_temp.rate() $$,
  '42501', 'This booth device is not enrolled for this event', 'anon without a credential cannot rate');
set local "request.headers" to '{"x-booth-device": "made-up"}';
select throws_ok($$ select pg_temp.rate() $$,
  '42501', 'This booth device is not enrolled for this event', 'a made-up credential cannot rate');
set local "request.headers" to '{"x-booth-device": "revoked-tablet"}';
select throws_ok($$ select pg_temp.rate() $$,
  '42501', 'This booth device is not enrolled for this event', 'a revoked device cannot rate');

-- The enrolled device ---------------------------------------------------------
set local "request.headers" to '{"x-booth-device": "summit-tablet"}';
select throws_ok($$ select pg_temp.rate(lead => 'e0000000-0000-4000-8000-000000000062') $$,
  '42501', 'This booth device is not enrolled for this event',
  'a device cannot rate a lead of another event');
select throws_ok($$ select pg_temp.rate(lead => 'e0000000-0000-4000-8000-0000000000ff') $$,
  '23503', 'The lead this rating is for was not received',
  'a rating for a lead that is not there is refused for good');
select throws_ok($$ select pg_temp.rate(rating => 'lukewarm') $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_rating_check"',
  'a rating other than hot, warm or cold is refused');
select throws_ok($$ select pg_temp.rate(rating => null) $$,
  '23502', null, 'a rating must be given');
select throws_ok($$ select pg_temp.rate(note => repeat('n', 1001)) $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_note_length"',
  'a note over 1,000 characters is refused');
select throws_ok($$ select pg_temp.rate(staff_name => repeat('s', 101)) $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_staff_name_length"',
  'a staff name over 100 characters is refused');
select throws_ok(
  $$ select pg_temp.rate(answers => '[{"question": "A", "answer": "1"}, {"question": "B", "answer": "2"},
       {"question": "C", "answer": "3"}, {"question": "D", "answer": "4"}]') $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_answers_shape"',
  'more than three answers are refused');
select throws_ok(
  $$ select pg_temp.rate(answers => '[{"question": "Budget", "answer": "1", "extra": "x"}]') $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_answers_shape"',
  'an answer with more than a question and an answer is refused');
select throws_ok(
  $$ select pg_temp.rate(answers => '[{"question": "Budget", "answer": 5}]') $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_answers_shape"',
  'an answer that is not text is refused');
select throws_ok(
  $$ select pg_temp.rate(answers => format('[{"question": "Budget", "answer": "%s"}]', repeat('a', 61))::jsonb) $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_answers_shape"',
  'an answer over 60 characters is refused');
select throws_ok(
  $$ select pg_temp.rate(answers => format('[{"question": "%s", "answer": "Yes"}]', repeat('q', 101))::jsonb) $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_answers_shape"',
  'a question over 100 characters is refused');
select throws_ok(
  $$ select pg_temp.rate(answers => '[{"question": "Budget", "answer": "1"}, {"question": "Budget", "answer": "2"}]') $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_answers_shape"',
  'a question answered twice is refused');
select throws_ok(
  $$ select pg_temp.rate(answers => '{"question": "Budget", "answer": "1"}') $$,
  '23514', 'new row for relation "event_lead_notes" violates check constraint "event_lead_notes_answers_shape"',
  'answers that are not an array are refused');
select throws_ok(
  $$ insert into public.event_lead_notes (id, lead_id, rating, created_at)
     values (gen_random_uuid(), 'e0000000-0000-4000-8000-000000000061', 'hot', '2020-01-01') $$,
  '42501', 'new row violates row-level security policy for table "event_lead_notes"',
  'the device cannot choose when the server received it');
select lives_ok(
  $$ select pg_temp.rate(id => 'f0000000-0000-4000-8000-000000000061',
       answers => '[{"question": "Budget", "answer": "Over 50k"}, {"question": "Timeline", "answer": "This quarter"},
                    {"question": "Role in the decision", "answer": "Decides"}]',
       note => '  Wants a pilot in Q1  ') $$,
  'the enrolled device rates a lead of its event, with three answers and a note');
select throws_ok($$ select pg_temp.rate(id => 'f0000000-0000-4000-8000-000000000061') $$,
  '23505', 'duplicate key value violates unique constraint "event_lead_notes_pkey"',
  'a replayed rating is refused as a duplicate (the outbox takes it as delivered)');
select throws_ok($$ select pg_temp.rate(rating => 'cold') $$,
  '23505', 'duplicate key value violates unique constraint "event_lead_notes_lead_id_key"',
  'a lead is rated once');
select lives_ok(
  $$ select pg_temp.rate(lead => 'e0000000-0000-4000-8000-000000000063', rating => 'cold',
       answers => '[]', note => '', staff_name => null) $$,
  'a rating with no answers and no note is taken');
select throws_ok($$ select * from public.event_lead_notes $$,
  '42501', 'permission denied for table event_lead_notes', 'the device cannot read ratings');
select throws_ok($$ update public.event_lead_notes set rating = 'cold' $$,
  '42501', 'permission denied for table event_lead_notes', 'the device cannot change a rating');
select throws_ok($$ delete from public.event_lead_notes $$,
  '42501', 'permission denied for table event_lead_notes', 'the device cannot delete a rating');

-- Signed-in user who is not an admin, and an admin at aal1 ---------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000062","role":"authenticated","aal":"aal2"}';
select is_empty($$ select id from public.event_lead_notes $$, 'a signed-in user reads no ratings');
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal1"}';
select is_empty($$ select id from public.event_lead_notes $$, 'an admin at aal1 reads no ratings');

-- Admin at aal2 ----------------------------------------------------------------
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000061","role":"authenticated","aal":"aal2"}';
select results_eq(
  $$ select lead_id, rating, jsonb_array_length(answers), note, staff_name
       from public.event_lead_notes order by lead_id $$,
  $$ values ('e0000000-0000-4000-8000-000000000061'::uuid, 'hot', 3, 'Wants a pilot in Q1', 'Sam'),
            ('e0000000-0000-4000-8000-000000000063'::uuid, 'cold', 0, null, null) $$,
  'an admin at aal2 reads every rating, its note trimmed and a blank note kept as none');
select throws_ok($$ update public.event_lead_notes set rating = 'cold' $$,
  '42501', 'permission denied for table event_lead_notes', 'not even an admin changes a rating');

-- The service role, and the lead's erasure --------------------------------------
reset role;
select ok((select last_contact_at is not null from private.booth_devices
            where credential_hash = sha256(convert_to('summit-tablet', 'UTF8'))),
  'a rating counts as the device''s contact');
delete from public.event_leads where id = 'e0000000-0000-4000-8000-000000000061';
select is((select count(*) from public.event_lead_notes)::int, 1,
  'a rating goes with its lead when the lead is erased');

select * from finish();
rollback;
