-- One registry of lead tables. Until now each lead kind's table was wired by
-- hand across a dozen migrations: the text trigger, the notifications, the
-- dispatcher's wake-up, two audit triggers and spam screening each listed the
-- tables again, and forgetting one failed silently (a kind nobody is told
-- about, changes nobody audits). Now a table is attached once, by
-- private.attach_lead_table, which registers it and installs every trigger
-- family; the checks and the spam rules read the registry instead of naming
-- the tables. supabase/tests/database/lead-table-registry.test.sql fails when
-- a registered table lacks a family or its retention period, and
-- tests/backend/lead-table-registry.test.ts when a lead kind of
-- src/shared/leads has no registered table.

set local lock_timeout = '2s';

-- The registry ------------------------------------------------------------------

-- One row per lead table: `relation` is the table itself, `lead_table` its
-- name as the follow-up, the audit trail and the retention periods store it
-- (public.lead_notifications.lead_table and public.lead_retention.lead_table
-- reference it). A regclass column survives pg_upgrade and a dump (which
-- writes it as the qualified name).
--
-- `screened`: a visitor's lead is screened for spam and held
-- (20261126000400_hold_spam.sql): the table has held_at, held_reason and
-- client_hash. The booth's event_leads are taken by staff and never held.
-- `message_column`: what the visitor wrote in their own words, which the
-- content rules of private.spam_verdict read (null: only the name and company
-- are read); `repeat_scope`: a column that a repeated message must also
-- share to count (an application's position: one letter for two positions is
-- fine). The retention period stays in public.lead_retention, where admins
-- change it.
create table private.lead_tables (
  relation regclass primary key,
  lead_table text not null,
  screened boolean not null,
  message_column text,
  repeat_scope text,
  constraint lead_tables_lead_table_key unique (lead_table),
  constraint lead_tables_repeat_needs_message check (repeat_scope is null or message_column is not null)
);

revoke all on table private.lead_tables from public, anon, authenticated, service_role;

-- Attaching a table -------------------------------------------------------------

