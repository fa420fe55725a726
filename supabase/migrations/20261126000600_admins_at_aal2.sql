-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: one short catalog change
-- ^ The only ALTER swaps audit_log's check for a wider one (NOT VALID: every
--   existing row holds an action the new list keeps), which writes the catalog
--   only; what follows creates functions and triggers, each in milliseconds.
--   The lock timeout bounds the wait for each lock.

-- Admins read and change nothing without a second factor.
--
-- Every admin policy and admin-only function calls private.is_admin(); from
-- here on it is true only for an admin whose session is at aal2 (a TOTP code
-- verified after the password, GoTrue's `aal` claim). A stolen password alone
-- (aal1) reads nothing through the API. The app still learns that a user is an
-- admin from their own user_roles row, which is how /admin knows to ask for
-- the code.
--
-- The audit trail gains what happens around it: releasing and discarding a
-- held lead (recorded by the lead tables' own triggers), and the admin's
-- factor changes, as the dashboard reports them (record_factor_change).

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1
      from public.user_roles
      where user_id = (select auth.uid())
        and role = 'admin'
    );
$$;

set local lock_timeout = '2s';

alter table public.audit_log
  drop constraint audit_log_action_known,
  add constraint audit_log_action_known check (
  action in (
    'status_change',
    'appointment_change',
    'lead_export',
    'person_export',
    'person_erasure',
    'retention_change',
    'retention_purge',
    'lead_release',
    'lead_discard',
    'factor_change'
  )
) not valid;

-- Status and slot changes as before, and a held lead's release.
create or replace function private.audit_lead_change()
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
  if before_row ->> 'held_at' is not null and after_row ->> 'held_at' is null then
    perform private.write_audit(
      'lead_release', tg_table_name, new.id,
      jsonb_build_object('reason', before_row ->> 'held_reason')
    );
  end if;
  return null;
end;
$$;

-- A held lead deleted is a discard (erasures and the retention purge record
-- their own summaries, and delete no held lead twice).
create function private.audit_held_discard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.held_at is not null then
    perform private.write_audit(
      'lead_discard', tg_table_name, old.id, jsonb_build_object('reason', old.held_reason)
    );
  end if;
  return null;
end;
$$;

revoke all on function private.audit_held_discard() from public, anon, authenticated;

create trigger consultations_audit_discard
after delete on public.consultations
for each row execute function private.audit_held_discard();

create trigger contact_submissions_audit_discard
after delete on public.contact_submissions
for each row execute function private.audit_held_discard();

create trigger job_applications_audit_discard
after delete on public.job_applications
for each row execute function private.audit_held_discard();

-- The dashboard reports a factor set up or removed; admins only (at aal2,
-- which a verified factor has just given them).
create function private.record_factor_change(change text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins record factor changes' using errcode = '42501';
  end if;
  if change not in ('enrolled', 'removed') then
    raise exception 'Unknown factor change %', change using errcode = '22023';
  end if;
  perform private.write_audit('factor_change', null, null, jsonb_build_object('change', change));
end;
$$;

revoke all on function private.record_factor_change(text) from public, anon;
grant execute on function private.record_factor_change(text) to authenticated;

create function public.record_factor_change(change text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.record_factor_change(change)
$$;

revoke all on function public.record_factor_change(text) from public, anon;
grant execute on function public.record_factor_change(text) to authenticated;
