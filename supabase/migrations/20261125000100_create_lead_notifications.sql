-- Follow-up of every lead: one row per (lead, channel), written by a trigger
-- in the transaction that stores the lead, so a notification is never lost
-- and a replayed insert (23505, rolled back) never adds a second one.
--
-- A dispatcher (supabase/functions/lead-dispatch, and the embedded backend
-- running the same module) claims due rows with `for update skip locked`,
-- sends them (staff mail, signed webhook, the visitor's acknowledgement) and
-- records each outcome as soon as it is known. A failure is tried again with
-- capped exponential backoff: 15 s, 30 s, 1 min ... then every 10 minutes,
-- for 3 days; then the row is `failed` until an admin asks for a retry.

create table public.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  lead_table text not null,
  lead_id uuid not null,
  channel text not null,
  -- The visitor's address, lower-cased, for acknowledgements (the relay limit).
  recipient text,
  state text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claim's lease: a dispatcher stopped mid-send leaves the row due again after it.
  claimed_until timestamptz,
  last_error text,
  -- Staff mails sent together in one digest share it.
  digest_id uuid,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint lead_notifications_one_per_channel unique (lead_table, lead_id, channel),
  constraint lead_notifications_lead_table_check check (
    lead_table in ('consultations', 'contact_submissions', 'job_applications', 'event_leads')
  ),
  constraint lead_notifications_channel_check check (
    channel in ('staff_email', 'webhook', 'acknowledgement')
  ),
  constraint lead_notifications_state_check check (
    state in ('pending', 'sent', 'failed', 'skipped')
  ),
  constraint lead_notifications_last_error_length check (char_length(last_error) <= 1000)
);

create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at)
  where state = 'pending';
create index lead_notifications_lead_idx on public.lead_notifications (lead_id);
create index lead_notifications_recipient_idx on public.lead_notifications (recipient, sent_at)
  where channel = 'acknowledgement';

alter table public.lead_notifications enable row level security;

-- Admins read the follow-up of every lead; they change it only through
-- retry_lead_notification. Visitors and other users see nothing. The
-- dispatcher is the service role, which bypasses row-level security.
revoke all on table public.lead_notifications from anon, authenticated;
grant select on table public.lead_notifications to authenticated;
grant select, insert, update on table public.lead_notifications to service_role;

create policy "Admins can read lead notifications"
  on public.lead_notifications for select to authenticated
  using ((select private.is_admin()));

-- Wakes the hosted dispatcher at once (a Database Webhook's job, through
-- pg_net), when the project has pg_net and the two Vault secrets the README's
-- hosted steps create. Elsewhere, and locally, it does nothing: pg_cron or the
-- embedded backend's timer picks the rows up.
create function private.wake_lead_dispatcher()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  endpoint text;
  secret text;
begin
  if to_regproc('net.http_post') is null or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $sql$
    select max(decrypted_secret) filter (where name = 'lead_dispatch_url'),
           max(decrypted_secret) filter (where name = 'lead_dispatch_secret')
    from vault.decrypted_secrets
  $sql$ into endpoint, secret;
  if endpoint is null or secret is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using endpoint, '{}'::jsonb,
      jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret);
end;
$$;

revoke all on function private.wake_lead_dispatcher() from public, anon, authenticated;

-- One row per channel for each lead a visitor stored through the API (anon or
-- a signed-in user). Leads the service role writes (imports, demo data, tests'
-- fixtures) notify nobody: `npm run seed:demo` must not mail 100,000 made-up
-- addresses. A lead whose spam trap was filled notifies nobody; a booth lead
-- is acknowledged only with the visitor's consent.
create function private.enqueue_lead_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
begin
  if coalesce(lead ->> 'spam_trap', '') <> ''
    or coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
      not in ('anon', 'authenticated') then
    return null;
  end if;
  insert into public.lead_notifications (lead_table, lead_id, channel, recipient)
  select tg_table_name, new.id, channel,
    case when channel = 'acknowledgement' then lower(lead ->> 'email') end
  from unnest(array['staff_email', 'webhook', 'acknowledgement']) as channel
  where channel <> 'acknowledgement' or coalesce((lead ->> 'consent')::boolean, true)
  on conflict on constraint lead_notifications_one_per_channel do nothing;
  return null;
end;
$$;

