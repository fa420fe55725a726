-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: consultations' new columns and its exclusion constraint, see below
-- pgt-ignore-all lint/safety/avoidWideLockWindow: the columns, the constraint and the triggers that fill them belong in one transaction
-- pgt-ignore-all lint/safety/addingFieldWithDefault: constant defaults on new tables only
-- ^ consultations gains three nullable columns (catalog only) and an exclusion
--   constraint whose index is built over rows whose busy_during is null (no
--   existing row has one), in milliseconds for the table's size. The lock
--   timeout bounds the wait for each lock.
--
-- Real availability. A booking names up to three starts (requested_slots) and
-- the database books the first one still free with a free host, at once,
-- fairly and never twice: hosts (staff) work weekly hours in their own zone,
-- with date overrides; the slots are every meeting_minutes from each working
-- window's start, after the notice, within the horizon, clear of confirmed
-- bookings and their buffers, under each host's daily cap. An exclusion
-- constraint over (host_id, busy_during) of confirmed bookings referees every
-- actor: visitors, admins and the service role alike.
--
-- Deviation from the shared contract: a client's insert that names a status
-- other than pending, a time, a host or a meeting link is refused (42501, the
-- policy's own error, as it was before) rather than silently reset; a booking
-- is confirmed only by take_requested_slot.

set local lock_timeout = '2s';

create extension if not exists btree_gist with schema extensions;

-- Settings: one row ---------------------------------------------------------------

-- The meeting's length, the buffer kept free before and after each confirmed
-- booking, the minimum notice and the horizon. Admins at aal2 read and change
-- them; visitors see only their effect, through available_slots.
create table public.booking_settings (
  id boolean primary key default true,
  meeting_minutes integer not null default 30,
  buffer_minutes integer not null default 15,
  notice_minutes integer not null default 240,
  horizon_days integer not null default 30,
  constraint booking_settings_one_row check (id),
  constraint booking_settings_meeting_range check (meeting_minutes between 5 and 480),
  constraint booking_settings_buffer_range check (buffer_minutes between 0 and 240),
  constraint booking_settings_notice_range check (notice_minutes between 0 and 43200),
  constraint booking_settings_horizon_range check (horizon_days between 1 and 365)
);
insert into public.booking_settings default values;

alter table public.booking_settings enable row level security;
revoke all on table public.booking_settings from anon, authenticated;
grant select on table public.booking_settings to authenticated;
grant update (meeting_minutes, buffer_minutes, notice_minutes, horizon_days)
  on table public.booking_settings to authenticated;

create policy "Admins can read the booking settings"
  on public.booking_settings for select to authenticated
  using ((select private.is_admin()));
create policy "Admins can change the booking settings"
  on public.booking_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Hosts and their hours -------------------------------------------------------------

-- A host works in their own IANA zone (a name this server knows, exactly as
-- it spells it), takes at most daily_cap bookings on one of their local days,
-- and is deactivated rather than deleted (their bookings keep them).
-- last_booked_at is the database's: the fairness tie-break.
create table public.booking_hosts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text,
  time_zone text not null references private.time_zone_names (name),
  daily_cap integer not null default 8,
  active boolean not null default true,
  last_booked_at timestamptz,
  created_at timestamptz not null default now(),
  constraint booking_hosts_name_length check (name ~ '\S' and char_length(name) <= 100),
  constraint booking_hosts_email_shape check (email is null or private.is_lead_email(email)),
  constraint booking_hosts_daily_cap_range check (daily_cap between 1 and 48)
);
-- What the foreign key's checks read when a zone name goes (splinter's rule).
create index booking_hosts_time_zone_idx on public.booking_hosts (time_zone);

