-- Lead notifications: one row per channel for each stored lead, none for a
-- replayed id, the relay limit, and who may read, claim and retry them,
-- per actor, inside a transaction that rolls back.
begin;
select plan(28);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@notify.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@notify.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');
-- An enrolled booth device (see booth-devices.test.sql) for the booth leads below.
insert into private.booth_devices (event_name, credential_hash)
values ('AI Summit', sha256(convert_to('test-booth-credential', 'UTF8')));
set local "request.headers" to '{"x-booth-device": "test-booth-credential"}';

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

insert into public.contact_submissions (id, name, email, message)
values ('d0000000-0000-4000-8000-000000000001', 'Ada', 'Ada@Example.com', 'Hello there');
insert into public.consultations (id, name, email)
values ('d0000000-0000-4000-8000-000000000002', 'Grace', 'grace@example.com');
insert into public.job_applications (
  id, position, full_name, email, phone, location, cover_letter, years_of_experience, availability
) values (
  'd0000000-0000-4000-8000-000000000003', 'AI Intern', 'Alan', 'alan@example.com', '123',
  'Bangalore', repeat('c', 60), 'Student / fresher', 'Immediately'
);
insert into public.event_leads (id, full_name, email, consent, event_name, device_id, captured_at)
values (
  'd0000000-0000-4000-8000-000000000004', 'Edsger', 'edsger@example.com', true, 'AI Summit',
  'b0000000-0000-4000-8000-000000000001', '2026-11-25T10:00:00.000Z'
);
select throws_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('d0000000-0000-4000-8000-000000000001', 'Replay', 'ada@example.com', 'Again') $$,
  '23505', null, 'a replayed contact message is refused as a duplicate'
);

select throws_ok(
  $$ select * from public.lead_notifications $$,
  '42501', 'permission denied for table lead_notifications', 'anon cannot read notifications'
);
select throws_ok(
  $$ insert into public.lead_notifications (lead_table, lead_id, channel)
     values ('consultations', 'd0000000-0000-4000-8000-000000000002', 'webhook') $$,
  '42501', 'permission denied for table lead_notifications', 'anon cannot add a notification'
);
select throws_ok(
  $$ select public.claim_lead_notifications() $$,
  '42501', 'permission denied for function claim_lead_notifications', 'anon cannot claim notifications'
);
select throws_ok(
  $$ select public.retry_lead_notification(gen_random_uuid()) $$,
  '42501', 'permission denied for function retry_lead_notification', 'anon cannot retry a notification'
);

-- Signed-in user who is not an admin -----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000002","aal":"aal2"}';

select is_empty(
  $$ select * from public.lead_notifications $$, 'a signed-in user reads no notifications'
);
select throws_ok(
  $$ update public.lead_notifications set state = 'sent' $$,
  '42501', 'permission denied for table lead_notifications', 'a signed-in user cannot change notifications'
);
select throws_ok(
  $$ delete from public.lead_notifications $$,
  '42501', 'permission denied for table lead_notifications', 'a signed-in user cannot delete notifications'
);
select throws_ok(
  $$ select public.record_lead_notification(gen_random_uuid(), 'sent') $$,
  '42501', 'permission denied for function record_lead_notification',
  'a signed-in user cannot record an outcome'
);
select throws_ok(
  $$ select public.retry_lead_notification(
       (select id from public.lead_notifications limit 1)) $$,
  '42501', 'only admins can retry a notification', 'a signed-in user cannot retry a notification'
);

-- Admin -----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000001","aal":"aal2"}';

select results_eq(
  $$ select lead_table, channel, recipient from public.lead_notifications
     where lead_id = 'd0000000-0000-4000-8000-000000000001' order by channel $$,
  $$ values ('contact_submissions', 'acknowledgement', 'ada@example.com'),
            ('contact_submissions', 'staff_email', null),
            ('contact_submissions', 'webhook', null) $$,
  'a contact message gets a staff mail, a webhook and an acknowledgement to its lower-cased address'
);
select is(
  (select count(*)::int from public.lead_notifications
   where lead_id = 'd0000000-0000-4000-8000-000000000001'),
  3, 'the replayed insert added no second notification'
);
select is(
  (select count(*)::int from public.lead_notifications where lead_table = 'consultations'),
  3, 'a booking gets three notifications'
);
select is(
  (select count(*)::int from public.lead_notifications where lead_table = 'job_applications'),
  3, 'an application gets three notifications'
);
select is(
  (select count(*)::int from public.lead_notifications where lead_table = 'event_leads'),
  3, 'a booth lead with consent gets three notifications'
);
select ok(
  (select bool_and(state = 'pending' and attempts = 0) from public.lead_notifications),
  'every new notification is pending, untried'
);
select throws_ok(
  $$ update public.lead_notifications set state = 'sent' $$,
  '42501', 'permission denied for table lead_notifications', 'an admin cannot mark a notification sent'
);
select throws_ok(
  $$ select public.claim_lead_notifications() $$,
  '42501', 'permission denied for function claim_lead_notifications', 'an admin cannot claim notifications'
);

