-- Booked at once is no lever on the calendar: past 2 upcoming bookings per
-- mailbox, or 10 booked at once per client address a day, a booking stays a
-- wish; inside a transaction that rolls back.
begin;
select plan(7);

-- One host, free every day around the clock, in UTC; nobody else.
update public.booking_hosts set active = false;
insert into public.booking_hosts (id, name, time_zone)
values ('b2000000-0000-4000-8000-000000000001', 'Budget Host', 'UTC');
insert into public.booking_host_hours (host_id, weekday, start_time, end_time)
select 'b2000000-0000-4000-8000-000000000001', weekday, '00:00', '23:30'
from generate_series(1, 7) as weekday;

-- The n-th whole hour from a day ahead: always past the notice, each its own slot.
create function pg_temp.hour(n integer) returns timestamptz
language sql as $$ select date_trunc('hour', now()) + interval '1 day' + make_interval(hours => n) $$;
grant execute on function pg_temp.hour(integer) to anon;

-- A visitor's booking of the n-th hour, and what became of it (read as the owner: anon
-- reads no bookings).
create function pg_temp.book(email text, n integer) returns text
language plpgsql as $$
declare
  booking uuid := gen_random_uuid();
begin
  insert into public.consultations (id, name, email, requested_slots)
  values (booking, 'Visitor', email, array[pg_temp.hour(n)]);
  return pg_temp.status_of(booking);
end;
$$;
create function pg_temp.status_of(booking uuid) returns text
language sql security definer as $$
  select c.status from public.consultations as c where c.id = booking
$$;
grant execute on function pg_temp.book(text, integer) to anon;
grant execute on function pg_temp.status_of(uuid) to anon;

-- Per mailbox ---------------------------------------------------------------------

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select is(pg_temp.book('ana@example.com', 0), 'confirmed', 'a mailbox books one time at once');
select is(pg_temp.book('Ana+work@example.com', 2), 'confirmed', 'and a second, under a +tag');
reset role;
select is(
  (select count(*)::integer from public.consultations where email ilike 'ana%' and status = 'confirmed'),
  2, 'both are booked'
);
set local role anon;
select is(pg_temp.book('ana@example.com', 4), 'pending', 'a third upcoming one stays a wish');
reset role;
update public.consultations set status = 'cancelled' where email = 'Ana+work@example.com';
set local role anon;
select is(pg_temp.book('ana@example.com', 6), 'confirmed', 'a cancelled one frees its place');
reset role;

-- Per client address --------------------------------------------------------------

update private.booking_budget set per_client = 2;
set local "request.headers" to '{"x-forwarded-for": "203.0.113.7"}';
set local role anon;
select is(pg_temp.book('one@example.com', 8), 'confirmed', 'a client books at once');
select pg_temp.book('two@example.com', 10);
select is(
  pg_temp.book('three@example.com', 12), 'pending',
  'past its budget a day, its bookings stay wishes, whatever the mailbox'
);
reset role;
reset "request.jwt.claims";

select * from finish();
rollback;
