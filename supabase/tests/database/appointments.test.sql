-- Appointments: the visitor's zone and the instant it makes of their wish,
-- who may confirm a slot, the private links of one booking, and reminders
-- decided when due; inside a transaction that rolls back.
begin;
select plan(30);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000011', 'admin@appointments.test'),
  ('a0000000-0000-4000-8000-000000000012', 'user@appointments.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000011', 'admin');

-- The visitor books in their zone --------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

insert into public.consultations (id, name, email, preferred_date, preferred_time, time_zone)
values
  ('c0000000-0000-4000-8000-000000000001', 'Asha', 'asha@example.com', '2026-12-01', '10:00', 'Asia/Kolkata'),
  ('c0000000-0000-4000-8000-000000000002', 'Lee', 'lee@example.com', '2026-12-01', '10:00', 'America/Los_Angeles'),
  ('c0000000-0000-4000-8000-000000000003', 'Pat', 'pat@example.com', '2026-03-07', '10:00', 'America/Los_Angeles'),
  ('c0000000-0000-4000-8000-000000000004', 'Sam', 'sam@example.com', '2026-03-09', '10:00', 'America/Los_Angeles'),
  ('c0000000-0000-4000-8000-000000000005', 'Kim', 'kim@example.com', '2026-12-01', null, 'Asia/Kolkata'),
  ('c0000000-0000-4000-8000-000000000006', 'Ola', 'ola@example.com', '2026-12-01', '10:00', 'asia/kolkata');

select throws_ok(
  $$ insert into public.consultations (name, email, time_zone) values ('Bad', 'bad@example.com', 'Asia/Atlantis') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_time_zone_known"',
  'a zone that does not exist is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, time_zone) values ('Bad', 'bad@example.com', 'UTC+3') $$,
  '23514', null, 'a POSIX rule is not a zone name'
);
select throws_ok(
  $$ insert into public.consultations (name, email, scheduled_at) values ('Eve', 'eve@example.com', now()) $$,
  '42501', null, 'a visitor cannot book themselves a confirmed slot'
);
select throws_ok(
  $$ insert into public.consultations (name, email, meeting_link) values ('Eve', 'eve@example.com', 'https://evil.example') $$,
  '42501', null, 'a visitor cannot set the meeting link'
);

reset role;
select is(
  (select preferred_at from public.consultations where id = 'c0000000-0000-4000-8000-000000000001'),
  '2026-12-01 04:30:00+00'::timestamptz, '10:00 in Kolkata is 04:30 UTC'
);
select is(
  (select preferred_at from public.consultations where id = 'c0000000-0000-4000-8000-000000000002'),
  '2026-12-01 18:00:00+00'::timestamptz, '10:00 in Los Angeles in December is 18:00 UTC'
);
select is(
  (select preferred_at - (select preferred_at from public.consultations where id = 'c0000000-0000-4000-8000-000000000001')
     from public.consultations where id = 'c0000000-0000-4000-8000-000000000002'),
  interval '13 hours 30 minutes', 'the same wall-clock time is 13.5 hours apart'
);
select is(
  (select preferred_at from public.consultations where id = 'c0000000-0000-4000-8000-000000000003'),
  '2026-03-07 18:00:00+00'::timestamptz, 'the day before daylight saving time starts: UTC-8'
);
select is(
  (select preferred_at from public.consultations where id = 'c0000000-0000-4000-8000-000000000004'),
  '2026-03-09 17:00:00+00'::timestamptz, 'the day after: UTC-7'
);
select is(
  (select preferred_at from public.consultations where id = 'c0000000-0000-4000-8000-000000000005'),
  null, 'no time, no instant'
);
select is(
  (select preferred_at from public.consultations where id = 'c0000000-0000-4000-8000-000000000006'),
  '2026-12-01 04:30:00+00'::timestamptz, 'a zone name in another case is the same zone'
);
select is(
  (select preferred_date || ' ' || preferred_time from public.consultations where id = 'c0000000-0000-4000-8000-000000000001'),
  '2026-12-01 10:00', 'the spec''s date and time stay as the visitor gave them'
);

-- Only admins confirm ---------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ update public.consultations set scheduled_at = now() $$,
  '42501', null, 'a visitor cannot update a booking'
);

set local role authenticated;
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000012","aal":"aal2"}';
update public.consultations set status = 'confirmed', scheduled_at = now() + interval '3 days';
reset role;
select is(
  (select count(*)::int from public.consultations where status = 'confirmed'), 0,
  'a signed-in user who is not an admin confirms nothing'
);

