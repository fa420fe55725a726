-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: one catalog-only ALTER
-- ^ Adding a nullable column without a default and a NOT VALID check writes
--   only the catalog, so the lock is held for milliseconds; the lock timeout
--   bounds the wait for it.

-- An applicant may attach a résumé (src/shared/leads/resume.ts). It lives in
-- the private Storage bucket `resumes`, at `<application id>/<safe name>`: the
-- folder is the application's id, chosen on the device, so a replay writes
-- the same object, and the row's `resume_path` names it.
--
-- The page uploads first, then inserts the row; so a row never names a file
-- that is not there (job_applications_resume_uploaded), and a file waits
-- without its row only until the insert's retry lands.
--
-- Who may do what in the bucket, as Storage decides it from storage.objects'
-- row-level security (hosted and the embedded stand-in alike):
-- - visitors (anon, authenticated) may upload once, into the folder of an
--   application that has neither a file nor a row yet; no policy lets them
--   select, update or delete, so they cannot list, read, overwrite (upsert
--   needs update) or remove anything;
-- - admins may read (download, sign URLs, list);
-- - nobody else may do anything.

set local lock_timeout = '2s';

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'resumes',
  'resumes',
  false,
  5242880,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do update
set public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The path's shape as safeResumeName makes it: the id, a slash, a name of
-- safe characters ending in one of the three extensions. NOT VALID: the
-- column is new, so every existing row holds null.
alter table public.job_applications
  add column resume_path text,
  add constraint job_applications_resume_path_shape check (
    split_part(resume_path, '/', 1) = id::text
    and resume_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9_][A-Za-z0-9._-]{0,78}\.(pdf|doc|docx)$'
  ) not valid;

-- Definer functions that read what row-level security hides from visitors, in
-- a schema of their own as booking_access: anon may use it without reaching
-- `private`, and the REST API does not expose it.
create schema resume_access;
grant usage on schema resume_access to anon, authenticated;

-- Whether an upload into this application's folder is the first: no object
-- in the folder, no application with that id.
create function resume_access.folder_is_new(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select array_length(storage.foldername(object_name), 1) = 1
    and (storage.foldername(object_name))[1]
      ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and not exists (
      select from storage.objects as o
      where o.bucket_id = 'resumes'
        and (storage.foldername(o.name))[1] = (storage.foldername(object_name))[1]
    )
    and not exists (
      select from public.job_applications as a
      where a.id::text = (storage.foldername(object_name))[1]
    )
$$;

-- The size of a résumé uploaded for an application not yet stored, for a
-- replay whose upload found its path taken: the earlier attempt's upload
-- landed if the sizes match. Null once the application is stored (its insert
-- then answers 23505) or when there is no such object.
create function resume_access.pending_upload_size(object_name text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (o.metadata ->> 'size')::integer
  from storage.objects as o
  where o.bucket_id = 'resumes'
    and o.name = object_name
    and not exists (
      select from public.job_applications as a
      where a.id::text = (storage.foldername(object_name))[1]
    )
$$;

create function public.pending_resume_size(object_name text)
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select resume_access.pending_upload_size(object_name)
$$;

revoke all on function resume_access.folder_is_new(text) from public;
revoke all on function resume_access.pending_upload_size(text) from public;
grant execute on function resume_access.folder_is_new(text) to anon, authenticated;
grant execute on function resume_access.pending_upload_size(text) to anon, authenticated;
revoke all on function public.pending_resume_size(text) from public;
grant execute on function public.pending_resume_size(text) to anon, authenticated;

-- A row names only a file that is there.
create function private.check_resume_uploaded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.resume_path is not null and not exists (
    select from storage.objects as o
    where o.bucket_id = 'resumes' and o.name = new.resume_path
  ) then
    raise exception 'The résumé % was not uploaded', new.resume_path
      using errcode = '23503', constraint = 'job_applications_resume_uploaded';
  end if;
  return new;
end;
$$;

revoke all on function private.check_resume_uploaded() from public, anon, authenticated;

create trigger job_applications_resume_uploaded
before insert or update of resume_path on public.job_applications
for each row execute function private.check_resume_uploaded();

create policy "Applicants upload a résumé once, into a new application's folder"
  on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'resumes'
    and resume_access.folder_is_new(name)
  );

create policy "Admins read résumés"
  on storage.objects for select to authenticated
  using (bucket_id = 'resumes' and (select private.is_admin()));

-- Files left without their application: an upload whose row was refused, or
-- whose device never came back to insert it. The dispatcher (hosted: the
-- lead-dispatch Edge Function each minute; locally: the embedded backend's)
-- removes them through the Storage API once they are an hour old; a device
-- that comes back later uploads again (its insert's 23503 says so).
create function public.orphan_resumes(older_than_minutes integer)
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select o.name
  from storage.objects as o
  where o.bucket_id = 'resumes'
    and o.created_at < now() - make_interval(mins => older_than_minutes)
    and not exists (
      select from public.job_applications as a
      where a.id = case
        when split_part(o.name, '/', 1)
          ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then split_part(o.name, '/', 1)::uuid
      end
    )
  order by o.created_at
  limit 100
$$;

revoke all on function public.orphan_resumes(integer) from public, anon, authenticated;
grant execute on function public.orphan_resumes(integer) to service_role;
