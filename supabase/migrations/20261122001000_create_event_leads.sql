-- Leads taken at an event booth in event mode (src/shared/leads/event-lead.ts).
--
-- A table of its own rather than contact_submissions with a source: a booth
-- lead has fields no other kind has (the event, the device, the staff member,
-- the device's clock, the services chosen, consent), its own statuses, and
-- the admin lists and exports it apart. created_at is when the server
-- received it, as for every lead; captured_at is the device's clock when the
-- visitor pressed Submit, which may be hours earlier at a booth offline.
--
-- The rules restate the description, and tests/backend/lead-rules.test.ts
-- holds the two together. Anyone may insert a new lead with consent given;
-- only admins read it and move its status along.

-- An instant as Date.prototype.toISOString writes it, naming a real day. Text
-- with this check rather than timestamptz, which would also take 'now' or a
-- time without a zone from a client, as for consultations.preferred_date.
-- It repeats private.is_calendar_date rather than calling it: a function body
-- names other functions with the caller's rights, and visitors have no use of
-- the private schema.
create function private.is_instant(value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$'
    and to_char(left(value, 10)::date, 'YYYY-MM-DD') = left(value, 10);
exception
  when datetime_field_overflow or invalid_datetime_format then
    return false;
end;
$$;

-- Each choice at most once (a CHECK cannot hold a subquery itself).
create function private.has_no_repeats(choices text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select cardinality(choices) = (select count(distinct choice) from unnest(choices) as choice)
$$;

create table public.event_leads (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  email text not null,
  company text,
  job_title text,
  interested_in text[] not null default '{}',
  notes text,
  consent boolean not null,
  event_name text not null,
  staff_name text,
  device_id text not null,
  captured_at text not null,
  status text not null default 'new',
  created_at timestamptz not null default now(),
  search_text text generated always as (
    lower(full_name || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(notes, ''))
  ) stored,
  constraint event_leads_full_name_length check (char_length(full_name) <= 100),
  constraint event_leads_email_shape check (private.is_lead_email(email)),
  constraint event_leads_company_length check (char_length(company) <= 100),
  constraint event_leads_job_title_length check (char_length(job_title) <= 100),
  constraint event_leads_interested_in_choices check (
    interested_in <@ array[
      'AI Consulting & Strategy', 'Agentic AI', 'AI Process Automation', 'Predictive Analytics'
    ]
    and private.has_no_repeats(interested_in)
    and coalesce(array_ndims(interested_in), 1) = 1
  ),
  constraint event_leads_notes_length check (char_length(notes) <= 1000),
  constraint event_leads_consent_given check (consent),
  constraint event_leads_event_name_length check (char_length(event_name) <= 100),
  constraint event_leads_staff_name_length check (char_length(staff_name) <= 100),
  constraint event_leads_device_id_shape check (
    device_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ),
  constraint event_leads_captured_at_shape check (private.is_instant(captured_at)),
  constraint event_leads_status_check check (status in ('new', 'contacted', 'qualified', 'closed'))
);

create trigger normalise_text before insert or update on public.event_leads
  for each row execute function private.normalise_lead_text();

alter table public.event_leads enable row level security;

revoke all on table public.event_leads from anon, authenticated;
grant insert on table public.event_leads to anon, authenticated;
grant select, update (status) on table public.event_leads to authenticated;

create policy "Visitors and signed-in users can leave a new event lead"
  on public.event_leads for insert to anon, authenticated
  with check (status = 'new' and created_at = now());

create policy "Admins can read event leads"
  on public.event_leads for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can update the status of event leads"
  on public.event_leads for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create index event_leads_newest_idx on public.event_leads (created_at desc, id desc);
create index event_leads_status_newest_idx on public.event_leads (status, created_at desc, id desc);
create index event_leads_event_newest_idx on public.event_leads (event_name, created_at desc, id desc);
create index event_leads_search_text_trgm_idx
  on public.event_leads using gin (search_text extensions.gin_trgm_ops);

-- The admin's overview: leads per event and, within each, per device, with the
-- staff names seen and the last lead received. PostgREST's aggregates are off
-- on hosted Supabase, hence a function. It runs with the caller's rights, so
-- row-level security decides: an admin counts every lead, anyone else none.
create function public.event_lead_totals()
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(json_agg(device order by device.event_name, device.leads desc, device.device_id), '[]')
    from (
      select event_name, device_id, count(*) as leads,
             array_remove(array_agg(distinct staff_name), null) as staff_names,
             max(created_at) as last_received_at
        from public.event_leads
       group by event_name, device_id
    ) as device
$$;

revoke execute on function public.event_lead_totals from public, anon;
grant execute on function public.event_lead_totals to authenticated;