-- The dispatcher (service role) -----------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select is(
  (select count(*)::int from public.claim_lead_notifications(100, 60)
   where channel <> 'staff_email'),
  8, 'the dispatcher claims every due webhook and acknowledgement'
);
select is(
  (select count(*)::int from public.claim_lead_notifications(100, 60)),
  0, 'a claimed row is not claimed again while its lease runs'
);
select public.record_lead_notification(id, 'failed', 'HTTP 500')
from public.lead_notifications
where lead_id = 'd0000000-0000-4000-8000-000000000001' and channel = 'webhook';
select ok(
  (select state = 'pending' and attempts = 1 and last_error = 'HTTP 500'
     and next_attempt_at between now() + interval '14 seconds' and now() + interval '16 seconds'
   from public.lead_notifications
   where lead_id = 'd0000000-0000-4000-8000-000000000001' and channel = 'webhook'),
  'a failed first attempt is due again 15 seconds later'
);
update public.lead_notifications set attempts = 12
where lead_id = 'd0000000-0000-4000-8000-000000000002' and channel = 'webhook';
select public.record_lead_notification(id, 'failed', 'timeout')
from public.lead_notifications
where lead_id = 'd0000000-0000-4000-8000-000000000002' and channel = 'webhook';
select ok(
  (select next_attempt_at = now() + interval '10 minutes' from public.lead_notifications
   where lead_id = 'd0000000-0000-4000-8000-000000000002' and channel = 'webhook'),
  'the backoff is capped at 10 minutes'
);
update public.lead_notifications set created_at = now() - interval '3 days 1 second'
where lead_id = 'd0000000-0000-4000-8000-000000000003' and channel = 'webhook';
select public.record_lead_notification(id, 'failed', 'HTTP 503')
from public.lead_notifications
where lead_id = 'd0000000-0000-4000-8000-000000000003' and channel = 'webhook';
select is(
  (select state from public.lead_notifications
   where lead_id = 'd0000000-0000-4000-8000-000000000003' and channel = 'webhook'),
  'failed', 'after 3 days of failures a notification is failed'
);

-- Admin again: the retry ------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000001","aal":"aal2"}';
select lives_ok(
  $$ select public.retry_lead_notification(id) from public.lead_notifications
     where lead_id = 'd0000000-0000-4000-8000-000000000003' and channel = 'webhook' $$,
  'an admin can ask for a retry of a failed notification'
);
select ok(
  (select state = 'pending' and next_attempt_at = now() from public.lead_notifications
   where lead_id = 'd0000000-0000-4000-8000-000000000003' and channel = 'webhook'),
  'the retried notification is due now'
);
select throws_ok(
  $$ select public.retry_lead_notification(id) from public.lead_notifications
     where lead_id = 'd0000000-0000-4000-8000-000000000004' and channel = 'staff_email' $$,
  'P0002', null, 'a notification that is not failing cannot be retried'
);

-- The relay limit (stored as the table owner, past the API) -----------------
reset role;
insert into public.contact_submissions (name, email, message)
select 'Flood ' || n, 'flood@example.com', 'Message ' || n from generate_series(1, 5) as n;
set local role service_role;
select is(
  (select count(*)::int from public.claim_lead_notifications(100, 60)
   where channel = 'acknowledgement'),
  3, 'five messages from one address in a row claim at most 3 acknowledgements'
);
select is(
  (select count(*)::int from public.lead_notifications
   where recipient = 'flood@example.com' and state = 'skipped'
     and last_error like 'Not sent: this address already had 3 acknowledgements%'),
  2, 'the rest are skipped, with the reason recorded'
);

select * from finish();
rollback;
