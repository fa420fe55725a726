-- Real availability: the slots of hosts in their own zones across the next
-- daylight-saving change (whenever the file runs), notice, horizon, buffers
-- and the daily cap; the exclusion constraint for every actor; fairness; and
-- what a visitor learns and may do after booking. Every expected instant is
-- computed from now(), which pgTAP cannot fake. Inside a transaction that
-- rolls back.
begin;
select plan(61);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000021', 'admin@availability.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000021', 'admin');

-- Hosts: two keep office hours every day, three work round the clock (two in
-- UTC, one in Kolkata with a cap of one booking a day).
insert into public.booking_hosts (id, name, time_zone, daily_cap) values
  ('b1000000-0000-4000-8000-000000000001', 'Host LA', 'America/Los_Angeles', 8),
  ('b1000000-0000-4000-8000-000000000002', 'Host London', 'Europe/London', 8),
  ('b1000000-0000-4000-8000-000000000003', 'Host A', 'UTC', 48),
  ('b1000000-0000-4000-8000-000000000004', 'Host B', 'UTC', 48),
  ('b1000000-0000-4000-8000-000000000005', 'Host Kolkata', 'Asia/Kolkata', 1);
insert into public.booking_host_hours (host_id, weekday, start_time, end_time)
select hours.host, weekday, hours.start_time, hours.end_time
from (values
  ('b1000000-0000-4000-8000-000000000001'::uuid, '09:00'::time, '17:00'::time),
  ('b1000000-0000-4000-8000-000000000002', '09:00', '17:00'),
  ('b1000000-0000-4000-8000-000000000003', '00:00', '24:00'),
  ('b1000000-0000-4000-8000-000000000004', '00:00', '24:00'),
  ('b1000000-0000-4000-8000-000000000005', '00:00', '24:00')
) as hours (host, start_time, end_time)
cross join generate_series(1, 7) as weekday;

create function pg_temp.only_active(variadic hosts text[]) returns void language sql
as $$ update public.booking_hosts set active = (name = any(hosts)) $$;

-- Slots across a clock change ------------------------------------------------

-- The next change of each zone at least two days ahead: Los Angeles on the
-- second Sunday of March and the first of November, London on the last
-- Sundays of March and October. A year of horizon reaches it.
create function pg_temp.sunday_from(day date) returns date language sql immutable
as $$ select day + (7 - extract(isodow from day)::integer) % 7 $$;
create temporary table changes as
select zone, min(day) as day, extract(month from min(day)) = 3 as spring
from (
  select 'America/Los_Angeles' as zone, pg_temp.sunday_from(make_date(y, 3, 8)) as day
  from generate_series(extract(year from current_date)::integer, extract(year from current_date)::integer + 1) as y
  union all
  select 'America/Los_Angeles', pg_temp.sunday_from(make_date(y, 11, 1))
  from generate_series(extract(year from current_date)::integer, extract(year from current_date)::integer + 1) as y
  union all
  select 'Europe/London', pg_temp.sunday_from(make_date(y, 3, 25))
  from generate_series(extract(year from current_date)::integer, extract(year from current_date)::integer + 1) as y
  union all
  select 'Europe/London', pg_temp.sunday_from(make_date(y, 10, 25))
  from generate_series(extract(year from current_date)::integer, extract(year from current_date)::integer + 1) as y
) as candidates
where day > current_date + 1
group by zone;
grant select on changes to anon;
create function pg_temp.change_day(zone text) returns date language sql
as $$ select c.day from changes as c where c.zone = change_day.zone $$;
create function pg_temp.spring(zone text) returns boolean language sql
as $$ select c.spring from changes as c where c.zone = spring.zone $$;
-- The slots of one local day of a zone, as wall-clock times there.
create function pg_temp.local_slots(zone text, day date) returns text[] language sql
as $$
  select array_agg(to_char(s.start_at at time zone zone, 'HH24:MI') order by s.start_at)
  from public.available_slots(day::timestamp at time zone zone, (day + 1)::timestamp at time zone zone) as s
$$;
create function pg_temp.first_slot(zone text, day date) returns timestamptz language sql
as $$
  select min(s.start_at)
  from public.available_slots(day::timestamp at time zone zone, (day + 1)::timestamp at time zone zone) as s
