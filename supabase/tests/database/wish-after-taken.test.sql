-- A visitor whose picks were all taken keeps a wish on the same booking: the
-- date or time typed, one staff mail of the link's wish kind, and the guards
-- of book_slots; inside a transaction that rolls back.
begin;
select plan(11);

-- No host works: every pick is taken.
update public.booking_hosts set active = false;

create function pg_temp.row_of(booking uuid) returns public.consultations
language sql security definer as $$
  select c.* from public.consultations as c where c.id = booking
$$;
grant execute on function pg_temp.row_of(uuid) to anon;

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.consultations (id, name, email, requested_slots)
values ('c4000000-0000-4000-8000-000000000001', 'Taken', 'taken@example.com',
  array[date_trunc('hour', now()) + interval '2 days']);
select is((pg_temp.row_of('c4000000-0000-4000-8000-000000000001')).status, 'pending', 'its picks were taken');
select throws_ok(
  $$ select public.wish_booking_time('c4000000-0000-4000-8000-000000000001', '2027-02-30', '10:30', 'UTC') $$,
  '23514', null, 'a date that does not exist is refused by the table''s rule'
);
select throws_ok(
  $$ select public.wish_booking_time('c4000000-0000-4000-8000-000000000001', null, null, 'UTC') $$,
  '22023', 'a date or a time, and a time zone, are required', 'an empty wish is refused'
);
select is(
  public.wish_booking_time('c4000000-0000-4000-8000-000000000001', '2027-01-05', '10:30', 'Asia/Kolkata') ->> 'status',
  'pending', 'the wish keeps the booking pending'
);
select is(
  (select (r.preferred_date, r.preferred_time, r.time_zone)::text
   from pg_temp.row_of('c4000000-0000-4000-8000-000000000001') as r),
  '(2027-01-05,10:30,Asia/Kolkata)', 'with the date, time and zone typed'
);
select is(
  public.wish_booking_time('c4000000-0000-4000-8000-000000000001', '2027-03-01', '09:00', 'UTC') ->> 'status',
  'pending', 'a second wish is only told'
);
select is(
  (pg_temp.row_of('c4000000-0000-4000-8000-000000000001')).preferred_date, '2027-01-05',
  'and changes nothing: the private link changes it from here'
);
select is(
  public.wish_booking_time('c4000000-0000-4000-8000-0000000000ff', '2027-01-05', '10:30', 'UTC'), null,
  'an unknown id keeps nothing'
);
reset role;
reset "request.jwt.claims";

select is(
  (select count(*)::integer from public.lead_notifications
   where lead_id = 'c4000000-0000-4000-8000-000000000001' and channel = 'staff_booking_time_requested'),
  1, 'staff hear of the wish once'
);

insert into public.consultations (id, name, email, requested_slots, created_at)
values ('c4000000-0000-4000-8000-000000000002', 'Late', 'late@example.com',
  array[date_trunc('hour', now()) + interval '2 days'], now() - interval '2 hours');
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(
  public.wish_booking_time('c4000000-0000-4000-8000-000000000002', '2027-03-01', '09:00', 'UTC') ->> 'status',
  'pending', 'after the hour the booking is only told'
);
reset role;
reset "request.jwt.claims";
select is(
  (pg_temp.row_of('c4000000-0000-4000-8000-000000000002')).preferred_date, null,
  'and keeps no wish'
);

select * from finish();
rollback;
