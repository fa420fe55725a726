-- pgt-ignore-all lint/safety/lockTimeoutWarning: written before the linter, see below
-- ^ Written before the SQL linter (npm run lint:sql), for lead tables that were still
--   small and took no traffic yet; its safety rules guard migrations from here on.

-- The admin's search, through a trigram index. Under the admin's read policy
-- Postgres never runs LIKE (not LEAKPROOF) inside an index scan, so a search
-- through /rest/v1/<table> is a full scan of every row, twice per page (the
-- rows and the exact total): 300-450 ms at 100,000 leads on PGlite. This
-- function checks that the caller is an admin, then reads as its owner, the
-- tables' owner, whom row-level security does not restrict, so the planner is
-- free to use the index for a rare word and the newest-first index for a
-- common one. Each query is planned with its literals (EXECUTE), which is
-- what lets it choose. Pages, filters and order mirror the REST reads.
-- The definer's body lives in the private schema, out of the API's reach
-- (Supabase lints 0028/0029); the API calls a security-invoker twin.

create index consultations_search_text_trgm_idx
  on public.consultations using gin (search_text extensions.gin_trgm_ops);
create index contact_submissions_search_text_trgm_idx
  on public.contact_submissions using gin (search_text extensions.gin_trgm_ops);
create index job_applications_search_text_trgm_idx
  on public.job_applications using gin (search_text extensions.gin_trgm_ops);

-- Returns {"total": <matches, or null without with_total>, "rows": [...]}:
-- the given columns of one page, newest first unless oldest_first; group_field
-- and group_value keep one group, such as one event's leads. A page
-- follows either page_offset or, for the export's batches, the row before it
-- (after_created_at, after_id).
create function private.search_leads(
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
  -- A lead table is one whose rows carry a search_text: nothing else is searchable.
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

revoke execute on function private.search_leads from public, anon;
grant execute on function private.search_leads to authenticated;

create function public.search_leads(
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
language sql
stable
set search_path = ''
as $$
  select private.search_leads(
    lead_table, words, columns, statuses, received_from, received_before,
    group_field, group_value, oldest_first, page_size, page_offset, after_created_at, after_id, with_total
  );
$$;

revoke execute on function public.search_leads from public, anon;
grant execute on function public.search_leads to authenticated;