$$;

update public.booking_settings set horizon_days = 365;
-- The Los Angeles host also works 00:00-04:00 on the day of the change.
insert into public.booking_host_overrides (host_id, on_date, start_time, end_time)
values ('b1000000-0000-4000-8000-000000000001', pg_temp.change_day('America/Los_Angeles'), '00:00', '04:00');
select pg_temp.only_active('Host LA');

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  pg_temp.local_slots('America/Los_Angeles', pg_temp.change_day('America/Los_Angeles')),
  case when pg_temp.spring('America/Los_Angeles')
    then '{00:00,00:30,01:00,01:30,03:00,03:30}'::text[]
    else '{00:00,00:30,01:00,01:30,01:00,01:30,02:00,02:30,03:00,03:30}'::text[]
  end,
  'a window across the change has the real minutes of that night (the skipped or repeated hour), every 30 from its start'
);
select is(
  pg_temp.first_slot('America/Los_Angeles', pg_temp.change_day('America/Los_Angeles') - 1),
  (pg_temp.change_day('America/Los_Angeles') - 1)::timestamp at time zone 'UTC'
    + case when pg_temp.spring('America/Los_Angeles') then interval '17 hours' else interval '16 hours' end,
  '09:00 in Los Angeles the day before the change is 17:00 UTC in winter, 16:00 in summer'
);
select is(
  pg_temp.first_slot('America/Los_Angeles', pg_temp.change_day('America/Los_Angeles') + 1),
  (pg_temp.change_day('America/Los_Angeles') + 1)::timestamp at time zone 'UTC'
    + case when pg_temp.spring('America/Los_Angeles') then interval '16 hours' else interval '17 hours' end,
  'and the day after, the other offset'
);
select is(
  pg_temp.local_slots('America/Los_Angeles', pg_temp.change_day('America/Los_Angeles') + 1),
  array(select to_char(t, 'HH24:MI') from generate_series(
    timestamp '2000-01-01 09:00', timestamp '2000-01-01 16:30', interval '30 minutes') as t),
  'a day of 09:00-17:00 has 16 starts, 09:00 to 16:30 on the host''s clock'
);
reset role;
reset "request.jwt.claims";

select pg_temp.only_active('Host London');
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  pg_temp.first_slot('Europe/London', pg_temp.change_day('Europe/London') - 1),
  (pg_temp.change_day('Europe/London') - 1)::timestamp at time zone 'UTC'
    + case when pg_temp.spring('Europe/London') then interval '9 hours' else interval '8 hours' end,
  '09:00 in London the day before its change is 09:00 UTC in winter, 08:00 in summer'
);
select is(
  pg_temp.first_slot('Europe/London', pg_temp.change_day('Europe/London') + 1),
  (pg_temp.change_day('Europe/London') + 1)::timestamp at time zone 'UTC'
    + case when pg_temp.spring('Europe/London') then interval '8 hours' else interval '9 hours' end,
  'and the day after, the other offset'
);
select is(
  cardinality(pg_temp.local_slots('Europe/London', pg_temp.change_day('Europe/London'))), 16,
  'a change at 01:00 leaves that day''s office hours whole'
);
reset role;
reset "request.jwt.claims";

-- Notice and horizon --------------------------------------------------------

-- A start on the half hour at or after x, and at or before it.
create function pg_temp.half_hour_up(x timestamptz) returns timestamptz language sql
as $$ select date_bin('30 minutes', x + interval '30 minutes' - interval '1 microsecond', timestamptz '2000-01-01 00:00+00') $$;
create function pg_temp.half_hour_down(x timestamptz) returns timestamptz language sql
as $$ select date_bin('30 minutes', x, timestamptz '2000-01-01 00:00+00') $$;

