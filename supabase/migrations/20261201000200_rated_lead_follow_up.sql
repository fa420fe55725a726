-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: one short catalog change
-- ^ The only ALTER swaps lead_notifications' channel check for a wider one
--   (NOT VALID: every existing row holds a channel the new list keeps), which
--   writes the catalog only; what follows creates functions and triggers. The
--   lock timeout bounds the wait for each lock.
--
-- A Hot rating tells staff at once. Staff rate a booth lead after the visitor
-- has walked on (public.event_lead_notes, 20261201000100); a note rated hot
-- queues two follow-up rows for its lead, in the transaction that stores the
-- note: one staff mail (staff_hot_lead) and one signed `lead.rated` webhook
-- (webhook_lead_rated). The unique (lead_table, lead_id, channel, revision)
-- keeps them to one per lead and channel, and a replayed note (refused, or
-- ignored as a duplicate) inserts no row, so it queues nothing. Warm and cold
-- notes queue nothing: they are read in the dashboard and its report.
--
-- The admin reads a lead's rating beside it (event_lead_notes_of, for the
-- leads of one page or one export batch) and one event's report
-- (event_report): leads per hour, per device and per rating, the Hot ones
-- listed first.

set local lock_timeout = '2s';

-- The channels ----------------------------------------------------------------------------

alter table public.lead_notifications
  drop constraint lead_notifications_channel_check,
  add constraint lead_notifications_channel_check check (
    channel in (
      'staff_email', 'webhook', 'acknowledgement',
      'booking_confirmation', 'booking_cancellation', 'booking_reminder',
      'staff_booking_cancelled', 'staff_booking_time_requested', 'staff_booking_moved',
      'staff_acknowledgements_paused',
      'staff_hot_lead', 'webhook_lead_rated'
    )
  ) not valid;