-- Weekly hours: ISO weekdays (1 = Monday … 7 = Sunday), wall-clock times in
-- the host's zone; several rows on one weekday are several windows.
create table public.booking_host_hours (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references public.booking_hosts (id) on delete cascade,
  weekday smallint not null,
  start_time time not null,
  end_time time not null,
  constraint booking_host_hours_weekday_range check (weekday between 1 and 7),
  constraint booking_host_hours_order check (end_time > start_time)
);
create index booking_host_hours_host_idx on public.booking_host_hours (host_id, weekday);

-- Date overrides: on a date with any override row the weekly hours do not
-- apply; a row without times is a day off, rows with times are that day's
-- windows (extra or different hours).
create table public.booking_host_overrides (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references public.booking_hosts (id) on delete cascade,
  on_date date not null,
  start_time time,
  end_time time,
  constraint booking_host_overrides_times check (
    (start_time is null and end_time is null) or end_time > start_time
  )
);
create index booking_host_overrides_host_idx on public.booking_host_overrides (host_id, on_date);

alter table public.booking_hosts enable row level security;
alter table public.booking_host_hours enable row level security;
alter table public.booking_host_overrides enable row level security;
revoke all on table public.booking_hosts from anon, authenticated;
revoke all on table public.booking_host_hours from anon, authenticated;
revoke all on table public.booking_host_overrides from anon, authenticated;
grant select on table public.booking_hosts to authenticated;
grant insert (name, email, time_zone, daily_cap, active),
  update (name, email, time_zone, daily_cap, active)
  on table public.booking_hosts to authenticated;
grant select, insert, update, delete on table public.booking_host_hours to authenticated;
grant select, insert, update, delete on table public.booking_host_overrides to authenticated;

create policy "Admins can read hosts"
  on public.booking_hosts for select to authenticated
  using ((select private.is_admin()));
create policy "Admins can add hosts"
  on public.booking_hosts for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can change hosts"
  on public.booking_hosts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can manage weekly hours"
  on public.booking_host_hours for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can manage date overrides"
  on public.booking_host_overrides for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- A booking's slot -----------------------------------------------------------------

