-- For staff (issue 42, item 7): each host's private calendar feed, and the
-- host in the staff mail.
--
-- A host subscribes to an iCalendar URL from any calendar app
-- (/functions/v1/host-calendar?token=…, supabase/functions/host-calendar):
-- it lists the host's confirmed bookings. The URL's token is 256 random bits,
-- of which only the SHA-256 is kept, as for booking links. One feed per host:
-- an admin creates it, replaces it (the old URL stops working at once) or
-- revokes it. Calendar apps fetch without a session, so the Edge Function
-- reads the feed with the service key through the one function granted to
-- the service role alone.

-- One live feed per host; a host removed takes its feed with it.
create table private.host_calendar_feeds (
  host_id uuid primary key references public.booking_hosts (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now()
);

revoke all on table private.host_calendar_feeds from public, anon, authenticated, service_role;

-- The admin's three calls. Rotating issues a new token and returns it, once;
-- the hash replaces the old one in the same row, so the old URL answers 404
-- from this commit on. Revoking removes the row. issued_at tells the
-- dashboard whether a feed is live (its URL is never shown again).
create function private.rotate_host_calendar_feed(host_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins manage calendar feeds' using errcode = '42501';
  end if;
  if not exists (select from public.booking_hosts as h where h.id = rotate_host_calendar_feed.host_id) then
    raise exception 'No such host' using errcode = 'P0002';
  end if;
  insert into private.host_calendar_feeds (host_id, token_hash)
  values (rotate_host_calendar_feed.host_id, sha256(convert_to(token, 'UTF8')))
  on conflict on constraint host_calendar_feeds_pkey
    do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end;
$$;

create function private.revoke_host_calendar_feed(host_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins manage calendar feeds' using errcode = '42501';
  end if;
  delete from private.host_calendar_feeds as f where f.host_id = revoke_host_calendar_feed.host_id;
end;
$$;

create function private.host_calendar_feed_issued_at(host_id uuid)
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins manage calendar feeds' using errcode = '42501';
  end if;
  return (
    select f.created_at from private.host_calendar_feeds as f
    where f.host_id = host_calendar_feed_issued_at.host_id
  );
end;
$$;

revoke all on function private.rotate_host_calendar_feed(uuid) from public, anon;
revoke all on function private.revoke_host_calendar_feed(uuid) from public, anon;
revoke all on function private.host_calendar_feed_issued_at(uuid) from public, anon;
grant execute on function private.rotate_host_calendar_feed(uuid) to authenticated;
grant execute on function private.revoke_host_calendar_feed(uuid) to authenticated;
grant execute on function private.host_calendar_feed_issued_at(uuid) to authenticated;

create function public.rotate_host_calendar_feed(host_id uuid)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.rotate_host_calendar_feed(host_id)
$$;

create function public.revoke_host_calendar_feed(host_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.revoke_host_calendar_feed(host_id)
$$;

create function public.host_calendar_feed_issued_at(host_id uuid)
returns timestamptz
language sql
stable
security invoker
set search_path = ''
as $$
  select private.host_calendar_feed_issued_at(host_id)
$$;

revoke all on function public.rotate_host_calendar_feed(uuid) from public, anon;
revoke all on function public.revoke_host_calendar_feed(uuid) from public, anon;
revoke all on function public.host_calendar_feed_issued_at(uuid) from public, anon;
grant execute on function public.rotate_host_calendar_feed(uuid) to authenticated;
grant execute on function public.revoke_host_calendar_feed(uuid) to authenticated;
grant execute on function public.host_calendar_feed_issued_at(uuid) to authenticated;

-- What the feed shows, for the service role alone: the host's name and its
-- confirmed (and since completed) bookings from 30 days back, each with what
-- its calendar event needs and nothing else the visitor typed but name and
-- company. Null for an unknown or revoked token, so the function answers
-- both with the same 404.
create function private.host_calendar_feed(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'host_name', h.name,
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id,
        'name', c.name,
        'company', c.company,
        'scheduled_at', c.scheduled_at,
        'duration_minutes', c.duration_minutes,
        'meeting_link', c.meeting_link,
        'booking_sequence', c.booking_sequence,
        'created_at', c.created_at
      ) order by c.scheduled_at)
      from public.consultations as c
      where c.host_id = h.id
        and c.status in ('confirmed', 'completed')
        and c.scheduled_at > now() - interval '30 days'
    ), '[]'::jsonb)
  )
  from private.host_calendar_feeds as f
  join public.booking_hosts as h on h.id = f.host_id
  where f.token_hash = sha256(convert_to(coalesce(token, ''), 'UTF8'))
$$;

revoke all on function private.host_calendar_feed(text) from public, anon, authenticated;
grant execute on function private.host_calendar_feed(text) to service_role;

create function public.host_calendar_feed(token text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.host_calendar_feed(token)
$$;

revoke all on function public.host_calendar_feed(text) from public, anon, authenticated;
grant execute on function public.host_calendar_feed(text) to service_role;

-- The staff mail names the host: a booking's lead, as the dispatcher claims
-- it, carries its host's name and time zone (host_name, host_time_zone), so
-- the mail gives the time on the visitor's clock and on the host's. The claim
-- is otherwise as 20261128000100 left it.
create or replace function public.claim_lead_notifications(
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
  refusal text;
  digest_group text;
begin
  for candidate in
    select n.* from public.lead_notifications as n
    where n.state = 'pending'
      and n.next_attempt_at <= now()
      and (n.claimed_until is null or n.claimed_until <= now())
      and (
        private.staff_digest_group(n.channel, n.lead_table) is null
        or not exists (
          select from public.lead_notifications as newer
          where private.staff_digest_group(newer.channel, newer.lead_table)
              = private.staff_digest_group(n.channel, n.lead_table)
            and newer.created_at > now() - interval '1.5 seconds'
        )
        or exists (
          select from public.lead_notifications as oldest
          where private.staff_digest_group(oldest.channel, oldest.lead_table)
              = private.staff_digest_group(n.channel, n.lead_table)
            and oldest.state = 'pending' and oldest.attempts = 0
            and oldest.created_at <= now() - interval '8 seconds'
        )
      )
    order by n.next_attempt_at, n.created_at
    limit greatest(batch_size, 1)
    for update of n skip locked
  loop
    if candidate.channel = 'acknowledgement' then
      -- One lock for every budget: held to this transaction's end, so the
      -- next claim counts this one's leases.
      perform pg_advisory_xact_lock(hashtext('lead acknowledgement budgets'));
      refusal := private.acknowledgement_refusal(candidate);
      if refusal is not null then
        update public.lead_notifications as n
        set state = 'skipped', claimed_until = null, last_error = refusal
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
    if candidate.lead_table = 'consultations' then
      lead_row := lead_row || coalesce((
        select jsonb_build_object('host_name', h.name, 'host_time_zone', h.time_zone)
        from public.booking_hosts as h where h.id = (lead_row ->> 'host_id')::uuid
      ), '{}'::jsonb);
    end if;

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
    digest_group := private.staff_digest_group(candidate.channel, candidate.lead_table);
    if digest_group is not null then
      select count(*) into recent from public.lead_notifications as other
      where private.staff_digest_group(other.channel, other.lead_table) = digest_group
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
