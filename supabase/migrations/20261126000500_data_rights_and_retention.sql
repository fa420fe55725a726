-- Data rights by e-mail address, and retention.
--
-- "Find a person": an admin looks an address up across every lead kind and
-- either exports all of it as one JSON document (export_person) or erases it
-- (erase_person): the leads, their notifications (queued or not), their
-- booking links and their résumé files. Retention: each kind is kept for a
-- number of months from when it arrived (public.lead_retention, seeded with
-- the defaults the privacy policy states, src/shared/retention.ts), and
-- purge_expired_leads deletes what is older, daily: pg_cron on hosted
-- Supabase, the embedded backend's timer locally (supabase/local/lead-retention.ts).
--
-- Every one of these is recorded in the audit trail, which never holds the
-- address: an export or erasure keeps a salted SHA-256 of it, with a salt
-- random per database that never leaves the private schema. Who, when (the
-- entry's actor and time) and how many (its detail).
--
-- They act on personal data wholesale, so they ask more than is_admin(): an
-- admin whose session passed a second factor (the JWT's aal is aal2). The
-- lead kinds they cover are lead_retention's rows, one per lead table (a
-- pgTAP test holds the two together), so a new kind cannot be forgotten by
-- one of them and not the others.

set local lock_timeout = '2s';

-- An admin at aal2 -------------------------------------------------------------

-- The aal claim is GoTrue's (hosted and the embedded stand-in alike); a token
-- without one counts as aal1. Strictly true or false, so that `if not ...`
-- never meets a null. Policies call it as `(select private.is_admin_at_aal2())`.
create function private.is_admin_at_aal2()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false) and private.is_admin()
$$;

revoke all on function private.is_admin_at_aal2() from public, anon;
grant execute on function private.is_admin_at_aal2() to authenticated;

-- The audit trail's new actions -------------------------------------------------

-- person_export, person_erasure, retention_change and retention_purge join the
-- actions the constraint allows. The list is read from the constraint itself
-- and extended, rather than written out again, so that actions another
-- migration added before this one stay allowed. Every existing row passes the
-- longer list, so the check is added valid. Written as `action in (...)`,
-- which Postgres stores in the form it had, so the next migration can extend
-- it the same way.
do $$
declare
  definition text;
  actions text[];
begin
  select pg_get_constraintdef(c.oid) into definition
    from pg_constraint as c
   where c.conrelid = 'public.audit_log'::regclass and c.conname = 'audit_log_action_known';
  if definition is null
    or definition !~ '^CHECK \(\(action = ANY \(ARRAY\[(''[a-z_]+''::text(, )?)+\]\)\)\)$' then
    raise exception 'audit_log_action_known is not a list of actions: %', definition;
  end if;
  select array_agg(action order by first_seen) into actions
    from (
      select action, min(ordinal) as first_seen
        from unnest(
          array(select m[1] from regexp_matches(definition, '''([a-z_]+)''', 'g') as m)
            || array['person_export', 'person_erasure', 'retention_change', 'retention_purge']
        ) with ordinality as listed (action, ordinal)
       group by action
    ) as known;
  execute format(
    'alter table public.audit_log drop constraint audit_log_action_known, '
      'add constraint audit_log_action_known check (action in (%s))',
    (select string_agg(format('%L', action), ', ' order by ordinal)
       from unnest(actions) with ordinality as listed (action, ordinal))
  );
end;
$$;

-- The address, and its salted hash --------------------------------------------

-- An address as the admin typed it, as lead tables compare it: trimmed as the
-- forms trim (the spaces private.normalise_lead_text removes) and lower-cased.
-- Leads keep the case the visitor typed; the functions compare lower(email).
create function private.person_address(email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := lower(regexp_replace(
    email,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  ));
begin
  if coalesce(address, '') = '' then
    raise exception 'Give the e-mail address to look for' using errcode = '22023';
  end if;
  return address;
end;
$$;

-- The salt of the audit trail's address hashes: random per database, read
-- only by the definer functions below (nothing is granted on it). A salt of
-- its own, not spam screening's, so neither hash can be matched to the other.
create table private.person_hash_salt (
  singleton boolean primary key default true,
  salt text not null,
  constraint person_hash_salt_one_row check (singleton)
);
insert into private.person_hash_salt (salt)
values (gen_random_uuid()::text || gen_random_uuid()::text);
revoke all on table private.person_hash_salt from public, anon, authenticated, service_role;

create function private.person_hash(address text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to(s.salt || address, 'UTF8')), 'hex')
  from private.person_hash_salt as s