-- One to three distinct starts, in the visitor's order of preference. Like
-- private.is_lead_email, executable by everyone: the CHECK runs as the client.
create function private.is_slot_list(slots timestamptz[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select slots is null or (
    array_ndims(slots) = 1
    and cardinality(slots) between 1 and 3
    and array_lower(slots, 1) = 1
    and array_position(slots, null) is null
    and (cardinality(slots) < 2 or slots[1] <> slots[2])
    and (cardinality(slots) < 3 or (slots[3] <> slots[1] and slots[3] <> slots[2]))
  )
$$;

-- busy_during is the confirmed meeting widened by the buffer on both sides
-- (set by verify_booking_slot, null unless confirmed), so two confirmed
-- bookings of one host keep twice the buffer between them, and a cancelled
-- one frees its time at once.
-- pgt-ignore lint/safety/addingForeignKeyConstraint: a new column, null in every row: nothing to scan
-- pgt-ignore lint/safety/avoidAddingExclusionConstraint: no concurrent form exists; lock_timeout bounds the wait, and the index covers no row yet
alter table public.consultations
  add column requested_slots timestamptz[],
  add column host_id uuid references public.booking_hosts (id),
  add column busy_during tstzrange,
  add constraint consultations_requested_slots_shape check (private.is_slot_list(requested_slots)),
  add constraint consultations_no_double_booking exclude using gist (
    host_id with =, busy_during with &&
  ) where (status = 'confirmed');

-- A host's confirmed bookings by time: fairness counts them, the cap per day.
create index consultations_host_confirmed_idx on public.consultations (host_id, scheduled_at)
  where status = 'confirmed';

-- Admins assign or change a booking's host.
grant update (host_id) on table public.consultations to authenticated;

-- Slots ------------------------------------------------------------------------------

-- Every bookable (host, start) in [from_at, to_at): from each working window's
-- start (weekly hours, or the date's overrides) every meeting_minutes while
-- the meeting still ends inside it. Windows are wall-clock times made instants
-- in the host's zone per date, so a daylight-saving change moves them as the
-- host's clock does; the steps inside a window are real minutes. The range is
-- clamped to the notice, the horizon and 31 days. `ignoring` is a booking
-- whose own time does not count (it is being moved). Without JIT: the
-- planner cannot size generate_series, guesses billions of rows, and would
-- spend a second compiling (PostgreSQL 15) what runs in milliseconds.
create function private.host_slots(from_at timestamptz, to_at timestamptz, ignoring uuid default null)
returns table (host_id uuid, start_at timestamptz)
language sql
stable
set search_path = ''
set jit = off
as $$
  with settings as (
    select make_interval(mins => s.meeting_minutes) as meeting,
      make_interval(mins => s.buffer_minutes) as buffer,
      greatest(from_at, now() + make_interval(mins => s.notice_minutes)) as first_at,
      least(
        to_at,
        greatest(from_at, now() + make_interval(mins => s.notice_minutes)) + interval '31 days',
        now() + make_interval(days => s.horizon_days)
      ) as last_at
    from public.booking_settings as s
  ),
  host_days as (
    select h.id as host_id, h.time_zone, h.daily_cap, day::date as on_date
    from settings as st
    cross join public.booking_hosts as h
    cross join generate_series(
      (st.first_at at time zone h.time_zone)::date::timestamp,
      (st.last_at at time zone h.time_zone)::date::timestamp,
      interval '1 day'
    ) as day
    where h.active and st.first_at < st.last_at
  ),
  windows as (
    select d.host_id, d.time_zone, d.daily_cap, d.on_date, o.start_time, o.end_time
    from host_days as d
    join public.booking_host_overrides as o on o.host_id = d.host_id and o.on_date = d.on_date
    where o.start_time is not null
    union all
    select d.host_id, d.time_zone, d.daily_cap, d.on_date, w.start_time, w.end_time
    from host_days as d
    join public.booking_host_hours as w
      on w.host_id = d.host_id and w.weekday = extract(isodow from d.on_date)
    where not exists (
      select from public.booking_host_overrides as o
      where o.host_id = d.host_id and o.on_date = d.on_date
    )
  ),
  booked as materialized (
    select c.host_id, c.busy_during, (c.scheduled_at at time zone h.time_zone)::date as on_date
    from settings as st
    join public.consultations as c
      on c.status = 'confirmed'
      and c.scheduled_at >= st.first_at - interval '2 days'
      and c.scheduled_at < st.last_at + interval '2 days'
    join public.booking_hosts as h on h.id = c.host_id
    where c.id is distinct from ignoring
  )
  select k.host_id, k.start_at
  from (
    select w.host_id, w.daily_cap, w.on_date, slot as start_at
    from windows as w
    cross join settings as st
    cross join generate_series(
      (w.on_date + w.start_time) at time zone w.time_zone,
      ((w.on_date + w.end_time) at time zone w.time_zone) - st.meeting,
      st.meeting
    ) as slot
  ) as k
  cross join settings as st
  where k.start_at >= st.first_at and k.start_at < st.last_at
    and not exists (
      select from booked as b
      where b.host_id = k.host_id
        and b.busy_during && tstzrange(k.start_at - st.buffer, k.start_at + st.meeting + st.buffer)
    )
    and (
      select count(*) from booked as b where b.host_id = k.host_id and b.on_date = k.on_date
    ) < k.daily_cap
$$;

-- Fairness: the host with the fewest confirmed bookings in the next 7 days,
-- then the one booked least recently (never booked first).
create function private.host_load(host uuid, ignoring uuid default null)
returns bigint
language sql
stable
set search_path = ''
as $$
  select count(*) from public.consultations as c
  where c.host_id = host and c.status = 'confirmed' and c.id is distinct from ignoring
    and c.scheduled_at >= now() and c.scheduled_at < now() + interval '7 days'
$$;

-- The fairest host for whom start_at is a bookable start, or null.
create function private.fair_free_host(start_at timestamptz, ignoring uuid default null)
returns uuid
language sql
stable
set search_path = ''
as $$
  select h.id
  from private.host_slots(
    fair_free_host.start_at, fair_free_host.start_at + interval '1 second', ignoring
  ) as k
  join public.booking_hosts as h on h.id = k.host_id
  where k.start_at = fair_free_host.start_at
  order by private.host_load(h.id, ignoring), h.last_booked_at nulls first, h.id
  limit 1
$$;

-- The fairest active host with nothing confirmed during busy (an admin's
-- confirmation: any time the admin chooses, hours or not), or null.
create function private.fair_unbooked_host(busy tstzrange, ignoring uuid default null)
returns uuid
language sql
stable
set search_path = ''
as $$
  select h.id from public.booking_hosts as h
  where h.active
    and not exists (
      select from public.consultations as c
      where c.host_id = h.id and c.status = 'confirmed' and c.id is distinct from ignoring
        and c.busy_during && busy
    )
  order by private.host_load(h.id, ignoring), h.last_booked_at nulls first, h.id
  limit 1
$$;

-- Every bookable start in the range and how many hosts are free then.
create function booking_access.available_slots(from_at timestamptz, to_at timestamptz)
returns table (start_at timestamptz, hosts integer)
language sql
stable
security definer
set search_path = ''
as $$
  select k.start_at, count(distinct k.host_id)::integer
  from private.host_slots(from_at, to_at) as k
  group by k.start_at
  order by k.start_at
$$;

create function public.available_slots(from_at timestamptz, to_at timestamptz)
returns table (start_at timestamptz, hosts integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.start_at, s.hosts from booking_access.available_slots(from_at, to_at) as s
$$;

-- Booking on insert ----------------------------------------------------------------

-- Every booker takes this lock before reading what is free, so a second
-- booker reads the first one's committed row (each statement of a plpgsql
-- function reads afresh) and falls back to its next choice; the exclusion
-- constraint stays the referee of anything that skips it.
create function private.lock_booking_slots()
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('booking slots'))
$$;

-- A visitor's (or admin's) new booking takes its first requested start that
-- is still a bookable start with a free host; none free, it stays a pending
-- wish. A held (spam) lead never takes a slot. Clients never set the status,
-- time, host or link themselves. Runs after screen_spam and set_booking_times
-- (name order), before track_booking_changes and verify_booking_slot.
-- Booked at once is a lever on the calendar: one client could take every free
-- time, and one mailbox many. Past its budget a booking stays a wish, which
-- staff confirm by hand: at most 2 upcoming confirmed bookings per mailbox
-- (private.mailbox_key: +tags and Gmail's dots are one), and 10 bookings
-- confirmed at once per client address in 24 hours. The numbers are here and
-- nowhere else; the test suites raise per_client (LOCAL_CLIENT_BUDGETS).
create table private.booking_budget (
  id boolean primary key default true check (id),
  per_mailbox integer not null default 2 check (per_mailbox > 0),
  per_client integer not null default 10 check (per_client > 0)
);
insert into private.booking_budget default values;
revoke all on table private.booking_budget from public, anon, authenticated;

create index consultations_client_booked_idx on public.consultations (client_hash, created_at)
  where host_id is not null;

create function private.booking_budget_spent(booking public.consultations)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from private.booking_budget as b
    where (
      select count(*) from public.consultations as c
      where c.status = 'confirmed' and c.scheduled_at > now() and c.id <> booking.id
        and private.mailbox_key(c.email) = private.mailbox_key(booking.email)
    ) >= b.per_mailbox
    or (
      select count(*) from public.consultations as c
      where c.client_hash = booking.client_hash and c.host_id is not null
        and c.created_at > now() - interval '24 hours' and c.id <> booking.id
    ) >= b.per_client
  )
$$;

revoke all on function private.booking_budget_spent(public.consultations) from public, anon, authenticated;

create function private.take_requested_slot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested timestamptz;
  host uuid;
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.status <> 'pending' or new.scheduled_at is not null or new.host_id is not null
    or new.meeting_link is not null then
    raise exception 'new row violates row-level security policy for table "consultations"'
      using errcode = '42501';
  end if;
  if new.held_at is not null or not private.is_slot_list(new.requested_slots)
    or new.requested_slots is null then
    return new;
  end if;
  perform private.lock_booking_slots();
  if private.booking_budget_spent(new) then
    return new;
  end if;
  foreach requested in array new.requested_slots loop
    host := private.fair_free_host(requested);
    if host is not null then
      new.status := 'confirmed';
      new.scheduled_at := requested;
      new.host_id := host;
      new.duration_minutes := (select s.meeting_minutes from public.booking_settings as s);
      return new;
    end if;
  end loop;
  return new;
end;
$$;

create trigger take_requested_slot before insert on public.consultations
  for each row execute function private.take_requested_slot();

-- The referee's trigger, for every insert and update, last of the BEFORE
-- triggers: requested starts at most a year ahead; busy_during derived; a
-- confirmation or move by an admin without a host gets the fairest host free
-- then; and an overlap refused with one message for every actor (the
-- constraint repeats the check for anything racing past it).
create function private.verify_booking_slot()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  buffer interval;
begin
  if new.requested_slots is not null
    and (tg_op = 'INSERT' or new.requested_slots is distinct from old.requested_slots)
    and exists (select from unnest(new.requested_slots) as s where s > now() + interval '1 year') then
    raise exception 'Choose a date within the next year.'
      using errcode = '23514', constraint = 'consultations_requested_slots_within_a_year',
        table = 'consultations', schema = 'public';
  end if;
  if new.status <> 'confirmed' or new.scheduled_at is null then
    new.busy_during := null;
    return new;
  end if;
  -- Unchanged in time and host (a new meeting link, say): nothing to referee,
  -- and a booking confirmed before hosts existed keeps its empty busy_during.
  if tg_op = 'UPDATE' and old.status = 'confirmed'
    and new.scheduled_at = old.scheduled_at and new.duration_minutes = old.duration_minutes
    and new.host_id is not distinct from old.host_id then
    new.busy_during := old.busy_during;
    return new;
  end if;

  perform private.lock_booking_slots();
  buffer := (select make_interval(mins => s.buffer_minutes) from public.booking_settings as s);
  new.busy_during := tstzrange(
    new.scheduled_at - buffer,
    new.scheduled_at + make_interval(mins => new.duration_minutes) + buffer
  );
  if new.host_id is null
    and coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
      in ('anon', 'authenticated') then
    new.host_id := private.fair_unbooked_host(new.busy_during, new.id);
    if new.host_id is null and exists (select from public.booking_hosts as h where h.active) then
      raise exception 'That time overlaps another booking for this host.'
        using errcode = '23P01', constraint = 'consultations_no_double_booking',
          table = 'consultations', schema = 'public';
    end if;
  elsif new.host_id is not null and exists (
    select from public.consultations as c
    where c.host_id = new.host_id and c.status = 'confirmed' and c.id <> new.id
      and c.busy_during && new.busy_during
  ) then
    raise exception 'That time overlaps another booking for this host.'
      using errcode = '23P01', constraint = 'consultations_no_double_booking',
        table = 'consultations', schema = 'public';
  end if;
  if new.host_id is not null then
    update public.booking_hosts as h set last_booked_at = now() where h.id = new.host_id;
  end if;
  return new;
end;
$$;

create trigger verify_booking_slot before insert or update on public.consultations
  for each row execute function private.verify_booking_slot();

-- A client's insert passes as a pending wish, or as the confirmed booking
-- take_requested_slot made of one of its requested starts.
drop policy "Visitors and signed-in users can book a pending consultation"
  on public.consultations;
create policy "Visitors and signed-in users can book a pending consultation"
  on public.consultations for insert to anon, authenticated
  with check (
    created_at = now() and meeting_link is null
    and (
      (status = 'pending' and scheduled_at is null and host_id is null and duration_minutes = 30)
      or (status = 'confirmed' and host_id is not null and scheduled_at = any(requested_slots))
    )
  );

-- The confirmation on insert ----------------------------------------------------------

-- As before (20261125000300_book_appointments.sql) for changes, and now also
-- for a booking confirmed on insert: its confirmation, .ics and reminder are
-- queued as for an admin's confirmation (the lead's staff mail, webhook and
-- acknowledgement are enqueue_notifications', as for every lead).
create or replace function private.enqueue_booking_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text := lower(new.email);
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    not in ('anon', 'authenticated') then
    return null;
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'confirmed' or new.held_at is not null then
      return null;
    end if;
  elsif new.booking_sequence = old.booking_sequence then
    return null;
  end if;
  if new.status = 'confirmed' then
    insert into public.lead_notifications (lead_table, lead_id, channel, recipient, revision)
    values ('consultations', new.id, 'booking_confirmation', recipient, new.booking_sequence)
    on conflict on constraint lead_notifications_one_per_channel do nothing;
    if new.scheduled_at - interval '24 hours' > now() then
      insert into public.lead_notifications
        (lead_table, lead_id, channel, recipient, revision, next_attempt_at)
      values ('consultations', new.id, 'booking_reminder', recipient, new.booking_sequence,
        new.scheduled_at - interval '24 hours')
      on conflict on constraint lead_notifications_one_per_channel do nothing;
    end if;
  elsif new.status = 'cancelled' and old.status <> 'cancelled' then
    insert into public.lead_notifications (lead_table, lead_id, channel, recipient, revision)
    values ('consultations', new.id, 'booking_cancellation', recipient, new.booking_sequence)
    on conflict on constraint lead_notifications_one_per_channel do nothing;
  end if;
  perform private.wake_lead_dispatcher();
  return null;
end;
$$;

drop trigger enqueue_booking_notifications on public.consultations;
create trigger enqueue_booking_notifications after insert or update on public.consultations
  for each row execute function private.enqueue_booking_notifications();

-- What the visitor learns ---------------------------------------------------------------

-- The outcome of a booking, for the page that made it: its id is the
-- capability (a random uuid the client generated), for 30 days.
create function private.booking_outcome_of(booking public.consultations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when booking.id is not null then jsonb_build_object(
    'status', booking.status,
    'scheduled_at', case when booking.status = 'confirmed' then booking.scheduled_at end,
    'duration_minutes', booking.duration_minutes,
    'host_name', case when booking.status = 'confirmed' then (
      select h.name from public.booking_hosts as h where h.id = booking.host_id
    ) end,
    'requested_slots', to_jsonb(booking.requested_slots)
  ) end
$$;

create function private.recent_booking(booking_id uuid)
returns public.consultations
language sql
stable
set search_path = ''
as $$
  select c.* from public.consultations as c
  where c.id = booking_id and c.created_at > now() - interval '30 days'
$$;

create function booking_access.booking_outcome(booking_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.booking_outcome_of(private.recent_booking(booking_id))
$$;

-- The booking page's view, as before, naming the host of a confirmed booking.
create or replace function private.booking_view(booking public.consultations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case when booking.id is not null then jsonb_build_object(
    'name', booking.name,
    'status', booking.status,
    'preferred_date', booking.preferred_date,
    'preferred_time', booking.preferred_time,
    'time_zone', booking.time_zone,
    'preferred_at', booking.preferred_at,
    'scheduled_at', case when booking.status = 'confirmed' then booking.scheduled_at end,
    'duration_minutes', booking.duration_minutes,
    'meeting_link', case when booking.status = 'confirmed' then booking.meeting_link end,
    'host_name', case when booking.status = 'confirmed' then (
      select h.name from public.booking_hosts as h where h.id = booking.host_id
    ) end
  ) end
$$;

-- Picking again ------------------------------------------------------------------------

-- The first of the starts that is bookable now (for the booking being
-- moved, its own time aside), with its fairest host; or none.
create function private.first_free_slot(
  slots timestamptz[],
  ignoring uuid,
  out start_at timestamptz,
  out host_id uuid
)
language plpgsql
set search_path = ''
as $$
begin
  if slots is null or not private.is_slot_list(slots) then
    raise exception 'Pick one to three different times.' using errcode = '22023';
  end if;
  perform private.lock_booking_slots();
  foreach start_at in array slots loop
    host_id := private.fair_free_host(start_at, ignoring);
    if host_id is not null then
      return;
    end if;
  end loop;
  start_at := null;
end;
$$;

-- Attempts at picking again right after booking, per booking.
create table private.booking_slot_attempts (
  consultation_id uuid primary key references public.consultations (id) on delete cascade,
  attempts integer not null default 0
);
revoke all on table private.booking_slot_attempts from public, anon, authenticated, service_role;

-- A visitor whose requested times were all taken picks again for the same
-- booking: only while it is a pending booking never confirmed (its sequence
-- still 0), not held, made within the hour, and 5 times at most. Booked at
-- once; none free, the booking stays as it was. Anything else returns the
-- outcome unchanged (a replayed call, a booking since confirmed).
create function booking_access.book_slots(booking_id uuid, requested_slots timestamptz[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.consultations;
  tries integer;
  free record;
begin
  select c.* into booking from public.consultations as c
  where c.id = booking_id and c.created_at > now() - interval '30 days'
  for update;
  if booking.id is null then
    return null;
  end if;
  if booking.status <> 'pending' or booking.booking_sequence <> 0 or booking.held_at is not null
    or booking.created_at <= now() - interval '1 hour' then
    return private.booking_outcome_of(booking);
  end if;
  insert into private.booking_slot_attempts as a (consultation_id, attempts)
  values (booking.id, 1)
  on conflict (consultation_id) do update set attempts = a.attempts + 1
  returning a.attempts into tries;
  if tries > 5 then
    raise exception 'This booking has picked times 5 times already. Please use the link in your email.'
      using errcode = 'P0001';
  end if;
  perform private.lock_booking_slots();
  if private.booking_budget_spent(booking) then
    return private.booking_outcome_of(booking);
  end if;
  select * into free from private.first_free_slot(book_slots.requested_slots, booking.id);
  if free.start_at is not null then
    update public.consultations as c
    set status = 'confirmed', scheduled_at = free.start_at, host_id = free.host_id,
      requested_slots = book_slots.requested_slots,
      duration_minutes = (select s.meeting_minutes from public.booking_settings as s)
    where c.id = booking.id
    returning c.* into booking;
  end if;
  return private.booking_outcome_of(booking);
end;
$$;

-- The private link's "Pick another time": as request_booking_time (refused for
-- a cancelled or completed booking, one of the link's 3 changes a day), but
-- booked at once; none free, nothing changes and the page hears so.
create function booking_access.pick_booking_time(token text, requested_slots timestamptz[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.consultations := private.booking_of_token(token);
  free record;
begin
  if booking.id is null then
    return null;
  end if;
  if booking.status = 'cancelled' then
    raise exception 'This booking is cancelled. Please book a new consultation instead.'
      using errcode = 'P0001';
  end if;
  if booking.status = 'completed' then
    raise exception 'This consultation has taken place. Please book a new consultation instead.'
      using errcode = 'P0001';
  end if;
  perform private.count_booking_link_change(token);
  select * into free from private.first_free_slot(pick_booking_time.requested_slots, booking.id);
  if free.start_at is null then
    raise exception 'That time was just taken' using errcode = 'P0001';
  end if;
  update public.consultations as c
  set status = 'confirmed', scheduled_at = free.start_at, host_id = free.host_id,
    requested_slots = pick_booking_time.requested_slots,
    duration_minutes = (select s.meeting_minutes from public.booking_settings as s)
  where c.id = booking.id
  returning c.* into booking;
  insert into public.lead_notifications (lead_table, lead_id, channel, revision)
  values ('consultations', booking.id, 'staff_booking_moved', booking.booking_sequence)
  on conflict on constraint lead_notifications_one_per_channel do nothing;
  perform private.wake_lead_dispatcher();
  return private.booking_view(booking);
end;
$$;

-- Staff hear of a move made through a link as of a cancellation or a wish:
-- a mail of its own, digested with the other link changes.
alter table public.lead_notifications
  drop constraint lead_notifications_channel_check,
  add constraint lead_notifications_channel_check check (
    channel in (
      'staff_email', 'webhook', 'acknowledgement',
      'booking_confirmation', 'booking_cancellation', 'booking_reminder',
      'staff_booking_cancelled', 'staff_booking_time_requested', 'staff_booking_moved',
      'staff_acknowledgements_paused'
    )
  ) not valid;

create or replace function private.staff_digest_group(channel text, lead_table text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when channel = 'staff_email' then 'staff_email ' || lead_table
    when channel in (
      'staff_booking_cancelled', 'staff_booking_time_requested', 'staff_booking_moved'
    ) then 'booking_change'
  end
$$;

-- The REST API's faces: invoker functions in public ------------------------------------

create function public.booking_outcome(booking_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select booking_access.booking_outcome(booking_id)
$$;

create function public.book_slots(booking_id uuid, requested_slots timestamptz[])
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select booking_access.book_slots(booking_id, requested_slots)
$$;

create function public.pick_booking_time(token text, requested_slots timestamptz[])
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select booking_access.pick_booking_time(token, requested_slots)
$$;

revoke all on function private.host_slots(timestamptz, timestamptz, uuid) from public, anon, authenticated;
revoke all on function private.host_load(uuid, uuid) from public, anon, authenticated;
revoke all on function private.fair_free_host(timestamptz, uuid) from public, anon, authenticated;
revoke all on function private.fair_unbooked_host(tstzrange, uuid) from public, anon, authenticated;
revoke all on function private.lock_booking_slots() from public, anon, authenticated;
revoke all on function private.take_requested_slot() from public, anon, authenticated;
revoke all on function private.verify_booking_slot() from public, anon, authenticated;
revoke all on function private.booking_outcome_of(public.consultations) from public, anon, authenticated;
revoke all on function private.recent_booking(uuid) from public, anon, authenticated;
revoke all on function private.first_free_slot(timestamptz[], uuid) from public, anon, authenticated;

revoke all on function booking_access.available_slots(timestamptz, timestamptz) from public;
revoke all on function booking_access.booking_outcome(uuid) from public;
revoke all on function booking_access.book_slots(uuid, timestamptz[]) from public;
revoke all on function booking_access.pick_booking_time(text, timestamptz[]) from public;
grant execute on function booking_access.available_slots(timestamptz, timestamptz) to anon, authenticated;
grant execute on function booking_access.booking_outcome(uuid) to anon, authenticated;
grant execute on function booking_access.book_slots(uuid, timestamptz[]) to anon, authenticated;
grant execute on function booking_access.pick_booking_time(text, timestamptz[]) to anon, authenticated;

revoke all on function public.available_slots(timestamptz, timestamptz) from public;
revoke all on function public.booking_outcome(uuid) from public;
revoke all on function public.book_slots(uuid, timestamptz[]) from public;
revoke all on function public.pick_booking_time(text, timestamptz[]) from public;
grant execute on function public.available_slots(timestamptz, timestamptz) to anon, authenticated;
grant execute on function public.booking_outcome(uuid) to anon, authenticated;
grant execute on function public.book_slots(uuid, timestamptz[]) to anon, authenticated;
grant execute on function public.pick_booking_time(text, timestamptz[]) to anon, authenticated;