update public.booking_settings set horizon_days = 30;
select pg_temp.only_active('Host A');
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select min(start_at) from public.available_slots(now() - interval '1 day', now() + interval '1 day')),
  pg_temp.half_hour_up(now() + interval '4 hours'),
  'the first start is the first after 4 hours'' notice'
);
select is(
  (select max(start_at) from public.available_slots(now(), now() + interval '40 days')),
  pg_temp.half_hour_down(now() + interval '30 days' - interval '1 microsecond'),
  'the last start is the last before the 30-day horizon'
);
reset role;
reset "request.jwt.claims";
update public.booking_settings set notice_minutes = 0, horizon_days = 365;
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select min(start_at) from public.available_slots(now() - interval '1 day', now() + interval '1 day')),
  pg_temp.half_hour_up(now()),
  'without notice, the next half hour'
);
select is(
  (select max(start_at) from public.available_slots(now(), now() + interval '100 days')),
  pg_temp.half_hour_down(now() + interval '31 days' - interval '1 microsecond'),
  'one call covers 31 days at most'
);
select is(
  (select hosts from public.available_slots(now() + interval '1 day', now() + interval '2 days') limit 1), 1,
  'each start says how many hosts are free then'
);
reset role;
reset "request.jwt.claims";
update public.booking_settings set notice_minutes = 240, horizon_days = 30;

-- Fixed days ahead (UTC): fairness on f, buffers and every actor's overlap on g,
-- the cap on k.
create temporary table days as
select current_date + 2 as f, current_date + 4 as g, current_date + 6 as k,
  current_date + 8 as w;
grant select on days to anon, authenticated, service_role;
create function pg_temp.at(day date, clock text) returns timestamptz language sql
as $$ select (day + clock::time) at time zone 'UTC' $$;

-- Buffers ------------------------------------------------------------------------

-- A confirmed 12:00-12:30 keeps 11:45-12:45 busy; another meeting's own
-- buffers must not touch that, so 11:00 and 13:00 are the nearest starts.
insert into public.consultations (id, name, email, status, scheduled_at, host_id)
select 'c1000000-0000-4000-8000-000000000001', 'Noon', 'noon@example.com', 'confirmed',
  pg_temp.at(g, '12:00'), 'b1000000-0000-4000-8000-000000000003'
from days;
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select array_agg(to_char(start_at at time zone 'UTC', 'HH24:MI') order by start_at)
     from public.available_slots((select pg_temp.at(g, '10:00') from days), (select pg_temp.at(g, '14:00') from days))),
  '{10:00,10:30,11:00,13:00,13:30}'::text[],
  'a confirmed booking and its 15-minute buffers on both sides block the starts that would touch them'
);
reset role;
reset "request.jwt.claims";
select is(
  (select busy_during from public.consultations where id = 'c1000000-0000-4000-8000-000000000001'),
  (select tstzrange(pg_temp.at(g, '11:45'), pg_temp.at(g, '12:45')) from days),
  'busy_during is the meeting widened by the buffer'
);

-- The exclusion constraint, for every actor --------------------------------------

select is(
  (select pg_get_constraintdef(oid) from pg_constraint where conname = 'consultations_no_double_booking'),
  'EXCLUDE USING gist (host_id WITH =, busy_during WITH &&) WHERE ((status = ''confirmed''::text))',
  'one host''s confirmed bookings never overlap, buffers included'
);
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
select throws_ok(
  $$ insert into public.consultations (name, email, status, scheduled_at, host_id)
     select 'Overlap', 'overlap@example.com', 'confirmed', pg_temp.at(g, '12:30'),
       'b1000000-0000-4000-8000-000000000003' from days $$,
  '23P01', 'That time overlaps another booking for this host.',
  'the service role cannot insert an overlap'
);
reset role;
reset "request.jwt.claims";

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.consultations (id, name, email, requested_slots)
select 'c1000000-0000-4000-8000-000000000002', 'Late', 'late@example.com', array[pg_temp.at(g, '12:00')]
from days;
insert into public.consultations (id, name, email, requested_slots)
select 'c1000000-0000-4000-8000-000000000003', 'Second', 'second@example.com',
  array[pg_temp.at(g, '12:00'), pg_temp.at(g, '12:20'), pg_temp.at(g, '14:00')]
