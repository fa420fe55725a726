-- The spam trap, the public forms' honeypot: a lead sent with it filled is
-- stored like any other but notifies nobody; one without it (or with it
-- blank, which the normalise trigger makes null) notifies staff, the webhook
-- and the visitor. Sent as the anonymous visitor the forms send as, inside a
-- transaction that rolls back.
begin;
select plan(19);

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message, spam_trap)
     values ('e0000000-0000-4000-8000-000000000001', 'Bot', 'bot@example.com', 'Buy now',
             E'\u00a0https://spam.example ') $$,
  'anon can send a contact message with the spam trap filled'
);
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('e0000000-0000-4000-8000-000000000002', 'Ada', 'ada@example.com', 'Hello there') $$,
  'anon can send a contact message without the spam trap'
);
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message, spam_trap)
     values ('e0000000-0000-4000-8000-000000000003', 'Grace', 'grace@example.com', 'Hi', E' \u3000') $$,
  'anon can send a contact message with a blank spam trap'
);
select lives_ok(
  $$ insert into public.consultations (id, name, email, spam_trap)
     values ('e0000000-0000-4000-8000-000000000004', 'Bot', 'bot@example.com', 'x') $$,
  'anon can book a consultation with the spam trap filled'
);
select lives_ok(
  $$ insert into public.job_applications (
       id, position, full_name, email, phone, location, cover_letter, years_of_experience,
       availability, spam_trap
     ) values (
       'e0000000-0000-4000-8000-000000000005', 'AI Intern', 'Bot', 'bot@example.com', '123',
       'Nowhere', repeat('c', 60), 'Student / fresher', 'Immediately', 'x'
     ) $$,
  'anon can apply with the spam trap filled'
);
select lives_ok(
  $$ insert into public.contact_submissions (name, email, message, spam_trap)
     values ('Bot', 'bot@example.com', 'Long', E'\n' || repeat('x', 200) || ' ') $$,
  'a spam trap of 200 characters is accepted, padding not counted'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, spam_trap)
     values ('Bot', 'bot@example.com', 'Longer', repeat('x', 201)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_spam_trap_length"',
  'a spam trap over 200 characters is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, spam_trap)
     values ('Bot', 'bot@example.com', repeat('x', 201)) $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_spam_trap_length"',
  'a booking with a spam trap over 200 characters is refused'
);
select throws_ok(
  $$ insert into public.job_applications (
       position, full_name, email, phone, location, cover_letter, years_of_experience,
       availability, spam_trap
     ) values (
       'AI Intern', 'Bot', 'bot@example.com', '123', 'Nowhere', repeat('c', 60),
       'Student / fresher', 'Immediately', repeat('x', 201)
     ) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_spam_trap_length"',
  'an application with a spam trap over 200 characters is refused'
);

-- What was stored, and what follows it -----------------------------------------
reset role;

select results_eq(
  $$ select spam_trap from public.contact_submissions
     where id = 'e0000000-0000-4000-8000-000000000001' $$,
  $$ values ('https://spam.example') $$,
  'a filled spam trap is stored, trimmed: the lead is kept'
);
select is_empty(
  $$ select channel from public.lead_notifications
     where lead_id = 'e0000000-0000-4000-8000-000000000001' $$,
  'a contact message with the spam trap filled notifies nobody'
);
select results_eq(
  $$ select channel from public.lead_notifications
     where lead_id = 'e0000000-0000-4000-8000-000000000002' order by channel $$,
  $$ values ('acknowledgement'), ('staff_email'), ('webhook') $$,
  'a contact message without the spam trap notifies staff, the webhook and the visitor'
);
select results_eq(
  $$ select spam_trap from public.contact_submissions
     where id = 'e0000000-0000-4000-8000-000000000003' $$,
  $$ values (null::text) $$,
  'a blank spam trap is stored as null'
);
select is(
  (select count(*)::int from public.lead_notifications
   where lead_id = 'e0000000-0000-4000-8000-000000000003'),
  3,
  'a contact message with a blank spam trap notifies as one without'
);
select results_eq(
  $$ select spam_trap from public.consultations
     where id = 'e0000000-0000-4000-8000-000000000004' $$,
  $$ values ('x') $$,
  'a booking with the spam trap filled is stored'
);
select is_empty(
  $$ select channel from public.lead_notifications
     where lead_id = 'e0000000-0000-4000-8000-000000000004' $$,
  'a booking with the spam trap filled notifies nobody'
);
select results_eq(
  $$ select spam_trap from public.job_applications
     where id = 'e0000000-0000-4000-8000-000000000005' $$,
  $$ values ('x') $$,
  'an application with the spam trap filled is stored'
);
select is_empty(
  $$ select channel from public.lead_notifications
     where lead_id = 'e0000000-0000-4000-8000-000000000005' $$,
  'an application with the spam trap filled notifies nobody'
);

-- The booth's leads are taken by staff, in front of the visitor: no trap.
select hasnt_column(
  'public', 'event_leads', 'spam_trap',
  'event leads have no spam trap'
);

select * from finish();
rollback;
