-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: short catalog changes
-- pgt-ignore-all lint/safety/avoidWideLockWindow: the tables change together, see below
-- ^ Each ALTER swaps a check for a wider one (NOT VALID: every existing row
--   passes the wider list) or adds a nullable column without a default, which
--   writes the catalog only; the one UPDATE marks the few honeypot leads
--   stored before this migration. The lock timeout bounds each wait.

-- Issue 40, "No relay" and "Held means held".
--
-- An acknowledgement goes to an address a visitor typed, so without limits
-- the forms send the company's mail to anyone. Three hourly budgets, decided
-- in the claim under one lock (so two dispatchers never both send one over a
-- budget), hosted and locally alike:
-- - per mailbox: the address lower-cased, its +tag removed, and for Gmail
--   (which ignores dots) its dots removed, so victim+1@ ... victim+50@ and
--   v.i.c.t.i.m@gmail.com are one mailbox;
-- - per client: the salted hash of the address the lead came from (the
--   lead's client_hash); for booth leads, the enrolled device that sent them
--   (20261128000200), which has a budget of its own: a booth replays a day
--   of visitors at once, and an admin let the device in and can revoke it;
-- - for the whole site's web forms: when it is spent, acknowledgements stop
--   (skipped, with a reason) and staff get one mail per hour saying so.
-- The numbers are in private.acknowledgement_budgets() and nowhere else.
-- The mails themselves restate nothing the visitor wrote (lead-mail.ts).
--
-- A lead whose honeypot (spam_trap) was filled is now held, reason
-- 'honeypot'. A held lead is out of the admin's lists, counts, search and
-- export: the read policies hide it, and the Held view reads it through
-- held_leads().

set local lock_timeout = '2s';

-- Budgets ----------------------------------------------------------------------

-- The one place for the numbers, one row. 30 an hour from one address is
-- more than an office behind one router sends, and far less than a spammer
-- needs; 500 an hour from one booth device covers a day's offline queue
-- replayed at once. The switch for a test suite whose every visitor is
-- loopback is to raise per_client in its own database (LOCAL_CLIENT_BUDGETS,
-- docs/trust.md); nothing in the API can change it.
create table private.acknowledgement_budget (
  one_row boolean primary key default true check (one_row),
  per_mailbox integer not null default 3 check (per_mailbox > 0),
  per_client integer not null default 30 check (per_client > 0),
  per_booth_device integer not null default 500 check (per_booth_device > 0),
  per_site integer not null default 300 check (per_site > 0)
);
insert into private.acknowledgement_budget default values;
revoke all on table private.acknowledgement_budget from public, anon, authenticated;

create function private.acknowledgement_budgets(
  out per_mailbox integer,
  out per_client integer,
  out per_booth_device integer,
  out per_site integer
)
language sql
stable
set search_path = ''
as $$
  select b.per_mailbox, b.per_client, b.per_booth_device, b.per_site
  from private.acknowledgement_budget as b
$$;

-- The client a booth lead is counted against: its enrolled device's
-- credential, hashed (the x-booth-device header the lead was sent with).
create function private.booth_device_client()
returns text
language sql
stable
set search_path = ''
as $$
  select 'booth device ' || encode(sha256(convert_to(credential, 'UTF8')), 'hex')
  from (
    select nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-booth-device'
      as credential
  ) as request
  where credential is not null
$$;

-- The mailbox an address delivers to, as the budget counts it. Only
-- providers known to ignore dots in the local part lose them.
create function private.mailbox_key(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when parts.domain in ('gmail.com', 'googlemail.com')
      then replace(parts.local_part, '.', '') || '@gmail.com'
    else parts.local_part || '@' || parts.domain
  end
  from (
    select split_part(substring(lowered from '^(.*)@[^@]*$'), '+', 1) as local_part,
      substring(lowered from '@([^@]*)$') as domain
    from (select lower(btrim(address)) as lowered) as a
  ) as parts
$$;

alter table public.lead_notifications
  add column client_hash text,
  drop constraint lead_notifications_channel_check,
  add constraint lead_notifications_channel_check check (
    channel in (
      'staff_email', 'webhook', 'acknowledgement',
      'booking_confirmation', 'booking_cancellation', 'booking_reminder',
      'staff_booking_cancelled', 'staff_booking_time_requested',
      'staff_acknowledgements_paused'
    )
  ) not valid;

create index lead_notifications_ack_sent_idx on public.lead_notifications (sent_at)
  where channel = 'acknowledgement';
create index lead_notifications_ack_client_idx on public.lead_notifications (client_hash, sent_at)
  where channel = 'acknowledgement';

-- Every acknowledgement is counted against its mailbox and its client,
-- whichever path queued it (a visitor's insert, an admin's release).
create function private.key_acknowledgement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_client text;
begin
  if new.channel = 'acknowledgement' then
    new.recipient := private.mailbox_key(new.recipient);
    execute format('select to_jsonb(t) ->> ''client_hash'' from public.%I as t where t.id = $1',
      new.lead_table) into lead_client using new.lead_id;
    new.client_hash := case
      when new.lead_table = 'event_leads' then private.booth_device_client()
      else coalesce(lead_client, private.client_hash(private.client_address()))
    end;
  end if;
  return new;
end;
$$;

create trigger key_acknowledgement before insert on public.lead_notifications
  for each row execute function private.key_acknowledgement();

-- Staff mails that come in bursts go as one digest: a kind's new leads, and
-- the changes visitors make through their booking links (together).
create function private.staff_digest_group(channel text, lead_table text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when channel = 'staff_email' then 'staff_email ' || lead_table
    when channel in ('staff_booking_cancelled', 'staff_booking_time_requested') then 'booking_change'
  end
$$;

-- Null when the acknowledgement may go, else why not. Called under the
-- budgets' lock; a spent site budget queues one staff notice per hour.
create function private.acknowledgement_refusal(candidate public.lead_notifications)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  budget record;
  recent integer;
begin
  select * into budget from private.acknowledgement_budgets();
  select count(*) into recent from public.lead_notifications as other
  where other.channel = 'acknowledgement' and other.recipient = candidate.recipient
    and other.id <> candidate.id
    and (other.sent_at > now() - interval '1 hour' or other.claimed_until > now());
  if recent >= budget.per_mailbox then
    return format('Not sent: this address already had %s acknowledgements within the hour',
      budget.per_mailbox);
  end if;

  if candidate.client_hash is not null then
    select count(*) into recent from public.lead_notifications as other
    where other.channel = 'acknowledgement' and other.client_hash = candidate.client_hash
      and other.id <> candidate.id
      and (other.sent_at > now() - interval '1 hour' or other.claimed_until > now());
    if candidate.lead_table = 'event_leads' then
      if recent >= budget.per_booth_device then
        return format('Not sent: this booth device already caused %s acknowledgements within the hour',
          budget.per_booth_device);
      end if;
      return null;
    end if;
    if recent >= budget.per_client then
      return format('Not sent: this client address already caused %s acknowledgements within the hour',
        budget.per_client);
    end if;
  end if;

  select count(*) into recent from public.lead_notifications as other
  where other.channel = 'acknowledgement' and other.lead_table <> 'event_leads'
    and other.id <> candidate.id
    and (other.sent_at > now() - interval '1 hour' or other.claimed_until > now());
  if recent >= budget.per_site then
    insert into public.lead_notifications (lead_table, lead_id, channel)
    select candidate.lead_table, candidate.lead_id, 'staff_acknowledgements_paused'
    where not exists (
      select from public.lead_notifications as notice
      where notice.channel = 'staff_acknowledgements_paused'
        and notice.created_at > now() - interval '1 hour'
    )
    on conflict on constraint lead_notifications_one_per_channel do nothing;
    return format('Not sent: the site already sent %s acknowledgements within the hour; acknowledgements are paused',
      budget.per_site);
  end if;
  return null;
end;
$$;

-- The claim as before (20261125000300), with the budgets above for
-- acknowledgements and the digest's burst rule for booking-link changes.
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

-- Held means held ----------------------------------------------------------------

alter table public.consultations
  drop constraint consultations_held_reason_known,
  add constraint consultations_held_reason_known check (
    held_reason in ('too_many_links', 'mostly_links', 'repeated_content', 'too_many_from_address',
      'honeypot')
  ) not valid;
alter table public.contact_submissions
  drop constraint contact_submissions_held_reason_known,
  add constraint contact_submissions_held_reason_known check (
    held_reason in ('too_many_links', 'mostly_links', 'repeated_content', 'too_many_from_address',
      'honeypot')
  ) not valid;
alter table public.job_applications
  drop constraint job_applications_held_reason_known,
  add constraint job_applications_held_reason_known check (
    held_reason in ('too_many_links', 'mostly_links', 'repeated_content', 'too_many_from_address',
      'honeypot')
  ) not valid;

-- Leads caught by the honeypot before today were stored among the real ones.
update public.consultations set held_at = created_at, held_reason = 'honeypot'
  where spam_trap is not null and held_at is null;
update public.contact_submissions set held_at = created_at, held_reason = 'honeypot'
  where spam_trap is not null and held_at is null;
update public.job_applications set held_at = created_at, held_reason = 'honeypot'
  where spam_trap is not null and held_at is null;

-- The honeypot first: a bot that filled it is held whatever else it wrote.
create or replace function private.screen_spam()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  reason text;
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.held_at is not null or new.held_reason is not null or new.client_hash is not null then
    raise exception 'held_at, held_reason and client_hash are set by the database'
      using errcode = '42501';
  end if;
  address := private.client_address();
  new.client_hash := private.client_hash(address);
  if new.client_hash is not null then
    perform pg_advisory_xact_lock(hashtext('lead client ' || new.client_hash));
  end if;
  reason := case
    when coalesce(new.spam_trap, '') <> '' then 'honeypot'
    else private.spam_verdict(tg_table_name, to_jsonb(new), address)
  end;
  if reason is not null then
    new.held_at := now();
    new.held_reason := reason;
  end if;
  return new;
end;
$$;

-- A lead an admin releases was judged real, honeypot or not: it is followed
-- up as any other (a held lead never reaches here on insert).
create or replace function private.enqueue_lead_follow_up(source_table text, lead jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.lead_notifications (lead_table, lead_id, channel, recipient)
  select source_table, (lead ->> 'id')::uuid, channel,
    case when channel = 'acknowledgement' then lower(lead ->> 'email') end
  from unnest(array['staff_email', 'webhook', 'acknowledgement']) as channel
  where channel <> 'acknowledgement' or coalesce((lead ->> 'consent')::boolean, true)
  on conflict on constraint lead_notifications_one_per_channel do nothing
$$;

-- The admin's reads see no held lead: lists, counts and the CSV export read
-- through these policies, the search below filters the same way.
drop policy "Admins can read consultations" on public.consultations;
create policy "Admins can read consultations that are not held"
  on public.consultations for select to authenticated
  using ((select private.is_admin()) and held_at is null);
drop policy "Admins can read contact messages" on public.contact_submissions;
create policy "Admins can read contact messages that are not held"
  on public.contact_submissions for select to authenticated
  using ((select private.is_admin()) and held_at is null);
drop policy "Admins can read job applications" on public.job_applications;
create policy "Admins can read job applications that are not held"
  on public.job_applications for select to authenticated
  using ((select private.is_admin()) and held_at is null);

-- The Held view: one table's held leads, the most recently held first.
create function private.held_leads(lead_table text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  held json;
begin
  if not (select private.is_admin()) then
    raise exception 'only admins can read held leads' using errcode = '42501';
  end if;
  if lead_table not in ('consultations', 'contact_submissions', 'job_applications') then
    raise exception 'There is no lead table called %', lead_table using errcode = '22023';
  end if;
  execute format(
    'select coalesce(json_agg(to_jsonb(h) - ''search_text''), ''[]'') from ('
      'select * from public.%I where held_at is not null order by held_at desc, id desc limit 100'
    ') as h',
    lead_table
  ) into held;
  return held;
end;
$$;

create function public.held_leads(lead_table text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.held_leads(lead_table)
$$;

-- The search as before (20261122000900), without held leads.
create or replace function private.search_leads(
  lead_table text,
  words text,
  columns text[],
  statuses text[] default null,
  received_from timestamptz default null,
  received_before timestamptz default null,
  group_field text default null,
  group_value text default null,
  oldest_first boolean default false,
  page_size integer default 25,
  page_offset integer default 0,
  after_created_at timestamptz default null,
  after_id uuid default null,
  with_total boolean default true
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(lower(words), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  direction text := case when oldest_first then 'asc' else 'desc' end;
  filters text;
  column_list text;
  total bigint;
  page json;
begin
  if not private.is_admin() then
    raise exception 'Only admins can search leads' using errcode = '42501';
  end if;
  if not exists (
    select 1
      from pg_catalog.pg_attribute a
     where a.attrelid = to_regclass(pg_catalog.format('public.%I', lead_table))
       and a.attname = 'search_text' and not a.attisdropped
  ) then
    raise exception 'There is no lead table called %', lead_table using errcode = '22023';
  end if;
  if page_size not between 1 and 1000 or page_offset < 0 then
    raise exception 'A page holds 1 to 1000 rows from offset 0 on' using errcode = '22023';
  end if;
  select pg_catalog.string_agg(pg_catalog.format('%I', name), ', ')
    into column_list
    from pg_catalog.unnest(columns) as name;
  if column_list is null then
    raise exception 'Name at least one column to read' using errcode = '22023';
  end if;

  filters := pg_catalog.format('search_text like %L', pattern);
  if exists (
    select 1
      from pg_catalog.pg_attribute a
     where a.attrelid = to_regclass(pg_catalog.format('public.%I', lead_table))
       and a.attname = 'held_at' and not a.attisdropped
  ) then
    filters := filters || ' and held_at is null';
  end if;
  if statuses is not null then
    filters := filters || pg_catalog.format(' and status = any (%L::text[])', statuses);
  end if;
  if received_from is not null then
    filters := filters || pg_catalog.format(' and created_at >= %L::timestamptz', received_from);
  end if;
  if received_before is not null then
    filters := filters || pg_catalog.format(' and created_at < %L::timestamptz', received_before);
  end if;
  if group_field is not null then
    filters := filters || pg_catalog.format(' and %I = %L', group_field, group_value);
  end if;
  if with_total then
    execute pg_catalog.format('select count(*) from public.%I where %s', lead_table, filters)
      into total;
  end if;
  if after_created_at is not null then
    filters := filters || pg_catalog.format(
      ' and (created_at, id) %s (%L::timestamptz, %L::uuid)',
      case when oldest_first then '>' else '<' end, after_created_at, after_id
    );
  end if;
  execute pg_catalog.format(
    'select coalesce(json_agg(page_row), ''[]'') from ('
      'select %s from public.%I where %s order by created_at %s, id %s limit %s offset %s'
    ') page_row',
    column_list, lead_table, filters, direction, direction, page_size, page_offset
  ) into page;
  return pg_catalog.json_build_object('total', total, 'rows', page);
end;
$$;

revoke all on function private.acknowledgement_budgets() from public, anon, authenticated;
revoke all on function private.mailbox_key(text) from public, anon, authenticated;
revoke all on function private.booth_device_client() from public, anon, authenticated;
revoke all on function private.key_acknowledgement() from public, anon, authenticated;
revoke all on function private.acknowledgement_refusal(public.lead_notifications)
  from public, anon, authenticated;
grant execute on function private.acknowledgement_refusal(public.lead_notifications) to service_role;
revoke all on function private.staff_digest_group(text, text) from public, anon, authenticated;
grant execute on function private.staff_digest_group(text, text) to service_role;
revoke all on function private.held_leads(text) from public, anon;
revoke all on function public.held_leads(text) from public, anon;
grant execute on function private.held_leads(text) to authenticated;
grant execute on function public.held_leads(text) to authenticated;