from days;
select throws_ok(
  $$ insert into public.consultations (name, email, host_id, requested_slots)
     select 'Chooser', 'chooser@example.com', 'b1000000-0000-4000-8000-000000000003',
       array[pg_temp.at(g, '15:00')] from days $$,
  '42501', 'new row violates row-level security policy for table "consultations"',
  'a visitor cannot choose the host'
);
select throws_ok(
  $$ insert into public.consultations (name, email, status, scheduled_at, requested_slots)
     select 'Chooser', 'chooser@example.com', 'confirmed', pg_temp.at(g, '15:00'),
       array[pg_temp.at(g, '15:00')] from days $$,
  '42501', 'new row violates row-level security policy for table "consultations"',
  'nor confirm a time of their own'
);
reset role;
reset "request.jwt.claims";
select results_eq(
  $$ select status, scheduled_at, host_id from public.consultations
      where id in ('c1000000-0000-4000-8000-000000000002', 'c1000000-0000-4000-8000-000000000003') order by name $$,
  $$ select 'pending'::text, null::timestamptz, null::uuid
     union all select 'confirmed', pg_temp.at(g, '14:00'), 'b1000000-0000-4000-8000-000000000003'::uuid from days $$,
  'a visitor whose time is taken keeps a wish; one with other choices gets the first still free that is a real start (12:20 is not)'
);

set local role authenticated;
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000021","aal":"aal2"}';
select throws_ok(
  $$ update public.consultations set status = 'confirmed', scheduled_at = pg_temp.at(days.g, '12:15'),
       host_id = 'b1000000-0000-4000-8000-000000000003'
     from days where id = 'c1000000-0000-4000-8000-000000000002' $$,
  '23P01', 'That time overlaps another booking for this host.',
  'an admin cannot confirm a booking into an overlap'
);
select throws_ok(
  $$ update public.consultations set status = 'confirmed', scheduled_at = pg_temp.at(days.g, '12:15')
     from days where id = 'c1000000-0000-4000-8000-000000000002' $$,
  '23P01', 'That time overlaps another booking for this host.',
  'nor without a host when no host is free then'
);
select throws_ok(
  $$ update public.consultations set scheduled_at = pg_temp.at(days.g, '12:30')
     from days where id = 'c1000000-0000-4000-8000-000000000003' $$,
  '23P01', 'That time overlaps another booking for this host.',
  'nor move a confirmed booking into one'
);
reset role;
reset "request.jwt.claims";
select pg_temp.only_active('Host A', 'Host B');
set local role authenticated;
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000021","aal":"aal2"}';
update public.consultations set status = 'confirmed', scheduled_at = pg_temp.at(days.g, '12:15')
from days where id = 'c1000000-0000-4000-8000-000000000002';
select is(
  (select host_id from public.consultations where id = 'c1000000-0000-4000-8000-000000000002'),
  'b1000000-0000-4000-8000-000000000004'::uuid,
  'an admin''s confirmation without a host gets the host free then'
);
update public.consultations set status = 'cancelled' where id = 'c1000000-0000-4000-8000-000000000001';
reset role;
reset "request.jwt.claims";
-- A booking confirmed before there were hosts has none, and keeps none when
-- an admin edits what is not its time.
insert into public.consultations (id, name, email, status, scheduled_at)
select 'c1000000-0000-4000-8000-000000000004', 'Legacy', 'legacy@example.com', 'confirmed', pg_temp.at(g, '12:00')
from days;
set local role authenticated;
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000021","aal":"aal2"}';
select lives_ok(
  $$ update public.consultations set meeting_link = 'https://meet.example.com/legacy'
     where id = 'c1000000-0000-4000-8000-000000000004' $$,
  'an admin edits the link of a booking confirmed before there were hosts'
);
select is(
  (select host_id from public.consultations where id = 'c1000000-0000-4000-8000-000000000004'), null,
  'which is given no host by it'
);
reset role;
reset "request.jwt.claims";
select pg_temp.only_active('Host A');
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select array_agg(to_char(start_at at time zone 'UTC', 'HH24:MI') order by start_at)
     from public.available_slots((select pg_temp.at(g, '11:00') from days), (select pg_temp.at(g, '13:00') from days))),
  '{11:00,11:30,12:00,12:30}'::text[],
  'cancelling frees the time at once'
);
reset role;
reset "request.jwt.claims";

-- The daily cap, per host-local date ------------------------------------------------

