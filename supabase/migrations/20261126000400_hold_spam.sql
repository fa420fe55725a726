-- pgt-ignore-all lint/safety/avoidWideLockWindow: the three tables change together, see below
-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: the same
-- ^ Each ALTER only writes the catalog (nullable columns without a default,
--   NOT VALID checks), so each lock is held for milliseconds; and the three
--   belong in one transaction, because one verdict reads all three. The lock
--   timeout bounds the wait for each lock: a busy table makes the whole
--   migration fail and roll back, to be run again.

-- A visitor's lead that looks like spam is held: stored, with held_at and
-- held_reason set, and the visitor sees the usual success (the insert
-- succeeds), but nobody is notified or acknowledged until an admin releases
-- it (release_held_lead, which sends the follow-up then) or discards it
-- (discard_held_lead). Nothing is lost: a real enquiry caught by mistake
-- waits in the admin's Held view. The honeypot (spam_trap) stays as it was.
-- The booth's event_leads are taken by staff and are never held.
--
-- Every rule is in private.spam_verdict, held to a corpus of real spam and
-- real enquiries by tests/backend/spam-verdict.test.ts:
-- - too_many_links: more than 3 links in what the visitor wrote (name,
--   company, message or cover letter). A link is an http(s):// or www.
--   address, or a bare domain under a common top-level domain (acme.io);
--   the domain of an e-mail address is no link.
-- - mostly_links: links are more than half of the message's words, so a
--   sentence with a LinkedIn URL passes, a message that is only a URL not.
-- - repeated_content: the same message (lower-cased, spaces collapsed) was
--   stored in the same table within 24 hours, by anyone; for applications,
--   for the same position (one letter for both internships is fine). Only
--   messages of 100 characters or more: short ones ("Please call me back.")
--   repeat between real people.
-- - too_many_from_address: more than 5 leads a minute from one client
--   address: the sixth within a minute and later ones are held. Leads of
--   the three tables count; booth leads neither count nor are held (a
--   tablet replays its offline queue in bursts).
--
-- The client address. PostgREST hands SQL the request's headers as JSON
-- with lower-cased names (current_setting('request.headers')). Hosted
-- Supabase sits behind Cloudflare, which sets cf-connecting-ip to the
-- address that connected to it, overwriting any the client sent: that is
-- the one to trust. x-forwarded-for is a list every proxy appends to, so its
-- first entry is whatever the client wrote (the Supabase docs' split_part(…,
-- 1) is spoofable; supabase discussion #34647 shows it); only the last entry,
-- the one the gateway in front of PostgREST appended, is the gateway's own
-- word. So: cf-connecting-ip, else the last entry of x-forwarded-for (a
-- gateway without Cloudflare, like the CLI's Kong or the embedded backend,
-- which appends the socket's address as Kong does). The loopback address is
-- the machine itself: on the embedded backend, the developer and the test
-- suites, whom the rate rule would hold; hosted, no visitor arrives from it.
--
-- The address is personal data, so only a salted SHA-256 of it is stored
-- (client_hash), with an index that counts a client's last minute without a
-- scan. The salt is random per database and lives in the private schema.

set local lock_timeout = '2s';

-- Who may do what with the new columns: visitors neither set (the screen
-- trigger refuses it) nor read them (no select for anon, no row for a
-- non-admin); admins read them with the row and change them only through the
-- two functions below. NOT VALID: the columns are new, so every existing row
-- holds null, which the checks pass.
alter table public.consultations
  add column held_at timestamptz,
  add column held_reason text,
  add column client_hash text,
  add constraint consultations_held_reason_known check (
    held_reason in ('too_many_links', 'mostly_links', 'repeated_content', 'too_many_from_address')
  ) not valid,
  add constraint consultations_held_with_reason check (
    (held_at is null) = (held_reason is null)
  ) not valid;

alter table public.contact_submissions
  add column held_at timestamptz,
  add column held_reason text,
  add column client_hash text,
  add constraint contact_submissions_held_reason_known check (
    held_reason in ('too_many_links', 'mostly_links', 'repeated_content', 'too_many_from_address')
  ) not valid,
  add constraint contact_submissions_held_with_reason check (
    (held_at is null) = (held_reason is null)
  ) not valid;

alter table public.job_applications
  add column held_at timestamptz,
  add column held_reason text,
  add column client_hash text,
  add constraint job_applications_held_reason_known check (
    held_reason in ('too_many_links', 'mostly_links', 'repeated_content', 'too_many_from_address')
  ) not valid,
  add constraint job_applications_held_with_reason check (
    (held_at is null) = (held_reason is null)
  ) not valid;

create table private.client_hash_salt (
  salt text not null
);
insert into private.client_hash_salt (salt)
values (gen_random_uuid()::text || gen_random_uuid()::text);
revoke all on table private.client_hash_salt from public, anon, authenticated;

-- The address the request came from, as the comment above explains; null
-- outside a request (migrations, the service role's scripts).
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(substring(headers ->> 'x-forwarded-for' from '[^,]*$')), '')
  )
  from (select nullif(current_setting('request.headers', true), '')::json as headers) as request