-- Hot-lead mails are staff mail like the others: they wait for a burst to end
-- and go as one digest when more than ten went out within the minute, in a
-- group of their own (a booth's burst of new leads does not digest them).
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
    when channel = 'staff_hot_lead' then 'staff_hot_lead'
  end
$$;

-- The trigger ---------------------------------------------------------------------------

-- One statement trigger with the inserted rows: the hot ones queue their two
-- rows, and the dispatcher is woken once per statement that queued any (as
-- the lead tables wake it), never for warm or cold. Notes the service role
-- writes (imports, demo data, fixtures) notify nobody, as its leads do not.
create function private.enqueue_hot_lead_follow_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    not in ('anon', 'authenticated') then
    return null;
  end if;
  insert into public.lead_notifications (lead_table, lead_id, channel)
  select 'event_leads', inserted.lead_id, channel
    from inserted
   cross join unnest(array['staff_hot_lead', 'webhook_lead_rated']) as channel
   where inserted.rating = 'hot'
  on conflict on constraint lead_notifications_one_per_channel do nothing;
  if found then
    perform private.wake_lead_dispatcher();
  end if;
  return null;
end;
$$;

revoke all on function private.enqueue_hot_lead_follow_up() from public, anon, authenticated;

create trigger enqueue_hot_lead_follow_up after insert on public.event_lead_notes
  referencing new table as inserted
  for each statement execute function private.enqueue_hot_lead_follow_up();

-- The claim ------------------------------------------------------------------------------

-- A rated lead's rows carry its rating: the event lead, as the claim hands
-- every lead, with the note under rating_note. The claim is otherwise as
-- 20261130000300 left it. The dispatcher (the service role) reads the notes.
grant select on table public.event_lead_notes to service_role;

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
    if candidate.channel in ('staff_hot_lead', 'webhook_lead_rated') then
      lead_row := lead_row || jsonb_build_object('rating_note', (
        select jsonb_build_object('rating', r.rating, 'answers', r.answers, 'note', r.note,
          'staff_name', r.staff_name, 'created_at', r.created_at)
        from public.event_lead_notes as r where r.lead_id = candidate.lead_id
      ));
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

-- The admin's reads ---------------------------------------------------------------------

-- The ratings of the listed leads (one page, or one export batch of up to a
-- thousand), by their ids in the request's body rather than in a URL. It runs
-- with the caller's rights: row-level security lets admins at aal2 read the
-- notes, and anyone else reads none.
create function public.event_lead_notes_of(lead_ids uuid[])
returns table (lead_id uuid, rating text, answers jsonb, note text, staff_name text, created_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.lead_id, r.rating, r.answers, r.note, r.staff_name, r.created_at
    from public.event_lead_notes as r
   where r.lead_id = any(event_lead_notes_of.lead_ids)
$$;

revoke all on function public.event_lead_notes_of(uuid[]) from public, anon;
grant execute on function public.event_lead_notes_of(uuid[]) to authenticated;

-- One event's report, counted in the database whatever the event's size:
-- leads per hour (of the device's clock when the visitor pressed Submit, in
-- the admin's time zone: a booth offline sends its morning at noon), per
-- device (with the staff names seen), per rating (Hot, Warm, Cold, then not
-- rated, each always present), and the Hot leads themselves, oldest first,
-- at most 500 (the count per rating gives the rest). Definer, so it reads
-- without a row-level check per lead; it answers admins at aal2 only.
create function private.event_report(event_name text, time_zone text default 'UTC')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  report jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'only admins can read an event''s report' using errcode = '42501';
  end if;
  if not exists (select from pg_catalog.pg_timezone_names as z where z.name = time_zone) then
    raise exception 'unknown time zone %', time_zone using errcode = '22023';
  end if;
  with leads as (
    select l.id, l.full_name, l.email, l.company, l.job_title, l.device_id, l.staff_name,
      l.captured_at::timestamptz as captured_at, r.rating, r.answers, r.note,
      r.staff_name as rated_by
    from public.event_leads as l
    left join public.event_lead_notes as r on r.lead_id = l.id
    where l.event_name = event_report.event_name
  )
  select jsonb_build_object(
    'event_name', event_report.event_name,
    'time_zone', event_report.time_zone,
    'leads', (select count(*) from leads),
    'per_hour', (
      select coalesce(jsonb_agg(jsonb_build_object('hour', hour, 'leads', n) order by hour), '[]')
      from (
        select date_trunc('hour', captured_at, event_report.time_zone) as hour, count(*) as n
        from leads group by 1
      ) as hours
    ),
    'per_device', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'device_id', device_id, 'leads', n, 'staff_names', staff_names
        ) order by n desc, device_id), '[]')
      from (
        select device_id, count(*) as n,
          to_jsonb(array_remove(array_agg(distinct staff_name order by staff_name), null)) as staff_names
        from leads group by device_id
      ) as devices
    ),
    'per_rating', (
      select jsonb_agg(jsonb_build_object('rating', rating, 'leads', (
          select count(*) from leads where leads.rating is not distinct from ratings.rating
        )) order by ordinal)
      from unnest(array['hot', 'warm', 'cold', null]) with ordinality as ratings (rating, ordinal)
    ),
    'hot_leads', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', id, 'full_name', full_name, 'email', email, 'company', company,
          'job_title', job_title, 'captured_at', captured_at, 'answers', answers,
          'note', note, 'rated_by', rated_by
        ) order by captured_at, id), '[]')
      from (select * from leads where rating = 'hot' order by captured_at, id limit 500) as hot
    )
  ) into report;
  return report;
end;
$$;

revoke all on function private.event_report(text, text) from public, anon;
grant execute on function private.event_report(text, text) to authenticated;

create function public.event_report(event_name text, time_zone text default 'UTC')
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.event_report(event_name, time_zone)
$$;

revoke all on function public.event_report(text, text) from public, anon;
grant execute on function public.event_report(text, text) to authenticated;