-- 20:00 UTC is 01:30 the next day in Kolkata: that day is full, the day before not.
select pg_temp.only_active('Host Kolkata');
insert into public.consultations (name, email, status, scheduled_at, host_id)
select 'Capped', 'capped@example.com', 'confirmed', pg_temp.at(k, '20:00'), 'b1000000-0000-4000-8000-000000000005'
from days;
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select cardinality(pg_temp.local_slots('Asia/Kolkata', k + 1)) from days), null,
  'a host at their daily cap has no more starts that local day'
);
select is(
  (select cardinality(pg_temp.local_slots('Asia/Kolkata', k)) from days), 48,
  'the local day before is untouched'
);
reset role;
reset "request.jwt.claims";

-- Fairness -------------------------------------------------------------------------

-- A has two bookings in the next 7 days, B one: B gets the next.
select pg_temp.only_active('Host A', 'Host B');
insert into public.consultations (name, email, status, scheduled_at, host_id)
select name, lower(name) || '@example.com', 'confirmed', pg_temp.at(f, clock), host::uuid
from days, (values
  ('A1', '09:00', 'b1000000-0000-4000-8000-000000000003'),
  ('A2', '10:00', 'b1000000-0000-4000-8000-000000000003'),
  ('B1', '09:00', 'b1000000-0000-4000-8000-000000000004')
) as fixtures (name, clock, host);
-- Bookings further out count for nothing.
insert into public.consultations (name, email, status, scheduled_at, host_id)
select 'Far', 'far@example.com', 'confirmed', pg_temp.at(f + 8, '09:00'), 'b1000000-0000-4000-8000-000000000004'
from days;
delete from public.consultations where id in (
  'c1000000-0000-4000-8000-000000000002', 'c1000000-0000-4000-8000-000000000003'
);
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.consultations (id, name, email, requested_slots)
select 'c1000000-0000-4000-8000-000000000011', 'Fair', 'fair@example.com', array[pg_temp.at(f, '14:00')]
from days;
reset role;
reset "request.jwt.claims";
select is(
  (select host_id from public.consultations where id = 'c1000000-0000-4000-8000-000000000011'),
  'b1000000-0000-4000-8000-000000000004'::uuid,
  'the free host with the fewest bookings in the next 7 days is chosen'
);
-- Two each now: the one booked least recently is chosen, whatever its id.
update public.booking_hosts set last_booked_at = now() - interval '1 hour'
where name = 'Host A';
update public.booking_hosts set last_booked_at = now() - interval '2 hours'
where name = 'Host B';
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.consultations (id, name, email, requested_slots)
select 'c1000000-0000-4000-8000-000000000012', 'Tie', 'tie@example.com', array[pg_temp.at(f, '16:00')]
from days;
reset role;
reset "request.jwt.claims";
select is(
  (select host_id from public.consultations where id = 'c1000000-0000-4000-8000-000000000012'),
  'b1000000-0000-4000-8000-000000000004'::uuid,
  'on a tie, the host booked least recently'
);
select is(
  (select last_booked_at from public.booking_hosts where name = 'Host B'), now(),
  'booking a host records when'
);
select results_eq(
  $$ select channel, revision, next_attempt_at = pg_temp.at(f, '16:00') - interval '24 hours'
       from public.lead_notifications, days
      where lead_id = 'c1000000-0000-4000-8000-000000000012' and channel like 'booking%' order by channel $$,
  $$ values ('booking_confirmation', 0, false), ('booking_reminder', 0, true) $$,
  'a booking confirmed on insert queues its confirmation and the reminder 24 hours before'
);
select is(
  (select count(*)::integer from public.lead_notifications
    where lead_id = 'c1000000-0000-4000-8000-000000000012' and channel in ('staff_email', 'acknowledgement')),
  2, 'and the usual staff mail and acknowledgement'
);

-- A held lead never takes a slot ------------------------------------------------------

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.consultations (id, name, email, spam_trap, requested_slots)
select 'c1000000-0000-4000-8000-000000000013', 'Bot', 'bot@example.com', 'filled', array[pg_temp.at(f, '18:00')]
from days;
reset role;
reset "request.jwt.claims";
select results_eq(
  $$ select status, host_id, held_reason from public.consultations where id = 'c1000000-0000-4000-8000-000000000013' $$,
  $$ values ('pending'::text, null::uuid, 'honeypot'::text) $$,
  'a held lead stays a pending wish'
);
select is(
  (select count(*)::integer from public.lead_notifications where lead_id = 'c1000000-0000-4000-8000-000000000013'),
  0, 'and nobody is told'
);