$$;

-- Résumés of erased applications -----------------------------------------------

-- Only the Storage API removes a file: a SQL delete on storage.objects is
-- refused on hosted Storage, and would leave the bytes behind anyway. So
-- erasing or purging an application leaves its résumé without a row, and the
-- sweep (supabase/functions/_shared/storage/resume-sweep.ts, each minute)
-- removes it through the API. It would wait the hour it gives an upload
-- whose row may still be on its way; an application recorded here is gone
-- for good, so its files are returned at once. Only the application's id is
-- kept (the folder's name), never the file's name, which may carry the
-- person's; an entry goes once the sweep has emptied its folder (the next
-- erasure or daily purge clears it).
create table private.erased_resumes (
  application_id uuid primary key,
  erased_at timestamptz not null default now()
);
revoke all on table private.erased_resumes from public, anon, authenticated, service_role;
grant select on table private.erased_resumes to service_role;

-- As before, and the files of an erased application at once, whatever their age.
create or replace function public.orphan_resumes(older_than_minutes integer)
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select o.name
  from storage.objects as o
  cross join lateral (
    select case
      when split_part(o.name, '/', 1)
        ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then split_part(o.name, '/', 1)::uuid
    end as application_id
  ) as folder
  where o.bucket_id = 'resumes'
    and not exists (
      select from public.job_applications as a where a.id = folder.application_id
    )
    and (
      o.created_at < now() - make_interval(mins => older_than_minutes)
      or exists (
        select from private.erased_resumes as e where e.application_id = folder.application_id
      )
    )
  order by o.created_at
  limit 100
$$;

revoke all on function public.orphan_resumes(integer) from public, anon, authenticated;
grant execute on function public.orphan_resumes(integer) to service_role;

-- Deleting leads ----------------------------------------------------------------

-- Deletes the given leads of one kind with everything that refers to them:
-- their notifications (queued or not), their booking links, and for
-- applications, their résumé folders handed to the sweep. Returns what went:
-- {"rows": n, "lead_notifications": n, "booking_links": n, "resumes": [names]}.
-- The audit trail's entries about these leads stay: it is append-only, and
-- holds their ids, statuses and slots, never an address. Runs as the definer
-- functions below call it, as the tables' owner.
create function private.delete_leads(kind text, ids uuid[])
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
  notifications integer;
  links integer := 0;
  files text[] := '{}';
begin
  delete from public.lead_notifications as n
   where n.lead_table = kind and n.lead_id = any(ids);
  get diagnostics notifications = row_count;
  if kind = 'consultations' then
    delete from private.booking_links as l where l.consultation_id = any(ids);
    get diagnostics links = row_count;
  end if;
  if kind = 'job_applications' then
    select coalesce(array_agg(o.name order by o.name), '{}') into files
      from storage.objects as o
     where o.bucket_id = 'resumes' and split_part(o.name, '/', 1) = any(ids::text[]);
    insert into private.erased_resumes (application_id)
    select distinct split_part(file, '/', 1)::uuid from unnest(files) as file
    on conflict (application_id) do nothing;
  end if;
  execute format('delete from public.%I as t where t.id = any($1)', kind) using ids;
  get diagnostics deleted = row_count;
  return jsonb_build_object(
    'rows', deleted,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', to_jsonb(files)
  );
end;
$$;

-- Entries of private.erased_resumes whose folder the sweep has emptied.
create function private.forget_swept_resumes()
returns void
language sql
set search_path = ''
as $$
  delete from private.erased_resumes as e
  where not exists (
    select from storage.objects as o
    where o.bucket_id = 'resumes' and split_part(o.name, '/', 1) = e.application_id::text
  )
$$;

revoke all on function private.person_address(text) from public, anon, authenticated;
revoke all on function private.person_hash(text) from public, anon, authenticated;
revoke all on function private.delete_leads(text, uuid[]) from public, anon, authenticated;
revoke all on function private.forget_swept_resumes() from public, anon, authenticated;

-- Retention ---------------------------------------------------------------------

