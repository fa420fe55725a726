-- pgt-ignore-all lint/safety/addingFieldWithDefault: constant defaults, metadata only since Postgres 11
-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: each ALTER only writes the catalog
-- pgt-ignore-all lint/safety/avoidWideLockWindow: the columns, triggers and functions belong in one transaction
-- A booking becomes an appointment. The visitor's IANA time zone is stored
-- beside the spec's bare date and time, and the instant they mean there is
-- derived as preferred_at. An admin confirms a real slot (scheduled_at, a
-- duration, a meeting link). Every change the visitor must hear of bumps
-- booking_sequence (an invite's SEQUENCE) and queues the mail as a
-- lead_notifications row of that revision: a confirmation or update, a
-- cancellation, and a reminder 24 hours before that is checked again when it
-- is due. The visitor manages the booking without an account, through links
-- whose tokens are stored only as hashes.

-- The zone names this server knows, read once: pg_timezone_names reads the
-- zone files on every query (about 40 ms on PGlite), too slow for each insert.
create table private.time_zone_names (
  name text primary key
);
insert into private.time_zone_names (name) select name from pg_timezone_names;

set local lock_timeout = '2s';

-- One statement, catalog only: new columns are null or take a constant
-- default (no rewrite since Postgres 11), and NOT VALID skips a scan every
-- existing row passes anyway. A confirmed booking from before, without a
-- time, must be given one before its next change.
alter table public.consultations
  add column time_zone text,
  add column preferred_at timestamptz,
  add column scheduled_at timestamptz,
  add column duration_minutes integer not null default 30,
  add column meeting_link text,
  add column booking_sequence integer not null default 0,
  add constraint consultations_time_zone_length check (char_length(time_zone) <= 64) not valid,
  add constraint consultations_duration_range check (duration_minutes between 5 and 480) not valid,
  add constraint consultations_meeting_link_shape check (private.is_lead_url(meeting_link)) not valid,
  -- An appointment is confirmed for a time: never "confirmed" for no time at all.
  add constraint consultations_confirmed_has_time check (
    status <> 'confirmed' or scheduled_at is not null
  ) not valid;

-- Checks the zone (by name, in any case, as browsers' Intl and Postgres both
-- read zone names) and derives preferred_at, after normalise_text has trimmed
-- (triggers run in name order). A time the date and zone do not make an
-- instant of (free text from an old client) leaves preferred_at empty; in a
-- daylight-saving gap or overlap, Postgres' reading of the wall-clock time
-- holds (the standard-time offset).
create function private.set_booking_times()
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
  return new;
end;
$$;

create trigger set_booking_times before insert or update on public.consultations
  for each row execute function private.set_booking_times();

-- Every change a visitor's calendar or inbox must follow gets the next
-- sequence number; nobody sets it by hand.
create function private.track_booking_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.booking_sequence := 0;
  elsif new.status is distinct from old.status
    or new.scheduled_at is distinct from old.scheduled_at
    or new.preferred_at is distinct from old.preferred_at
    or new.duration_minutes is distinct from old.duration_minutes
    or new.meeting_link is distinct from old.meeting_link then
    new.booking_sequence := old.booking_sequence + 1;
  else
    new.booking_sequence := old.booking_sequence;
  end if;
  return new;
end;
$$;

create trigger track_booking_changes before insert or update on public.consultations
  for each row execute function private.track_booking_changes();

-- Admins confirm, move and cancel; only admins, and only through these
-- columns. Visitors book a pending wish and set none of them.
grant update (status, scheduled_at, duration_minutes, meeting_link)
  on table public.consultations to authenticated;

drop policy "Visitors and signed-in users can book a pending consultation"
  on public.consultations;
create policy "Visitors and signed-in users can book a pending consultation"
  on public.consultations for insert to anon, authenticated
  with check (
    status = 'pending' and created_at = now()
    and scheduled_at is null and meeting_link is null and duration_minutes = 30
  );

-- Notifications now come in revisions: one row per lead, channel and
-- revision (a booking's sequence at the change; 0 for a new lead's).
alter table public.lead_notifications
  add column revision integer not null default 0,
  drop constraint lead_notifications_one_per_channel,
  add constraint lead_notifications_one_per_channel unique (lead_table, lead_id, channel, revision),
  drop constraint lead_notifications_channel_check,
  add constraint lead_notifications_channel_check check (
    channel in (
      'staff_email', 'webhook', 'acknowledgement',
      'booking_confirmation', 'booking_cancellation', 'booking_reminder',
      'staff_booking_cancelled', 'staff_booking_time_requested'
    )
  ) not valid;

-- The visitor's private links: a random token of 256 bits, of which only the
-- SHA-256 is kept. Several may be live at once (one per mail), and each keeps
-- working through reschedules until the meeting has passed.
create table private.booking_links (
  token_hash bytea primary key,
  consultation_id uuid not null references public.consultations (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index booking_links_consultation_idx on private.booking_links (consultation_id);

create function private.issue_booking_link(consultation uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into private.booking_links (token_hash, consultation_id)
  values (sha256(convert_to(token, 'UTF8')), consultation);
  return token;
end;
$$;

revoke all on function private.issue_booking_link(uuid) from public, anon, authenticated;
grant usage on schema private to service_role;
grant execute on function private.issue_booking_link(uuid) to service_role;

-- Queues what a booking's change means for the visitor, in the transaction
-- of the change: a confirmation (or its update) with a reminder due 24 hours
-- before, or a cancellation. Changes the service role makes (fixtures,
-- imports) notify nobody, as new leads do.
create function private.enqueue_booking_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text := lower(new.email);
begin
  if new.booking_sequence = old.booking_sequence
    or coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
      not in ('anon', 'authenticated') then
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

create trigger enqueue_booking_notifications after update on public.consultations
  for each row execute function private.enqueue_booking_notifications();

-- The booking a link's token opens. A confirmed meeting's links work until it
-- has ended; otherwise for 30 days from the booking, or until a day after the
-- time asked for, whichever is later.
create function private.booking_of_token(token text)
returns public.consultations
language sql
stable
security definer
set search_path = ''
as $$
  select c.* from private.booking_links as l
  join public.consultations as c on c.id = l.consultation_id
  where l.token_hash = sha256(convert_to(token, 'UTF8'))
    and case
      when c.status = 'confirmed'
        then c.scheduled_at + make_interval(mins => c.duration_minutes)
      else greatest(c.created_at + interval '30 days', c.preferred_at + interval '1 day')
    end > now()
$$;

-- The visitor's three actions are definer functions (they read and change one
-- booking that row-level security hides from anon) in a schema of their own:
-- the REST API does not expose it, and anon may use it without reaching
-- `private`.
create schema booking_access;
grant usage on schema booking_access to anon, authenticated;

-- What the visitor's page shows of their booking, and nothing else.
create function private.booking_view(booking public.consultations)
returns jsonb
language sql
immutable
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
    'meeting_link', case when booking.status = 'confirmed' then booking.meeting_link end
  ) end
$$;

create function booking_access.booking_by_token(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.booking_view(private.booking_of_token(token))
$$;

-- The visitor cancels; staff are told and the cancellation invite goes out
-- (enqueue_booking_notifications). Cancelling twice changes nothing.
create function booking_access.cancel_booking(token text)
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
  if booking.status <> 'cancelled' then
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

-- The visitor asks for another time: the booking is pending again with the
-- new wish (checked by the table's own rules), and staff are told. A
-- confirmed slot stays on record until an admin confirms the new one.
create function booking_access.request_booking_time(
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
  if new_date is null or new_time is null or new_time_zone is null then
    raise exception 'a new date, time and time zone are required' using errcode = '22023';
  end if;
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

-- The REST API's face of the three: invoker functions in public, the work in
-- private (the schema lint forbids definer functions in exposed schemas).
create function public.booking_by_token(token text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select booking_access.booking_by_token(token)
$$;

create function public.cancel_booking(token text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select booking_access.cancel_booking(token)
$$;

create function public.request_booking_time(
  token text,
  preferred_date text,
  preferred_time text,
  time_zone text
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select booking_access.request_booking_time(token, preferred_date, preferred_time, time_zone)
$$;

revoke all on function private.booking_of_token(text) from public, anon, authenticated;
revoke all on function private.booking_view(public.consultations) from public, anon, authenticated;
revoke all on function booking_access.booking_by_token(text) from public;
revoke all on function booking_access.cancel_booking(text) from public;
revoke all on function booking_access.request_booking_time(text, text, text, text) from public;
grant execute on function booking_access.booking_by_token(text) to anon, authenticated;
grant execute on function booking_access.cancel_booking(text) to anon, authenticated;
grant execute on function booking_access.request_booking_time(text, text, text, text) to anon, authenticated;
revoke all on function public.booking_by_token(text) from public;
revoke all on function public.cancel_booking(text) from public;
revoke all on function public.request_booking_time(text, text, text, text) from public;
grant execute on function public.booking_by_token(text) to anon, authenticated;
grant execute on function public.cancel_booking(text) to anon, authenticated;
grant execute on function public.request_booking_time(text, text, text, text) to anon, authenticated;

-- The claim as before, plus: each row's revision, a fresh link for every mail
-- about a booking, and the reminder's check at send time.
drop function public.claim_lead_notifications(integer, integer);
create function public.claim_lead_notifications(
  batch_size integer default 100,
  lease_seconds integer default 120
)
returns table (
  id uuid,
  lead_table text,
  lead_id uuid,
  channel text,
  attempts integer,
  created_at timestamptz,
  lead jsonb,
  kind_recent_staff_mails integer,
  revision integer,
  manage_token text
)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  candidate public.lead_notifications;
  lead_row jsonb;
  recent integer;
begin
  for candidate in
    select n.* from public.lead_notifications as n
    where n.state = 'pending'
      and n.next_attempt_at <= now()
      and (n.claimed_until is null or n.claimed_until <= now())
      and (
        n.channel <> 'staff_email'
        or not exists (
          select from public.lead_notifications as newer
          where newer.channel = 'staff_email' and newer.lead_table = n.lead_table
            and newer.created_at > now() - interval '1.5 seconds'
        )
        or exists (
          select from public.lead_notifications as oldest
          where oldest.channel = 'staff_email' and oldest.lead_table = n.lead_table
            and oldest.state = 'pending' and oldest.attempts = 0
            and oldest.created_at <= now() - interval '8 seconds'
        )
      )
    order by n.next_attempt_at, n.created_at
    limit greatest(batch_size, 1)
    for update of n skip locked
  loop
    if candidate.channel = 'acknowledgement' then
      perform pg_advisory_xact_lock(hashtext('lead ack ' || coalesce(candidate.recipient, '')));
      select count(*) into recent from public.lead_notifications as other
      where other.channel = 'acknowledgement' and other.recipient = candidate.recipient
        and other.id <> candidate.id
        and (other.sent_at > now() - interval '1 hour' or other.claimed_until > now());
      if recent >= 3 then
        update public.lead_notifications as n
        set state = 'skipped', claimed_until = null,
          last_error = 'Not sent: this address already had 3 acknowledgements within the hour'
        where n.id = candidate.id;
        continue;
      end if;
    end if;

    execute format('select to_jsonb(t) - ''search_text'' - ''spam_trap'' from public.%I as t where t.id = $1',
      candidate.lead_table)
      into lead_row using candidate.lead_id;
    if lead_row is null then
      update public.lead_notifications as n
      set state = 'skipped', claimed_until = null, last_error = 'Not sent: the lead no longer exists'
      where n.id = candidate.id;
      continue;
    end if;

    -- A booking's mail is for the state it was queued for, decided now: a later
    -- change supersedes it (its own mail follows), and a reminder goes only
    -- for a confirmed slot still ahead.
    if candidate.channel in ('booking_confirmation', 'booking_cancellation', 'booking_reminder')
      and (
        (lead_row ->> 'booking_sequence')::integer <> candidate.revision
        or (candidate.channel = 'booking_reminder' and not (
          lead_row ->> 'status' = 'confirmed'
          and (lead_row ->> 'scheduled_at')::timestamptz > now()
        ))
      ) then
      update public.lead_notifications as n
      set state = 'skipped', claimed_until = null,
        last_error = 'Not sent: the booking was changed or cancelled since'
      where n.id = candidate.id;
      continue;
    end if;

    update public.lead_notifications as n
    set claimed_until = now() + make_interval(secs => lease_seconds), attempts = n.attempts + 1
    where n.id = candidate.id;

    recent := null;
    if candidate.channel = 'staff_email' then
      select count(*) into recent from public.lead_notifications as other
      where other.channel = 'staff_email' and other.lead_table = candidate.lead_table
        and (other.sent_at > now() - interval '1 minute'
          or (other.state = 'pending' and other.claimed_until > now()));
    end if;

    id := candidate.id;
    lead_table := candidate.lead_table;
    lead_id := candidate.lead_id;
    channel := candidate.channel;
    attempts := candidate.attempts + 1;
    created_at := candidate.created_at;
    lead := lead_row;
    kind_recent_staff_mails := recent;
    revision := candidate.revision;
    manage_token := case
      when candidate.lead_table = 'consultations' and candidate.channel in (
        'acknowledgement', 'booking_confirmation', 'booking_cancellation', 'booking_reminder'
      ) then private.issue_booking_link(candidate.lead_id)
    end;
    return next;
  end loop;
end;
$$;

revoke all on function public.claim_lead_notifications(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(integer, integer) to service_role;