-- The requested starts --------------------------------------------------------------

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ insert into public.consultations (name, email, requested_slots)
     select 'Many', 'many@example.com', array[pg_temp.at(w, '09:00'), pg_temp.at(w, '10:00'),
       pg_temp.at(w, '11:00'), pg_temp.at(w, '12:00')] from days $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_requested_slots_shape"',
  'at most three starts'
);
select throws_ok(
  $$ insert into public.consultations (name, email, requested_slots)
     select 'Twice', 'twice@example.com', array[pg_temp.at(w, '09:00'), pg_temp.at(w, '09:00')] from days $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_requested_slots_shape"',
  'no start twice'
);
select throws_ok(
  $$ insert into public.consultations (name, email, requested_slots)
     values ('Empty', 'empty@example.com', '{}') $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_requested_slots_shape"',
  'at least one start'
);
select throws_ok(
  $$ insert into public.consultations (name, email, requested_slots)
     values ('Far', 'far@example.com', array[now() + interval '13 months']) $$,
  '23514', 'Choose a date within the next year.',
  'none more than a year ahead'
);
reset role;
reset "request.jwt.claims";

-- What the visitor learns: booking_outcome --------------------------------------------

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  public.booking_outcome('c1000000-0000-4000-8000-000000000012'),
  (select jsonb_build_object(
    'status', 'confirmed', 'scheduled_at', pg_temp.at(f, '16:00'), 'duration_minutes', 30,
    'host_name', 'Host B', 'requested_slots', jsonb_build_array(pg_temp.at(f, '16:00'))
  ) from days),
  'the booking''s id tells its outcome: the time and the host'
);
select is(
  public.booking_outcome('c1000000-0000-4000-8000-000000000013') ->> 'status', 'pending',
  'or that it is a wish'
);
select is(
  public.booking_outcome('c1000000-0000-4000-8000-0000000000ff'), null,
  'an unknown id tells nothing'
);
reset role;
reset "request.jwt.claims";
update public.consultations set created_at = now() - interval '31 days'
where id = 'c1000000-0000-4000-8000-000000000013';
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  public.booking_outcome('c1000000-0000-4000-8000-000000000013'), null,
  'nor does one older than 30 days'
);

-- Picking again right after: book_slots -----------------------------------------------

