-- An audit trail of what people did to leads: who, what, to which lead, when.
--
-- Append-only. Rows are written only by definer functions and triggers in
-- `private`; nobody may update or delete them through the API, admins and
-- the service role included (no grant, and a trigger refuses it even to a
-- role that has one). Admins read it in the dashboard.
--
-- What is recorded here:
-- - every change of a lead's status, and of an appointment's slot, length or
--   link, by whoever made it (an admin; a visitor through their booking link
--   has no user id, and is recorded as such);
-- - every CSV export, as the admin's page reports it (record_lead_export).
-- Data-rights requests, releases, retention changes and factor changes add
-- their own actions as they arrive.

create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  -- The user who acted, or null for a visitor's own link or the system.
  actor_id uuid,
  actor_email text,
  action text not null,
  target_table text,
  target_id uuid,
  detail jsonb not null default '{}'::jsonb,
  constraint audit_log_action_known check (
    action in ('status_change', 'appointment_change', 'lead_export')
  )
);

create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc, id desc);

alter table public.audit_log enable row level security;

revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated;
grant select on table public.audit_log to service_role;

create policy "Admins read the audit trail"
  on public.audit_log for select to authenticated
  using ((select private.is_admin()));

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit trail cannot be changed'
    using errcode = '42501';
end;
$$;

create trigger audit_log_append_only
before update or delete or truncate on public.audit_log
for each statement execute function private.refuse_audit_change();

-- Writes one entry as the current user. Definer: nobody may insert directly.
create function private.write_audit(
  entry_action text,
  entry_table text,
  entry_target uuid,
  entry_detail jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_email, action, target_table, target_id, detail)
  select
    (select auth.uid()),
    (select u.email from auth.users as u where u.id = (select auth.uid())),
    entry_action,
    entry_table,
    entry_target,
    coalesce(entry_detail, '{}'::jsonb)
$$;

revoke all on function private.write_audit(text, text, uuid, jsonb) from public, anon, authenticated;

create function private.audit_lead_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := to_jsonb(old);
  after_row jsonb := to_jsonb(new);
  slot_columns text[] := array['scheduled_at', 'duration_minutes', 'meeting_link'];
  slot_before jsonb;
  slot_after jsonb;
begin
  if before_row ->> 'status' is distinct from after_row ->> 'status' then
    perform private.write_audit(
      'status_change', tg_table_name, new.id,
      jsonb_build_object('from', before_row ->> 'status', 'to', after_row ->> 'status')
    );
  end if;
  select jsonb_object_agg(key, value) into slot_before
  from jsonb_each(before_row) where key = any(slot_columns);
  select jsonb_object_agg(key, value) into slot_after
  from jsonb_each(after_row) where key = any(slot_columns);
  if slot_before is distinct from slot_after then
    perform private.write_audit(
      'appointment_change', tg_table_name, new.id,
      jsonb_build_object('from', slot_before, 'to', slot_after)
    );
  end if;
  return null;
end;
$$;

revoke all on function private.audit_lead_change() from public, anon, authenticated;

create trigger consultations_audit
after update on public.consultations
for each row execute function private.audit_lead_change();

create trigger contact_submissions_audit
after update on public.contact_submissions
for each row execute function private.audit_lead_change();

create trigger job_applications_audit
after update on public.job_applications
for each row execute function private.audit_lead_change();

create trigger event_leads_audit
after update on public.event_leads
for each row execute function private.audit_lead_change();

-- The admin's page reports each CSV export it makes: which kind, how many rows,
-- with which filters. Admins only.
create function private.record_lead_export(lead_table text, row_count integer, filters jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins export leads' using errcode = '42501';
  end if;
  if lead_table not in ('consultations', 'contact_submissions', 'job_applications', 'event_leads') then
    raise exception 'Unknown lead table %', lead_table using errcode = '22023';
  end if;
  perform private.write_audit(
    'lead_export', lead_table, null,
    jsonb_build_object('rows', row_count, 'filters', coalesce(filters, '{}'::jsonb))
  );
end;
$$;

revoke all on function private.record_lead_export(text, integer, jsonb) from public, anon;
grant execute on function private.record_lead_export(text, integer, jsonb) to authenticated;

create function public.record_lead_export(lead_table text, row_count integer, filters jsonb)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.record_lead_export(lead_table, row_count, filters)
$$;

revoke all on function public.record_lead_export(text, integer, jsonb) from public, anon;
grant execute on function public.record_lead_export(text, integer, jsonb) to authenticated;