set local role authenticated;
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000011","aal":"aal2"}';
select throws_ok(
  $$ update public.consultations set status = 'confirmed' where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '23514', null, 'confirmed needs a scheduled time'
);
select throws_ok(
  $$ update public.consultations set booking_sequence = 9 where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '42501', null, 'nobody sets the sequence by hand'
);
update public.consultations
set status = 'confirmed', scheduled_at = now() + interval '3 days', duration_minutes = 45,
  meeting_link = 'https://meet.example/asha'
where id = 'c0000000-0000-4000-8000-000000000001';
update public.consultations
set status = 'confirmed', scheduled_at = now() + interval '2 days'
where id = 'c0000000-0000-4000-8000-000000000002';
reset role;

select is(
  (select booking_sequence from public.consultations where id = 'c0000000-0000-4000-8000-000000000001'),
  1, 'confirming is the booking''s first change'
);
select results_eq(
  $$ select channel, revision, next_attempt_at = scheduled_at - interval '24 hours'
       from public.lead_notifications join public.consultations c on c.id = lead_id
      where lead_id = 'c0000000-0000-4000-8000-000000000001' and revision > 0 order by channel $$,
  $$ values ('booking_confirmation', 1, false), ('booking_reminder', 1, true) $$,
  'a confirmation now and a reminder due 24 hours before'
);

-- A link opens one booking ----------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
create temporary table links as
select private.issue_booking_link('c0000000-0000-4000-8000-000000000001') as asha,
  private.issue_booking_link('c0000000-0000-4000-8000-000000000002') as lee;
grant select on links to anon;
reset role;

select is(
  (select count(*)::int from private.booking_links
    where token_hash = sha256(convert_to((select asha from links), 'UTF8'))),
  1, 'only the hash of a token is stored'
);
select is(
  (select count(*)::int from private.booking_links where token_hash::text like '%' || (select asha from links) || '%'),
  0, 'the token itself is stored nowhere'
);

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select public.booking_by_token((select asha from links)) ->> 'name'), 'Asha',
  'a token opens its own booking'
);
select is(
  (select public.booking_by_token((select asha from links)) ->> 'email'), null,
  'the page is not told the address'
);
select is(
  public.booking_by_token(repeat('0', 64)), null, 'a made-up token opens nothing'
);
select is(
  (select public.cancel_booking((select lee from links)) ->> 'status'), 'cancelled',
  'a token cancels its own booking'
);
reset role;
select is(
  (select status from public.consultations where id = 'c0000000-0000-4000-8000-000000000001'),
  'confirmed', 'and leaves every other booking as it was'
);
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select public.request_booking_time((select asha from links), '2026-12-02', '11:00', 'Europe/Berlin') ->> 'status'),
  'pending', 'asking for another time makes the booking pending again'
);
reset role;
select results_eq(
  $$ select channel from public.lead_notifications
      where lead_id in ('c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002')
        and channel like 'staff_booking%' order by channel $$,
  $$ values ('staff_booking_cancelled'), ('staff_booking_time_requested') $$,
  'staff are told of each change the visitor makes'
);

-- Reminders are decided when due ----------------------------------------------
-- Lee cancelled; Asha's wish moved. Both reminders fall due now.
update public.lead_notifications set next_attempt_at = now() - interval '1 second'
where channel = 'booking_reminder';
set local role authenticated;
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000011","aal":"aal2"}';
update public.consultations set status = 'confirmed', scheduled_at = now() + interval '30 hours'
where id = 'c0000000-0000-4000-8000-000000000005';
reset role;
update public.lead_notifications set next_attempt_at = now() - interval '1 second'
where channel = 'booking_reminder' and lead_id = 'c0000000-0000-4000-8000-000000000005';

set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
create temporary table claimed as select * from public.claim_lead_notifications(100, 60);
reset role;
select results_eq(
  $$ select lead_id::text from claimed where channel = 'booking_reminder' $$,
  $$ values ('c0000000-0000-4000-8000-000000000005') $$,
  'only the reminder of a booking still confirmed for that slot is claimed'
);
select results_eq(
  $$ select lead_id::text, state, last_error from public.lead_notifications
      where channel = 'booking_reminder' and lead_id <> 'c0000000-0000-4000-8000-000000000005'
      order by lead_id $$,
  $$ values
    ('c0000000-0000-4000-8000-000000000001', 'skipped', 'Not sent: the booking was changed or cancelled since'),
    ('c0000000-0000-4000-8000-000000000002', 'skipped', 'Not sent: the booking was changed or cancelled since') $$,
  'the moved and the cancelled booking get no reminder'
);
select ok(
  (select bool_and(manage_token ~ '^[0-9a-f]{64}$') from claimed
    where channel in ('booking_confirmation', 'booking_cancellation', 'booking_reminder')),
  'every mail about a booking gets a fresh 256-bit link'
);

select * from finish();
rollback;
