-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: one catalog-only ALTER
-- ^ Adding a nullable column without a default writes only the catalog, so
--   the lock is held for milliseconds; the lock timeout bounds the wait.

-- Résumés on the open internet (issue 40, item 4). Before this, anyone could
-- upload 5 MB files into fresh folders without limit, and only the page
-- checked what a file was. Now:
-- - an upload is granted first (public.request_resume_upload): at most 10 a
--   client address per 10 minutes (loopback included), PDF or Word (.docx)
--   only, 5 MB at most; storage.objects' insert policy admits only a granted
--   name, so Storage's signed upload URL (createSignedUploadUrl, whose
--   permission test is that insert) and a plain upload both need a grant;
-- - a file is checked by its bytes (supabase/functions/_shared/storage/
--   resume-content.ts, run by the sweep) before any admin may read it: the
--   admins' select policy joins public.resume_checks;
-- - a file that fails is removed, and its application says why
--   (job_applications.resume_problem).

set local lock_timeout = '2s';

-- Legacy .doc is no longer taken: it carries macros unseen.
update storage.buckets
set allowed_mime_types = array[
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
]
where id = 'resumes';

-- Upload grants: one row per object name granted, with the client's salted
-- address hash (private.client_hash) to count its last 10 minutes. Only the
-- definer function below reads or writes it.
create table private.resume_upload_grants (
  object_name text primary key,
  client_hash text,
  granted_at timestamptz not null default now()
);
create index resume_upload_grants_client on private.resume_upload_grants (client_hash, granted_at);
revoke all on table private.resume_upload_grants from public, anon, authenticated;

-- The budget, one row: 10 grants per client address per 10 minutes. The
-- switch for a test suite that uploads more from loopback is to raise it in
-- its own database (docs/trust.md); nothing in the API can change it.
create table private.resume_upload_budget (
  one_row boolean primary key default true check (one_row),
  per_client integer not null default 10 check (per_client > 0),
  per_window interval not null default interval '10 minutes'
);
insert into private.resume_upload_budget default values;
revoke all on table private.resume_upload_budget from public, anon, authenticated;

-- Grants an upload of `object_name` (`<application id>/<name>.pdf|.docx`) of
-- this type and size. Asking again for a name already granted (a replay whose
-- answer was lost) costs nothing. Refusals: PT429 (PostgREST answers 429)
-- past the budget, 22023 for a type, size or name the bucket would not keep.
create function resume_access.grant_upload(object_name text, content_type text, size_bytes integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client text := private.client_hash(coalesce(private.client_address(), 'unknown'));
  extension text := coalesce(substring(object_name from '\.([a-z]+)$'), '');
  budget record;
begin
  if extension is distinct from (
    select t.extension from (
      values
        ('application/pdf', 'pdf'),
        ('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx')
    ) as t (content_type, extension)
    where t.content_type = grant_upload.content_type
  ) then
    raise exception 'A résumé must be a PDF or Word (.docx) file' using errcode = '22023';
  end if;
  if size_bytes is null or size_bytes < 1 or size_bytes > 5242880 then
    raise exception 'A résumé must be 5 MB or smaller' using errcode = '22023';
  end if;
  if not resume_access.folder_is_new(object_name) then
    -- Taken: Storage's own refusal will say so; nothing to grant or count.
    return;
  end if;
  if exists (select from private.resume_upload_grants as g where g.object_name = grant_upload.object_name) then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('resume_upload_grants:' || client));
  select b.per_client, b.per_window into budget from private.resume_upload_budget as b;
  if (
    select count(*) from private.resume_upload_grants as g
    where g.client_hash = client and g.granted_at > now() - budget.per_window
  ) >= budget.per_client then
    raise exception 'Too many résumés from this address. Please try again in 10 minutes'
      using errcode = 'PT429';
  end if;
  insert into private.resume_upload_grants (object_name, client_hash)
  values (grant_upload.object_name, client);
  delete from private.resume_upload_grants as g where g.granted_at < now() - interval '1 day';
end;
$$;

create function public.request_resume_upload(object_name text, content_type text, size_bytes integer)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select resume_access.grant_upload(object_name, content_type, size_bytes)
$$;

-- Whether this name was granted in the last 10 minutes (the signed URL is
-- asked for right after the grant) and its folder is still new.
create function resume_access.upload_granted(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select resume_access.folder_is_new(object_name)
    and exists (
      select from private.resume_upload_grants as g
      where g.object_name = upload_granted.object_name
        and g.granted_at > now() - interval '10 minutes'
    )
$$;

revoke all on function resume_access.grant_upload(text, text, integer) from public;
revoke all on function resume_access.upload_granted(text) from public;
grant execute on function resume_access.grant_upload(text, text, integer) to anon, authenticated;
grant execute on function resume_access.upload_granted(text) to anon, authenticated;
revoke all on function public.request_resume_upload(text, text, integer) from public;
grant execute on function public.request_resume_upload(text, text, integer) to anon, authenticated;

drop policy "Applicants upload a résumé once, into a new application's folder" on storage.objects;
create policy "Applicants upload a granted résumé once, into a new application's folder"
  on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'resumes' and resume_access.upload_granted(name));