-- How long each lead kind is kept, in months from created_at. One row per lead
-- table, seeded with src/shared/retention.ts's defaults
-- (tests/backend/lead-retention.test.ts holds the two together). Admins at
-- aal2 read the periods and change `months`, and nothing else; each change is
-- recorded (retention_change). The service role keeps the platform's grants.
create table public.lead_retention (
  lead_table text primary key,
  months integer not null,
  updated_at timestamptz not null default now(),
  -- The admin who last changed it; null for the migration's defaults.
  updated_by uuid,
  constraint lead_retention_lead_table_known check (
    lead_table in ('consultations', 'contact_submissions', 'job_applications', 'event_leads')
  ),
  constraint lead_retention_months_range check (months between 1 and 120)
);

insert into public.lead_retention (lead_table, months) values
  ('consultations', 24),
  ('contact_submissions', 24),
  ('job_applications', 12),
  ('event_leads', 24);

alter table public.lead_retention enable row level security;

revoke all on table public.lead_retention from anon, authenticated;
grant select, update (months) on table public.lead_retention to authenticated;

create policy "Admins at aal2 can read retention periods"
  on public.lead_retention for select to authenticated
  using ((select private.is_admin_at_aal2()));

create policy "Admins at aal2 can change retention periods"
  on public.lead_retention for update to authenticated
  using ((select private.is_admin_at_aal2()))
  with check ((select private.is_admin_at_aal2()));

-- Stamps a change and records it, from and to. Definer: write_audit is no
-- one's to call directly.
create function private.record_retention_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  perform private.write_audit(
    'retention_change', new.lead_table, null,
    jsonb_build_object('from', old.months, 'to', new.months)
  );
  return new;
end;
$$;

revoke all on function private.record_retention_change() from public, anon, authenticated;

create trigger record_retention_change
before update on public.lead_retention
for each row when (old.months is distinct from new.months)
execute function private.record_retention_change();

-- Export and erasure ------------------------------------------------------------

-- Everything stored under one address, as one JSON document:
-- {"email", "exported_at", "leads": {<lead table>: [rows]},
--  "lead_notifications": [rows], "resumes": [{name, size, mimetype, created_at}]}.
-- Each lead in full but for search_text (a copy of its other columns) and
-- client_hash (a keyed hash of the network address, meaningless without the
-- database's secret salt). Recorded as person_export with the counts.
create function private.export_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  kind text;
  kind_rows jsonb;
  leads jsonb := '{}';
  counts jsonb := '{}';
  notifications jsonb;
  resumes jsonb;
begin
  if not private.is_admin_at_aal2() then
    raise exception 'Only an admin signed in with a second factor exports a person''s data'
      using errcode = '42501';
  end if;
  address := private.person_address(email);
  for kind in select r.lead_table from public.lead_retention as r order by r.lead_table loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(t) - ''search_text'' - ''client_hash''
                                 order by t.created_at, t.id), ''[]'')
         from public.%I as t where lower(t.email) = $1',
      kind
    ) into kind_rows using address;
    leads := leads || jsonb_build_object(kind, kind_rows);
    counts := counts || jsonb_build_object(kind, jsonb_array_length(kind_rows));
  end loop;

  select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at, n.id), '[]') into notifications
    from public.lead_notifications as n
    join (
      select k.key as lead_table, (r ->> 'id')::uuid as lead_id
        from jsonb_each(leads) as k, jsonb_array_elements(k.value) as r
    ) as lead on lead.lead_table = n.lead_table and lead.lead_id = n.lead_id;

  select coalesce(jsonb_agg(jsonb_build_object(
      'name', o.name,
      'size', o.metadata -> 'size',
      'mimetype', o.metadata ->> 'mimetype',
      'created_at', o.created_at
    ) order by o.name), '[]') into resumes
    from storage.objects as o
   where o.bucket_id = 'resumes'
     and split_part(o.name, '/', 1) in (
       select r ->> 'id' from jsonb_array_elements(leads -> 'job_applications') as r
     );

  perform private.write_audit('person_export', null, null, jsonb_build_object(
    'email_hash', private.person_hash(address),
    'rows', counts,
    'lead_notifications', jsonb_array_length(notifications),
    'resumes', jsonb_array_length(resumes)
  ));
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'leads', leads,
    'lead_notifications', notifications,
    'resumes', resumes
  );
end;
$$;

-- Erases everything stored under one address (private.delete_leads, per kind):
-- {"rows": {<lead table>: n}, "lead_notifications": n, "booking_links": n,
--  "resumes": [names]}, the résumés being the files the sweep removes next.
-- Recorded as person_erasure with the counts and the address's salted hash.
-- An erasure that found nothing is recorded too: the request was answered.
create function private.erase_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  kind text;
  ids uuid[];
  gone jsonb;
  counts jsonb := '{}';
  notifications integer := 0;
  links integer := 0;
  files jsonb := '[]';
