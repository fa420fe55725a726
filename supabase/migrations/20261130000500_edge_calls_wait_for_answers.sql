-- The calls SQL makes to the Edge Functions wait up to a minute for the answer,
-- not pg_net's default 5 seconds. A dispatcher run takes up to 30 seconds (it
-- waits for a burst of staff mail to be quiet), so at 5 seconds most answers
-- were recorded in net._http_response as timeouts instead of the run's report;
-- and a busy server that had not read the request by then lost the call, and
-- its leads waited for the next minute's cron job. pg_net's requests run after
-- commit in its background worker: nobody waits for them but the worker.

create or replace function private.wake_lead_dispatcher()
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
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
    using endpoint, '{}'::jsonb,
      jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret),
      60000;
end;
$$;

create or replace function private.invoke_edge_function(name text)
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
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
    using rtrim(project, '/') || '/functions/v1/' || name, '{}'::jsonb,
      jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret),
      60000;
end;
$$;
