-- Edge Functions called from SQL the way hosted Supabase does it: pg_net posts to
-- <project url>/functions/v1/<name> with the dispatch secret, both from Vault. The
-- embedded backend (packages/local-supabase) has pg_net, Vault and the functions too, so
-- the same path runs in every test; where pg_net or Vault or a secret is missing, nothing
-- is sent and the cron jobs pick the work up.

-- The project's URL: Vault's project_url, else the origin of lead_dispatch_url (the one
-- secret the first hosted set-up stored); the secret: lead_dispatch_secret. Definer, so the
-- callers (triggers run by anon, the cron jobs) need no grant on vault or net.
create function private.invoke_edge_function(name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  project text;
  secret text;
begin
  if to_regproc('net.http_post') is null or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $sql$
    select coalesce(
             max(decrypted_secret) filter (where name = 'project_url'),
             substring(max(decrypted_secret) filter (where name = 'lead_dispatch_url')
               from '^[a-z]+://[^/]+')),
           max(decrypted_secret) filter (where name = 'lead_dispatch_secret')
    from vault.decrypted_secrets
  $sql$ into project, secret;
  if project is null or secret is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using rtrim(project, '/') || '/functions/v1/' || name, '{}'::jsonb,
      jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret);
end;
$$;

revoke all on function private.invoke_edge_function(text) from public, anon, authenticated;

-- The résumé sweep at once, one call per statement: a file in the résumé bucket (an
-- applicant's upload, so an admin can open it checked seconds later) and an erasure or
-- purge that leaves files to remove (private.erased_resumes).
create function private.sweep_resumes_after_upload()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select from inserted where bucket_id = 'resumes') then
    perform private.invoke_edge_function('resume-sweep');
  end if;
  return null;
end;
$$;

create function private.sweep_resumes_after_erasure()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.invoke_edge_function('resume-sweep');
  return null;
end;
$$;

revoke all on function private.sweep_resumes_after_upload() from public, anon, authenticated;
revoke all on function private.sweep_resumes_after_erasure() from public, anon, authenticated;

create trigger sweep_resumes after insert on storage.objects
  referencing new table as inserted
  for each statement execute function private.sweep_resumes_after_upload();
create trigger sweep_resumes after insert on private.erased_resumes
  for each statement execute function private.sweep_resumes_after_erasure();
