-- Booking links are no lever: 3 changes a link in any 24 hours, no wish more
-- than a year ahead, and a cancelled booking stays cancelled; inside a
-- transaction that rolls back.
begin;
select plan(16);

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.consultations (id, name, email, preferred_date, preferred_time, time_zone)
values
  ('c1000000-0000-4000-8000-000000000001', 'Asha', 'asha@example.com',
    to_char(now() + interval '30 days', 'YYYY-MM-DD'), '10:00', 'Europe/Berlin'),
  ('c1000000-0000-4000-8000-000000000002', 'Lee', 'lee@example.com',
    to_char(now() + interval '30 days', 'YYYY-MM-DD'), '10:00', 'Europe/Berlin');
reset role;

create temporary table links as
select private.issue_booking_link('c1000000-0000-4000-8000-000000000001') as asha,
  private.issue_booking_link('c1000000-0000-4000-8000-000000000001') as asha_again,
  private.issue_booking_link('c1000000-0000-4000-8000-000000000002') as lee;
grant select on links to anon;

create function pg_temp.ask(token text, days integer) returns text
language sql as $$
  select public.request_booking_time(
    token, to_char(now() + make_interval(days => days), 'YYYY-MM-DD'), '11:00', 'Europe/Berlin'
  ) ->> 'status'
$$;
grant execute on function pg_temp.ask(text, integer) to anon;

-- 3 changes a link a day ------------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(pg_temp.ask((select asha from links), 31), 'pending', 'a link changes its booking once');
select is(pg_temp.ask((select asha from links), 32), 'pending', 'twice');
select is(pg_temp.ask((select asha from links), 33), 'pending', 'three times');
select throws_ok(
  $$ select pg_temp.ask((select asha from links), 34) $$,
  'P0001', 'This link has already changed the booking 3 times today. Please try again tomorrow.',
  'the 4th time request within 24 hours is refused'
);
select throws_ok(
  $$ select public.cancel_booking((select asha from links)) $$,
  'P0001', 'This link has already changed the booking 3 times today. Please try again tomorrow.',
  'and so is a cancellation as the 4th change'
);
select is(
  public.booking_by_token((select asha from links)) ->> 'preferred_date',
  to_char(now() + interval '33 days', 'YYYY-MM-DD'), 'the refused change left the booking as it was'
);
select is(
  pg_temp.ask((select asha_again from links), 35), 'pending', 'another link counts on its own'
);
reset role;
select is(
  (select count(*)::int from public.lead_notifications
    where lead_id = 'c1000000-0000-4000-8000-000000000001' and channel = 'staff_booking_time_requested'),
  4, 'staff are told of the 4 changes made, not of the refused ones'
);

-- The window rolls: a day after the first changes, the link may change again.
update private.booking_link_changes set changed_at = changed_at - interval '25 hours'
where token_hash = sha256(convert_to((select asha from links), 'UTF8'));
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(pg_temp.ask((select asha from links), 36), 'pending', 'a day later the link works again');

-- At most a year ahead ----------------------------------------------------------------
select throws_ok(
  $$ select pg_temp.ask((select lee from links), 400) $$,
  '23514', 'Choose a date within the next year.',
  'a time more than a year ahead is refused'
);
select throws_ok(
  $$ select public.request_booking_time((select lee from links), '9999-12-31', '10:00', 'UTC') $$,
  '23514', 'Choose a date within the next year.',
  'the year 9999 is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, preferred_date, preferred_time, time_zone)
     values ('Eve', 'eve@example.com', '9999-12-31', '10:00', 'UTC') $$,
  '23514', 'Choose a date within the next year.',
  'and a new booking that far ahead too'
);
select is(pg_temp.ask((select lee from links), 360), 'pending', 'a time within the year is taken');

-- Cancelled stays cancelled --------------------------------------------------------------
select is(
  public.cancel_booking((select lee from links)) ->> 'status', 'cancelled', 'the link cancels'
);
select throws_ok(
  $$ select pg_temp.ask((select lee from links), 40) $$,
  'P0001', 'This booking is cancelled. Please book a new consultation instead.',
  'a cancelled booking takes no new time through its link'
);
select is(
  public.booking_by_token((select lee from links)) ->> 'status', 'cancelled',
  'and its page still shows it cancelled'
);

select * from finish();
rollback;