-- A and B are both busy at f 09:00: a wish for it, then a pick.
insert into public.consultations (id, name, email, requested_slots)
select 'c1000000-0000-4000-8000-000000000021', 'Again', 'again@example.com', array[pg_temp.at(f, '09:00')]
from days;
select is(
  public.book_slots('c1000000-0000-4000-8000-000000000021', (select array[pg_temp.at(f, '09:00')] from days)) ->> 'status',
  'pending', 'a pick of taken times leaves the wish as it was'
);
select is(
  public.book_slots('c1000000-0000-4000-8000-000000000021',
    (select array[pg_temp.at(f, '09:00'), pg_temp.at(f, '20:00')] from days)) ->> 'scheduled_at',
  (select to_jsonb(pg_temp.at(f, '20:00')) #>> '{}' from days),
  'a pick books the first still free'
);
select is(
  public.book_slots('c1000000-0000-4000-8000-000000000021', (select array[pg_temp.at(f, '21:00')] from days)) ->> 'scheduled_at',
  (select to_jsonb(pg_temp.at(f, '20:00')) #>> '{}' from days),
  'a booking once confirmed is not picked again'
);
insert into public.consultations (id, name, email, requested_slots)
select 'c1000000-0000-4000-8000-000000000022', 'Retry', 'retry@example.com', array[pg_temp.at(f, '09:00')]
from days;
select public.book_slots('c1000000-0000-4000-8000-000000000022', (select array[pg_temp.at(f, '09:00')] from days))
from generate_series(1, 5);
select throws_ok(
  $$ select public.book_slots('c1000000-0000-4000-8000-000000000022', (select array[pg_temp.at(f, '21:00')] from days)) $$,
  'P0001', 'This booking has picked times 5 times already. Please use the link in your email.',
  'five picks at most'
);
select is(
  public.book_slots('c1000000-0000-4000-8000-0000000000ff', (select array[pg_temp.at(f, '21:00')] from days)), null,
  'an unknown id books nothing'
);
reset role;
reset "request.jwt.claims";

-- The private link: pick_booking_time ------------------------------------------------

create temporary table links as
select private.issue_booking_link('c1000000-0000-4000-8000-000000000011') as fair,
  private.issue_booking_link('c1000000-0000-4000-8000-000000000022') as retry;
grant select on links to anon;
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select public.pick_booking_time((select retry from links), (select array[pg_temp.at(f, '09:00')] from days)) $$,
  'P0001', 'That time was just taken',
  'a taken time is refused'
);
select is(
  (select public.pick_booking_time((select retry from links), array[pg_temp.at(f, '22:00')]) from days)
    - 'preferred_at' - 'preferred_date' - 'preferred_time' - 'time_zone' - 'meeting_link',
  (select jsonb_build_object('name', 'Retry', 'status', 'confirmed', 'scheduled_at', pg_temp.at(f, '22:00'),
    'duration_minutes', 30, 'host_name', 'Host A') from days),
  'a free one is booked at once, with its host'
);
reset role;
reset "request.jwt.claims";
-- Moving a booking: its own time does not stand in its way.
select pg_temp.only_active('Host B');
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  (select public.pick_booking_time((select fair from links), array[pg_temp.at(f, '14:30')]) from days) ->> 'scheduled_at',
  (select to_jsonb(pg_temp.at(f, '14:30')) #>> '{}' from days),
  'a confirmed booking moves next to its old time'
);
reset role;
reset "request.jwt.claims";
select is(
  (select count(*)::integer from private.booking_link_changes), 2,
  'each pick is one of the link''s changes of the day'
);
select is(
  (select count(*)::integer from public.lead_notifications
    where channel = 'staff_booking_moved'
      and lead_id in ('c1000000-0000-4000-8000-000000000011', 'c1000000-0000-4000-8000-000000000022')),
  2,
  'staff hear of each move, none of the taken time'
);
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select public.cancel_booking((select fair from links));
select throws_ok(
  $$ select public.pick_booking_time((select fair from links), (select array[pg_temp.at(f, '23:00')] from days)) $$,
  'P0001', 'This booking is cancelled. Please book a new consultation instead.',
  'a cancelled booking picks nothing'
);
reset role;
reset "request.jwt.claims";

-- Who sees the hosts --------------------------------------------------------------

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select throws_ok(
  $$ select count(*) from public.booking_hosts $$,
  '42501', 'permission denied for table booking_hosts',
  'anon reads no hosts'
);
reset role;
reset "request.jwt.claims";
set local role authenticated;
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000021","aal":"aal1"}';
select is(
  (select count(*)::integer from public.booking_hosts), 0,
  'an admin without a second factor sees none'
);
set local "request.jwt.claims" to '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000021","aal":"aal2"}';
select is(
  (select count(*)::integer from public.booking_hosts), 5,
  'an admin at aal2 sees them all'
);
update public.booking_settings set buffer_minutes = 10;
select lives_ok(
  $$ insert into public.booking_hosts (name, time_zone) values ('Host Berlin', 'Europe/Berlin') $$,
  'and adds a host in a zone the server knows'
);
select throws_ok(
  $$ insert into public.booking_hosts (name, time_zone) values ('Host Mars', 'Mars/Olympus') $$,
  '23503', 'insert or update on table "booking_hosts" violates foreign key constraint "booking_hosts_time_zone_fkey"',
  'but not in a zone it does not'
);
insert into public.booking_host_overrides (host_id, on_date)
values ('b1000000-0000-4000-8000-000000000003', current_date + 3);
reset role;
reset "request.jwt.claims";
select is(
  (select buffer_minutes from public.booking_settings), 10,
  'and changes the settings'
);
select is(
  (select count(*)::integer from public.booking_host_overrides where on_date = current_date + 3), 1,
  'and the hours'
);

select * from finish();
rollback;