begin
  if not private.is_admin_at_aal2() then
    raise exception 'Only an admin signed in with a second factor erases a person''s data'
      using errcode = '42501';
  end if;
  address := private.person_address(email);
  perform private.forget_swept_resumes();
  for kind in select r.lead_table from public.lead_retention as r order by r.lead_table loop
    execute format(
      'select coalesce(array_agg(t.id), ''{}'') from public.%I as t where lower(t.email) = $1',
      kind
    ) into ids using address;
    gone := private.delete_leads(kind, ids);
    counts := counts || jsonb_build_object(kind, gone -> 'rows');
    notifications := notifications + (gone ->> 'lead_notifications')::integer;
    links := links + (gone ->> 'booking_links')::integer;
    files := files || (gone -> 'resumes');
  end loop;

  perform private.write_audit('person_erasure', null, null, jsonb_build_object(
    'email_hash', private.person_hash(address),
    'rows', counts,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', jsonb_array_length(files)
  ));
  return jsonb_build_object(
    'rows', counts,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', files
  );
end;
$$;

-- Leads older than their kind's period, deleted as an erasure deletes
-- (private.delete_leads): {"months": {<lead table>: n}, "rows": {<lead table>: n},
-- "lead_notifications": n, "booking_links": n, "resumes": [names]}. Recorded as
-- retention_purge, with the periods applied and the counts, when it deleted
-- anything: a daily run that found nothing changed nothing, and pg_cron keeps
-- its own record of runs (cron.job_run_details). For the service role and the
-- cron job only.
create function private.purge_expired_leads()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  retention record;
  ids uuid[];
  gone jsonb;
  periods jsonb := '{}';
  counts jsonb := '{}';
  deleted integer := 0;
  notifications integer := 0;
  links integer := 0;
  files jsonb := '[]';
begin
  perform private.forget_swept_resumes();
  for retention in
    select r.lead_table, r.months from public.lead_retention as r order by r.lead_table
  loop
    execute format(
      'select coalesce(array_agg(t.id), ''{}'') from public.%I as t where t.created_at < $1',
      retention.lead_table
    ) into ids using now() - make_interval(months => retention.months);
    gone := private.delete_leads(retention.lead_table, ids);
    periods := periods || jsonb_build_object(retention.lead_table, retention.months);
    counts := counts || jsonb_build_object(retention.lead_table, gone -> 'rows');
    deleted := deleted + (gone ->> 'rows')::integer;
    notifications := notifications + (gone ->> 'lead_notifications')::integer;
    links := links + (gone ->> 'booking_links')::integer;
    files := files || (gone -> 'resumes');
  end loop;

  if deleted > 0 then
    perform private.write_audit('retention_purge', null, null, jsonb_build_object(
      'months', periods,
      'rows', counts,
      'lead_notifications', notifications,
      'booking_links', links,
      'resumes', jsonb_array_length(files)
    ));
  end if;
  return jsonb_build_object(
    'months', periods,
    'rows', counts,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', files
  );
end;
$$;

-- The REST API's face of the three: invoker functions in public, the work in
-- private (the schema lint forbids definer functions in exposed schemas).
create function public.export_person(email text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.export_person(email)
$$;

create function public.erase_person(email text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.erase_person(email)
$$;

create function public.purge_expired_leads()
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.purge_expired_leads()
$$;

revoke all on function private.export_person(text) from public, anon;
revoke all on function private.erase_person(text) from public, anon;
revoke all on function private.purge_expired_leads() from public, anon, authenticated;
grant execute on function private.export_person(text) to authenticated;
grant execute on function private.erase_person(text) to authenticated;
grant execute on function private.purge_expired_leads() to service_role;
revoke all on function public.export_person(text) from public, anon;
revoke all on function public.erase_person(text) from public, anon;
revoke all on function public.purge_expired_leads() from public, anon, authenticated;
grant execute on function public.export_person(text) to authenticated;
grant execute on function public.erase_person(text) to authenticated;
grant execute on function public.purge_expired_leads() to service_role;

-- Hosted: pg_cron purges daily at 03:17 UTC (off the hour, when every other
-- project's jobs start). Checked first, so the same migration applies where
-- pg_cron is missing (PGlite, CI's PostgreSQL): there the embedded backend
-- calls purge_expired_leads at start and every 24 hours.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    execute $sql$select cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()')$sql$;
  end if;
end;
$$;