-- Registers a table in public and installs every trigger family a lead table
-- has, under the names and with the timing the four tables had (triggers of
-- one timing fire in name order: normalise_text before screen_spam, both
-- before a kind's own triggers such as verify_booth_device):
--   normalise_text              before insert or update, row  private.normalise_lead_text
--   screen_spam (screened only) before insert, row            private.screen_spam
--   enqueue_notifications       after insert, row             private.enqueue_lead_notifications
--   wake_dispatcher             after insert, statement       private.wake_lead_dispatcher_after_insert
--   <table>_audit               after update, row             private.audit_lead_change
--   <table>_audit_discard       after delete, row             private.audit_held_discard
-- A kind's own triggers (a booking's times, a booth's device, a résumé's file)
-- stay in the kind's migration. The table needs id, email and created_at (the
-- follow-up, data rights and the purge read them), search_text (the admin's
-- search), and held_at, held_reason and client_hash when screened. A new table
-- gives its retention period in months; attaching again keeps the period an
-- admin may have changed, and replaces the triggers and the registry row, so
-- it can be run again after a change here.
create function private.attach_lead_table(
  lead regclass,
  retention_months integer default null,
  screened boolean default true,
  message_column text default null,
  repeat_scope text default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  table_name text;
  missing text;
begin
  select c.relname into table_name
    from pg_catalog.pg_class as c
   where c.oid = lead and c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p');
  if table_name is null then
    raise exception '% is not a table in the public schema', lead using errcode = '22023';
  end if;
  if octet_length(table_name) > 63 - octet_length('_audit_discard') then
    raise exception 'The name % is too long for its audit triggers', table_name using errcode = '22023';
  end if;

  select string_agg(required.column_name, ', ' order by required.ordinal) into missing
    from unnest(
      array['id', 'email', 'created_at', 'search_text']
        || case when screened then array['held_at', 'held_reason', 'client_hash'] else '{}' end
        || array_remove(array[message_column, repeat_scope], null)
    ) with ordinality as required (column_name, ordinal)
   where not exists (
     select from pg_catalog.pg_attribute as a
      where a.attrelid = lead and a.attname = required.column_name
        and a.attnum > 0 and not a.attisdropped
   );
  if missing is not null then
    raise exception 'A lead table needs the columns %; % has no %',
      'id, email, created_at, search_text'
        || case when screened then ', held_at, held_reason, client_hash' else '' end,
      table_name, missing
      using errcode = '42703';
  end if;

  insert into private.lead_tables (relation, lead_table, screened, message_column, repeat_scope)
  values (lead, table_name, screened, message_column, repeat_scope)
  on conflict on constraint lead_tables_pkey do update
    set lead_table = excluded.lead_table, screened = excluded.screened,
        message_column = excluded.message_column, repeat_scope = excluded.repeat_scope;

  insert into public.lead_retention (lead_table, months)
  select table_name, retention_months
   where retention_months is not null
  on conflict (lead_table) do nothing;
  if not exists (select from public.lead_retention as r where r.lead_table = table_name) then
    raise exception using errcode = '22023', message = format(
      'Give %s a retention period: attach_lead_table(%L, retention_months => …)', table_name, lead);
  end if;

  execute format(
    'create or replace trigger normalise_text before insert or update on %s '
      'for each row execute function private.normalise_lead_text()', lead);
  if screened then
    execute format(
      'create or replace trigger screen_spam before insert on %s '
        'for each row execute function private.screen_spam()', lead);
  else
    execute format('drop trigger if exists screen_spam on %s', lead);
  end if;
  execute format(
    'create or replace trigger enqueue_notifications after insert on %s '
      'for each row execute function private.enqueue_lead_notifications()', lead);
  execute format(
    'create or replace trigger wake_dispatcher after insert on %s '
      'for each statement execute function private.wake_lead_dispatcher_after_insert()', lead);
  execute format(
    'create or replace trigger %I after update on %s '
      'for each row execute function private.audit_lead_change()', table_name || '_audit', lead);
  execute format(
    'create or replace trigger %I after delete on %s '
      'for each row execute function private.audit_held_discard()',
    table_name || '_audit_discard', lead);
end;
$$;

revoke all on function private.attach_lead_table(regclass, integer, boolean, text, text)
  from public, anon, authenticated, service_role;

-- The discard's audit, as before (20261126000600_admins_at_aal2.sql), read
-- from the row as JSON so that every lead table can carry it: a table that
-- never holds a lead simply never writes one.
create or replace function private.audit_held_discard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead jsonb := to_jsonb(old);
begin
  if lead ->> 'held_at' is not null then
    perform private.write_audit(
      'lead_discard', tg_table_name, old.id, jsonb_build_object('reason', lead ->> 'held_reason')
    );
  end if;
  return null;
end;
$$;

-- The four tables, attached as every later one is. Their periods exist already.
select private.attach_lead_table('public.consultations', message_column => 'message');
select private.attach_lead_table('public.contact_submissions', message_column => 'message');
select private.attach_lead_table(
  'public.job_applications', message_column => 'cover_letter', repeat_scope => 'position'
);
select private.attach_lead_table('public.event_leads', screened => false);

-- The spam verdict reads the registry ------------------------------------------

-- As before (20261126000400_hold_spam.sql), with the tables, their message
-- column and the repeat's scope from the registry: a repeat is looked for in
-- the lead's own table, the rate counts the leads of every screened table.
-- Each query names the column its index was built on (message_fingerprint of
-- the message column; client_hash, created_at).
create or replace function private.spam_verdict(lead_table text, lead jsonb, client_address text)
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
  kind private.lead_tables;
  message text;
  written text;
  fingerprint text;
  client text := private.client_hash(client_address);
  words integer;
  link_words integer;
  repeated boolean;
  screened_table regclass;
  recent bigint := 0;
  table_recent bigint;
begin
  select t.* into kind from private.lead_tables as t where t.lead_table = spam_verdict.lead_table;
  message := lead ->> kind.message_column;
  written := concat_ws(' ', lead ->> 'name', lead ->> 'full_name', lead ->> 'company', message);
  fingerprint := private.message_fingerprint(message);

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

  if fingerprint is not null then
    execute format(
      'select exists (select from %s as t where private.message_fingerprint(t.%I) = $1 '
        'and t.created_at > now() - interval ''24 hours''%s)',
      kind.relation, kind.message_column,
      case when kind.repeat_scope is not null
        then format(' and t.%I::text = $2 ->> %L', kind.repeat_scope, kind.repeat_scope)
        else ''
      end
    ) into repeated using fingerprint, lead;
    if repeated then
      return 'repeated_content';
    end if;
  end if;

  if client is not null and client_address !~ '^(127\.|::1$|::ffff:127\.)' then
    for screened_table in select t.relation from private.lead_tables as t where t.screened loop
      execute format(
        'select count(*) from %s as t where t.client_hash = $1 '
          'and t.created_at > now() - interval ''1 minute''',
        screened_table
      ) into table_recent using client;
      recent := recent + table_recent;
    end loop;
    if recent >= 5 then
      return 'too_many_from_address';
    end if;
  end if;
  return null;
end;
$$;

-- Held leads: the tables that hold them are the screened ones ----------------

-- The three functions as before (20261126000400_hold_spam.sql,
-- 20261128000100_stop_mail_relay.sql), asking the registry which tables hold
-- leads instead of naming three.
create or replace function private.held_leads(lead_table text)
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
  if not exists (
    select from private.lead_tables as t where t.lead_table = held_leads.lead_table and t.screened
  ) then
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

create or replace function private.release_held_lead(lead_table text, lead_id uuid)
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
  if not exists (
    select from private.lead_tables as t
     where t.lead_table = release_held_lead.lead_table and t.screened
  ) then
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

create or replace function private.discard_held_lead(lead_table text, lead_id uuid)
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
  if not exists (
    select from private.lead_tables as t
     where t.lead_table = discard_held_lead.lead_table and t.screened
  ) then
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

-- The checks read the registry --------------------------------------------------

-- The checks that listed the four tables become foreign keys to the registry:
-- a CHECK cannot read a table, and a foreign key also refuses to unregister a
-- table that still has notifications or a period. NOT VALID, so no scan of
-- lead_notifications holds its lock: every existing row passed the checks they
-- replace, which listed exactly the four tables registered above. New and
-- changed rows are checked. lead_notifications' unique (lead_table, lead_id,
-- channel) indexes the referencing column.
alter table public.lead_notifications
  drop constraint lead_notifications_lead_table_check,
  add constraint lead_notifications_lead_table_registered foreign key (lead_table)
    references private.lead_tables (lead_table) not valid;

-- pgt-ignore lint/safety/avoidWideLockWindow: both ALTERs only write the catalog (milliseconds each)
-- pgt-ignore lint/safety/runningStatementWhileHoldingAccessExclusive: the same; the last statement
alter table public.lead_retention
  drop constraint lead_retention_lead_table_known,
  add constraint lead_retention_lead_table_registered foreign key (lead_table)
    references private.lead_tables (lead_table) not valid;