-- One wake per statement, not per row: 500 leads stored by one request
-- send one request to the dispatcher, not 500 (pg_net#86).
create function private.wake_lead_dispatcher_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.wake_lead_dispatcher();
  return null;
end;
$$;

create trigger enqueue_notifications after insert on public.consultations
  for each row execute function private.enqueue_lead_notifications();
create trigger enqueue_notifications after insert on public.contact_submissions
  for each row execute function private.enqueue_lead_notifications();
create trigger enqueue_notifications after insert on public.job_applications
  for each row execute function private.enqueue_lead_notifications();
create trigger enqueue_notifications after insert on public.event_leads
  for each row execute function private.enqueue_lead_notifications();
create trigger wake_dispatcher after insert on public.consultations
  for each statement execute function private.wake_lead_dispatcher_after_insert();
create trigger wake_dispatcher after insert on public.contact_submissions
  for each statement execute function private.wake_lead_dispatcher_after_insert();
create trigger wake_dispatcher after insert on public.job_applications
  for each statement execute function private.wake_lead_dispatcher_after_insert();
create trigger wake_dispatcher after insert on public.event_leads
  for each statement execute function private.wake_lead_dispatcher_after_insert();

-- The claim. Rows are due when pending, past next_attempt_at and not held by
-- another dispatcher's lease. Staff mails of one kind wait until that kind has
-- been quiet for 1.5 seconds (or the oldest has waited 8), so a burst is
-- claimed whole and can go as one digest, and steady traffic still reaches
-- staff within seconds; kind_recent_staff_mails tells the
-- dispatcher how many of that kind went out or are going out within the
-- minute. An acknowledgement to an address that already had 3 within the hour
-- is skipped here, under a lock per address, so no two dispatchers can both
-- send the fourth.
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
  kind_recent_staff_mails integer
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
    return next;
  end loop;
end;
$$;

-- The outcome of one attempt, recorded as soon as it is known. Sent and
-- skipped are final. A failure waits 15 s doubling to 10 minutes, and after
-- 3 days of failures the row is failed until an admin retries it.
create function public.record_lead_notification(
  notification_id uuid,
  outcome text,
  error text default null,
  digest uuid default null
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if outcome not in ('sent', 'failed', 'skipped') then
    raise exception 'unknown outcome %', outcome using errcode = '22023';
  end if;
  update public.lead_notifications as n
  set
    state = case
      when outcome <> 'failed' then outcome
      when n.created_at <= now() - interval '3 days' then 'failed'
      else 'pending'
    end,
    sent_at = case when outcome = 'sent' then now() end,
    digest_id = case when outcome = 'sent' then digest end,
    last_error = left(error, 1000),
    claimed_until = null,
    next_attempt_at = case
      when outcome = 'failed'
        then now() + make_interval(secs => least(15 * power(2, greatest(n.attempts - 1, 0)), 600))
      else n.next_attempt_at
    end
  where n.id = notification_id;
end;
$$;

-- An admin's "Retry": a failed or still-failing delivery is due again now.
-- The work is a definer function in private, so admins need no update grant
-- on the table (which would let them re-send what was already sent); the
-- exposed function only calls it.
create function private.retry_lead_notification(notification_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'only admins can retry a notification' using errcode = '42501';
  end if;
  update public.lead_notifications as n
  set state = 'pending', next_attempt_at = now(), claimed_until = null
  where n.id = notification_id
    and (n.state = 'failed' or (n.state = 'pending' and n.last_error is not null));
  if not found then
    raise exception 'no failing notification %', notification_id using errcode = 'P0002';
  end if;
  perform private.wake_lead_dispatcher();
end;
$$;

create function public.retry_lead_notification(notification_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.retry_lead_notification(notification_id)
$$;

revoke all on function public.claim_lead_notifications(integer, integer) from public, anon, authenticated;
revoke all on function public.record_lead_notification(uuid, text, text, uuid) from public, anon, authenticated;
revoke all on function public.retry_lead_notification(uuid) from public, anon;
revoke all on function private.retry_lead_notification(uuid) from public, anon;
grant execute on function private.retry_lead_notification(uuid) to authenticated;
grant execute on function public.claim_lead_notifications(integer, integer) to service_role;
grant execute on function public.record_lead_notification(uuid, text, text, uuid) to service_role;
grant execute on function public.retry_lead_notification(uuid) to authenticated;

-- Hosted: pg_cron runs the retries every minute; pg_net carries the wake-up.
-- Checked first, so the same migration applies where they are missing (the
-- embedded backend runs its own timer instead).
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    execute $sql$select cron.schedule('lead-dispatch', '* * * * *', 'select private.wake_lead_dispatcher()')$sql$;
  end if;
end;
$$;
