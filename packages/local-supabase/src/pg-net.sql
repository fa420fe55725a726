-- pg_net as hosted Supabase has it (supabase/pg_net 0.14+): net.http_get, net.http_post
-- and net.http_delete queue a request in net.http_request_queue and return its id; the
-- request leaves only once the transaction commits (pg-net-worker.ts, woken by the NOTIFY
-- below), and its answer lands in net._http_response. Applied on every start, before the
-- project's migrations, so every statement is idempotent. Like the extension's own
-- grants, only the owner (postgres) may call the functions: not anon, not authenticated.

create schema if not exists net;

do $$
begin
  if to_regtype('net.http_method') is null then
    create domain net.http_method as text
      check (value ilike 'get' or value ilike 'post' or value ilike 'delete');
  end if;
end
$$;

create unlogged table if not exists net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds int not null
);

create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create index if not exists _http_response_created_idx on net._http_response (created);

-- A query-string value escaped as curl does: unreserved characters stay, the rest are %XX.
create or replace function net._urlencode(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(string_agg(
    case when ch ~ '^[A-Za-z0-9_.~-]$' then ch
      else regexp_replace(upper(encode(convert_to(ch, 'UTF8'), 'hex')), '(..)', '%\1', 'g')
    end, '' order by n), '')
  from regexp_split_to_table(value, '') with ordinality as t(ch, n)
$$;

-- url with params appended as pg_net does (curl's escaping: unreserved characters stay).
create or replace function net._url_with_params(url text, params jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when params is null or params = '{}'::jsonb then url
    else url || case when strpos(url, '?') > 0 then '&' else '?' end || (
      select string_agg(net._urlencode(key) || '=' || net._urlencode(value), '&' order by key)
      from jsonb_each_text(params)
    )
  end
$$;

create or replace function net._enqueue(
  method text, url text, headers jsonb, body bytea, timeout_milliseconds int
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, url, coalesce(headers, '{}'::jsonb), body, timeout_milliseconds)
  returning id into request_id;
  -- Delivered at commit only: the worker never sends a request that was rolled back.
  perform pg_notify('pg_net_wake', '');
  return request_id;
end;
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language sql
volatile
set search_path = ''
as $$
  select net._enqueue('GET', net._url_with_params(url, params), headers, null, timeout_milliseconds)
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language sql
volatile
set search_path = ''
as $$
  select net._enqueue('POST', net._url_with_params(url, params), headers,
    convert_to(body::text, 'UTF8'), timeout_milliseconds)
$$;

create or replace function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language sql
volatile
set search_path = ''
as $$
  select net._enqueue('DELETE', net._url_with_params(url, params), headers, null, timeout_milliseconds)
$$;

revoke all on schema net from public, anon, authenticated;
revoke all on all tables in schema net from public, anon, authenticated;
revoke all on all sequences in schema net from public, anon, authenticated;
revoke all on all functions in schema net from public, anon, authenticated;