-- What the sweep found in each file: passed, flagged (kept, with a warning
-- for the admin) or removed (with the reason). Written by the service role
-- only (the sweep); admins read it.
create table public.resume_checks (
  object_name text primary key,
  verdict text not null check (verdict in ('passed', 'flagged', 'removed')),
  reason text check (char_length(reason) <= 200),
  checked_at timestamptz not null default now(),
  check ((verdict = 'passed') = (reason is null))
);
alter table public.resume_checks enable row level security;
revoke all on table public.resume_checks from anon, authenticated;
grant select on table public.resume_checks to authenticated;
create policy "Admins read résumé checks"
  on public.resume_checks for select to authenticated
  using ((select private.is_admin()));

-- Admins read a résumé only once the sweep has passed or flagged it.
drop policy "Admins read résumés" on storage.objects;
create policy "Admins read checked résumés"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'resumes'
    and (select private.is_admin())
    and exists (
      select from public.resume_checks as c
      where c.object_name = objects.name and c.verdict in ('passed', 'flagged')
    )
  );

-- The application shows what the check found (null when the file passed or
-- is not checked yet): set on insert from an earlier check, and by
-- record_resume_check for a check after the row. A visitor's own value is
-- always replaced.
alter table public.job_applications add column resume_problem text;

-- Résumés not checked yet, oldest first, for the sweep (service role only);
-- also one found bad whose removal has not happened yet (the verdict is
-- recorded first, so an application stored meanwhile still says why).
create function public.unchecked_resumes(max_count integer)
returns table (name text, mimetype text, size integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select o.name, o.metadata ->> 'mimetype', (o.metadata ->> 'size')::integer
  from storage.objects as o
  where o.bucket_id = 'resumes'
    and not exists (
      select from public.resume_checks as c
      where c.object_name = o.name and c.verdict <> 'removed'
    )
  order by o.created_at
  limit max_count
$$;

-- The sweep records a verdict; the application (if stored) shows a problem.
create function private.record_resume_check(object_name text, verdict text, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.resume_checks (object_name, verdict, reason)
  values (object_name, verdict, reason)
  on conflict on constraint resume_checks_pkey
  do update set verdict = excluded.verdict, reason = excluded.reason, checked_at = now();
  update public.job_applications as a
  set resume_problem = reason
  where a.resume_path = record_resume_check.object_name;
end;
$$;

create function public.record_resume_check(object_name text, verdict text, reason text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.record_resume_check(object_name, verdict, reason)
$$;

revoke all on function public.unchecked_resumes(integer) from public, anon, authenticated;
grant execute on function public.unchecked_resumes(integer) to service_role;
revoke all on function private.record_resume_check(text, text, text) from public, anon, authenticated;
grant execute on function private.record_resume_check(text, text, text) to service_role;
revoke all on function public.record_resume_check(text, text, text) from public, anon, authenticated;
grant execute on function public.record_resume_check(text, text, text) to service_role;

-- Check results outlive their file only as long as needed: a removed file's
-- verdict a day (its application, stored meanwhile, carries the reason
-- itself), any other not at all (an erasure or the orphan rule took it). The
-- sweep calls this after its removals (service role only).
create function public.forget_resume_checks()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with forgotten as (
    delete from public.resume_checks as c
    where not exists (
        select from storage.objects as o where o.bucket_id = 'resumes' and o.name = c.object_name
      )
      and (c.verdict <> 'removed' or c.checked_at < now() - interval '1 day')
    returning 1
  )
  select count(*)::integer from forgotten
$$;

revoke all on function public.forget_resume_checks() from public, anon, authenticated;
grant execute on function public.forget_resume_checks() to service_role;

-- A row names a file that is there, or one the check removed (the
-- application is kept, and says why); it carries the check's problem.
create or replace function private.check_resume_uploaded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed_because text;
begin
  if new.resume_path is null then
    new.resume_problem := null;
    return new;
  end if;
  select c.reason into removed_because
  from public.resume_checks as c
  where c.object_name = new.resume_path and c.verdict = 'removed';
  if removed_because is null and not exists (
    select from storage.objects as o
    where o.bucket_id = 'resumes' and o.name = new.resume_path
  ) then
    raise exception 'The résumé % was not uploaded', new.resume_path
      using errcode = '23503', constraint = 'job_applications_resume_uploaded';
  end if;
  new.resume_problem := (
    select c.reason from public.resume_checks as c where c.object_name = new.resume_path
  );
  return new;
end;
$$;