$$;

create function private.client_hash(address text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to(s.salt || address, 'UTF8')), 'hex')
  from private.client_hash_salt as s
$$;

-- A message as the repeat rule compares it, hashed to fit an index; null for
-- one too short to count. Index maintenance runs it as the inserting visitor,
-- so it keeps the default execute grant (it reads nothing).
create function private.message_fingerprint(message text)
returns text
language sql
immutable
set search_path = ''
as $$
  select md5(normalised)
  from (
    select lower(btrim(regexp_replace(
      message,
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+',
      ' ',
      'g'
    ))) as normalised
  ) as message_text
  where char_length(normalised) >= 100
$$;

-- Null for a lead that looks real, else why it looks like spam. `lead` is
-- the row as JSON (only its name, full_name, company, message, cover_letter
-- and position are read); `client_address` the raw address, or null.
create function private.spam_verdict(lead_table text, lead jsonb, client_address text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  link constant text := '(https?://|www\.)[^\s<>"''()\[\]{}]+'
    '|(?<![\w@./-])[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*'
    '\.(com|net|org|info|biz|io|co|ai|app|dev|me|ru|cn|xyz|top|online|site|shop|store|club'
    '|live|link|click|pro|vip|win|bid|loan|work|tech|website|space|fun|today|ly|cc|su|pw|us|uk|in|de)'
    '(?![\w-])(/[^\s<>"''()\[\]{}]*)?';
  message text := coalesce(lead ->> 'message', lead ->> 'cover_letter');
  written text := concat_ws(' ', lead ->> 'name', lead ->> 'full_name', lead ->> 'company', message);
  fingerprint text := private.message_fingerprint(message);
  client text := private.client_hash(client_address);
  words integer;
  link_words integer;
  recent bigint;
begin
  if regexp_count(written, link, 1, 'i') > 3 then
    return 'too_many_links';
  end if;

  select count(*), count(*) filter (where word ~* link)
  into words, link_words
  from regexp_split_to_table(
    message, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
  ) as word
  where word <> '';
  if link_words * 2 > words then
    return 'mostly_links';
  end if;

  if fingerprint is not null and exists (
    select from public.consultations as c
    where lead_table = 'consultations' and private.message_fingerprint(c.message) = fingerprint
      and c.created_at > now() - interval '24 hours'
    union all
    select from public.contact_submissions as s
    where lead_table = 'contact_submissions' and private.message_fingerprint(s.message) = fingerprint
      and s.created_at > now() - interval '24 hours'
    union all
    select from public.job_applications as a
    where lead_table = 'job_applications' and private.message_fingerprint(a.cover_letter) = fingerprint
      and a.position = lead ->> 'position' and a.created_at > now() - interval '24 hours'
  ) then
    return 'repeated_content';
  end if;

  if client is not null and client_address !~ '^(127\.|::1$|::ffff:127\.)' then
    select
      (select count(*) from public.consultations as c
        where c.client_hash = client and c.created_at > now() - interval '1 minute')
      + (select count(*) from public.contact_submissions as s
        where s.client_hash = client and s.created_at > now() - interval '1 minute')
      + (select count(*) from public.job_applications as a
        where a.client_hash = client and a.created_at > now() - interval '1 minute')
    into recent;
    if recent >= 5 then
      return 'too_many_from_address';
    end if;
  end if;
  return null;
end;
$$;

-- Screens a visitor's lead before it is stored: records the client's hash
-- and holds the lead on a verdict. Named to run after normalise_text
-- (triggers run in name order), so the verdict reads the trimmed text. Leads
-- the service role writes (imports, demo data, fixtures) are not screened.
-- A lock per client makes concurrent leads from one address count each
-- other, so a burst sent in parallel is held like one sent in a row.
create function private.screen_spam()
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
  reason := private.spam_verdict(tg_table_name, to_jsonb(new), address);
  if reason is not null then
    new.held_at := now();
    new.held_reason := reason;
  end if;
  return new;
end;
$$;

create trigger screen_spam before insert on public.consultations
  for each row execute function private.screen_spam();
create trigger screen_spam before insert on public.contact_submissions
  for each row execute function private.screen_spam();
create trigger screen_spam before insert on public.job_applications
  for each row execute function private.screen_spam();

-- The follow-up of a new lead, now in one place for the insert trigger and
-- the release: a staff mail, a webhook and the visitor's acknowledgement (a
-- booth lead's only with consent); nothing for a lead whose spam trap was
-- filled; never twice (the unique constraint).
create function private.enqueue_lead_follow_up(source_table text, lead jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.lead_notifications (lead_table, lead_id, channel, recipient)
  select source_table, (lead ->> 'id')::uuid, channel,
    case when channel = 'acknowledgement' then lower(lead ->> 'email') end
  from unnest(array['staff_email', 'webhook', 'acknowledgement']) as channel
  where coalesce(lead ->> 'spam_trap', '') = ''
    and (channel <> 'acknowledgement' or coalesce((lead ->> 'consent')::boolean, true))
  on conflict on constraint lead_notifications_one_per_channel do nothing
$$;

-- As before (visitors' leads only), and a held lead notifies nobody.
create or replace function private.enqueue_lead_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(new);
begin
  if lead ->> 'held_at' is null
    and coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
      in ('anon', 'authenticated') then
    perform private.enqueue_lead_follow_up(tg_table_name, lead);
  end if;
  return null;
end;
$$;

-- The admin's Held view lists held leads newest first.
create index consultations_held_newest_idx on public.consultations (created_at desc, id desc)
  where held_at is not null;
create index contact_submissions_held_newest_idx
  on public.contact_submissions (created_at desc, id desc) where held_at is not null;
create index job_applications_held_newest_idx
  on public.job_applications (created_at desc, id desc) where held_at is not null;

create index consultations_client_recent_idx on public.consultations (client_hash, created_at)
  where client_hash is not null;
create index contact_submissions_client_recent_idx
  on public.contact_submissions (client_hash, created_at) where client_hash is not null;
create index job_applications_client_recent_idx
  on public.job_applications (client_hash, created_at) where client_hash is not null;

create index consultations_message_fingerprint_idx
  on public.consultations (private.message_fingerprint(message), created_at)
  where private.message_fingerprint(message) is not null;
create index contact_submissions_message_fingerprint_idx
  on public.contact_submissions (private.message_fingerprint(message), created_at)
  where private.message_fingerprint(message) is not null;
create index job_applications_cover_letter_fingerprint_idx
  on public.job_applications (private.message_fingerprint(cover_letter), created_at)
  where private.message_fingerprint(cover_letter) is not null;

-- An admin's "Release": the hold is cleared and the follow-up goes out now,
-- once (a lead no longer held cannot be released again). "Discard" deletes a
-- held lead; an application's résumé then goes with the orphan sweep
-- (public.orphan_resumes). Definer functions in private, as
-- retry_lead_notification: admins need no update or delete grant on the
-- tables, and the exposed functions only call them.
create function private.release_held_lead(lead_table text, lead_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'only admins can release a held lead' using errcode = '42501';
  end if;
  if lead_table not in ('consultations', 'contact_submissions', 'job_applications') then
    raise exception 'There is no lead table called %', lead_table using errcode = '22023';
  end if;
  execute format(
    'update public.%I as l set held_at = null, held_reason = null
     where l.id = $1 and l.held_at is not null returning to_jsonb(l)',
    lead_table
  ) into lead using lead_id;
  if lead is null then
    raise exception 'no held lead % in %', lead_id, lead_table using errcode = 'P0002';
  end if;
  perform private.enqueue_lead_follow_up(lead_table, lead);
  perform private.wake_lead_dispatcher();
end;
$$;

create function private.discard_held_lead(lead_table text, lead_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  discarded integer;
begin
  if not (select private.is_admin()) then
    raise exception 'only admins can discard a held lead' using errcode = '42501';
  end if;
  if lead_table not in ('consultations', 'contact_submissions', 'job_applications') then
    raise exception 'There is no lead table called %', lead_table using errcode = '22023';
  end if;
  execute format('delete from public.%I as l where l.id = $1 and l.held_at is not null', lead_table)
    using lead_id;
  get diagnostics discarded = row_count;
  if discarded = 0 then
    raise exception 'no held lead % in %', lead_id, lead_table using errcode = 'P0002';
  end if;
end;
$$;

create function public.release_held_lead(lead_table text, lead_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.release_held_lead(lead_table, lead_id)
$$;

create function public.discard_held_lead(lead_table text, lead_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.discard_held_lead(lead_table, lead_id)
$$;

revoke all on function private.client_address() from public, anon, authenticated;
revoke all on function private.client_hash(text) from public, anon, authenticated;
revoke all on function private.spam_verdict(text, jsonb, text) from public, anon, authenticated;
revoke all on function private.screen_spam() from public, anon, authenticated;
revoke all on function private.enqueue_lead_follow_up(text, jsonb) from public, anon, authenticated;
revoke all on function private.release_held_lead(text, uuid) from public, anon;
revoke all on function private.discard_held_lead(text, uuid) from public, anon;
revoke all on function public.release_held_lead(text, uuid) from public, anon;
revoke all on function public.discard_held_lead(text, uuid) from public, anon;
grant execute on function private.release_held_lead(text, uuid) to authenticated;
grant execute on function private.discard_held_lead(text, uuid) to authenticated;
grant execute on function public.release_held_lead(text, uuid) to authenticated;
grant execute on function public.discard_held_lead(text, uuid) to authenticated;
