-- A booking link is no lever. Its holder changes the booking at most 3 times
-- in any 24 hours (each change mails every staff address); a wish more than a
-- year ahead is refused, visitor's or anyone's (a date in 9999 would keep the
-- link alive for ever, booking_of_token's "a day after the time asked for");
-- and a cancelled or completed booking stays as it is: the link shows it, and
-- the page offers a new booking instead.

set local lock_timeout = '2s';

-- The changes each link made, kept a day: the rolling window counts them. The
-- link's row is locked while counting, so two requests at once count each other.
create table private.booking_link_changes (
  id bigint generated always as identity primary key,
  token_hash bytea not null references private.booking_links (token_hash) on delete cascade,
  changed_at timestamptz not null default now()
);
create index booking_link_changes_token_idx
  on private.booking_link_changes (token_hash, changed_at);
revoke all on table private.booking_link_changes from public, anon, authenticated, service_role;

-- Counts one change through this link, or refuses it as the 4th in 24 hours.
-- Older entries of the link go at the same time, so the table stays a day deep.
create function private.count_booking_link_change(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  link_hash bytea := sha256(convert_to(token, 'UTF8'));
  recent integer;
begin
  perform from private.booking_links as l where l.token_hash = link_hash for update;
  delete from private.booking_link_changes as c
   where c.token_hash = link_hash and c.changed_at <= now() - interval '24 hours';
  select count(*) into recent from private.booking_link_changes as c
   where c.token_hash = link_hash;
  if recent >= 3 then
    raise exception 'This link has already changed the booking 3 times today. Please try again tomorrow.'
      using errcode = 'P0001';
  end if;
  insert into private.booking_link_changes (token_hash) values (link_hash);
end;
$$;

revoke all on function private.count_booking_link_change(text) from public, anon, authenticated;

-- A wish at most a year ahead ---------------------------------------------------

-- As before (the zone checked, preferred_at derived), and a wish more than a
-- year ahead refused whenever it is made or changed, whoever makes it.
create or replace function private.set_booking_times()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.time_zone is not null
    and not exists (
      select from private.time_zone_names as z where lower(z.name) = lower(new.time_zone)
    ) then
    raise exception 'new row for relation "consultations" violates check constraint "consultations_time_zone_known"'
      using errcode = '23514', constraint = 'consultations_time_zone_known',
        table = 'consultations', schema = 'public';
  end if;
  new.preferred_at := null;
  if new.preferred_date is not null and new.time_zone is not null
    and new.preferred_time ~ '^[0-9]{2}:[0-9]{2}(:[0-9]{2})?$' then
    begin
      new.preferred_at := (new.preferred_date || ' ' || new.preferred_time)::timestamp
        at time zone new.time_zone;
    exception
      when datetime_field_overflow or invalid_datetime_format then
        new.preferred_at := null;
    end;
  end if;
  if new.preferred_at > now() + interval '1 year'
    and (tg_op = 'INSERT' or new.preferred_at is distinct from old.preferred_at) then
    raise exception 'Choose a date within the next year.'
      using errcode = '23514', constraint = 'consultations_preferred_at_within_a_year',
        table = 'consultations', schema = 'public';
  end if;
  return new;
end;
$$;

-- The visitor's actions ---------------------------------------------------------

-- Cancels, as before; a cancellation counts as one of the link's 3 changes a
-- day. Cancelling twice changes nothing and counts nothing.
create or replace function booking_access.cancel_booking(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.consultations := private.booking_of_token(token);
begin
  if booking.id is null then
    return null;
  end if;
  if booking.status not in ('cancelled', 'completed') then
    perform private.count_booking_link_change(token);
    update public.consultations as c set status = 'cancelled' where c.id = booking.id
    returning c.* into booking;
    insert into public.lead_notifications (lead_table, lead_id, channel, revision)
    values ('consultations', booking.id, 'staff_booking_cancelled', booking.booking_sequence)
    on conflict on constraint lead_notifications_one_per_channel do nothing;
    perform private.wake_lead_dispatcher();
  end if;
  return private.booking_view(booking);
end;
$$;

-- Asks for another time, as before, but never for a cancelled or completed
-- booking (a new booking is the way back), and at most 3 changes a day.
create or replace function booking_access.request_booking_time(
  token text,
  new_date text,
  new_time text,
  new_time_zone text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.consultations := private.booking_of_token(token);
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
  if new_date is null or new_time is null or new_time_zone is null then
    raise exception 'a new date, time and time zone are required' using errcode = '22023';
  end if;
  perform private.count_booking_link_change(token);
  update public.consultations as c
  set status = 'pending', preferred_date = new_date, preferred_time = new_time,
    time_zone = new_time_zone
  where c.id = booking.id
  returning c.* into booking;
  insert into public.lead_notifications (lead_table, lead_id, channel, revision)
  values ('consultations', booking.id, 'staff_booking_time_requested', booking.booking_sequence)
  on conflict on constraint lead_notifications_one_per_channel do nothing;
  perform private.wake_lead_dispatcher();
  return private.booking_view(booking);
end;
$$;
