-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: one small table
-- ^ private.booth_devices holds a row per tablet (tens), only the API's booth
--   functions touch it, and the ALTER only writes the catalog (new nullable
--   columns), so its lock lasts milliseconds; the lock
--   timeout bounds the wait for it.
-- A fleet the admin can see: each enrolled booth device reports how it is.
--
-- While its kiosk is open and online, a device sends a heartbeat: the leads
-- waiting and failed in its outbox, its last delivery, its app version and
-- whether the browser keeps its storage. It is authenticated exactly as its
-- leads are, by the credential in the `x-booth-device` header
-- (20261128000200_enrol_booth_devices.sql). The admin's device list shows the
-- last report. A revoked device is answered `revoked: true`, so it stops
-- capturing at its next contact even before it sends a lead.

-- The last report of each device, and the budget of its writes. The bounds
-- keep a report from filling the table with whatever a client makes up.
set local lock_timeout = '2s';

alter table private.booth_devices
  add column last_seen_at timestamptz,
  add column waiting integer,
  add column failed integer,
  add column last_delivery_at timestamptz,
  add column app_version text,
  add column persisted boolean,
  add column heartbeat_window_at timestamptz,
  add column heartbeats_in_window integer,
  add constraint booth_devices_counts
    check (waiting between 0 and 100000 and failed between 0 and 100000),
  add constraint booth_devices_app_version_length check (char_length(app_version) <= 100);

-- The device's side. Anyone may call it (the tablet has no account), so the
-- definer function lives in booth_access beside enrol_device. An unknown
-- credential is refused as a lead would be (42501); a revoked one is told so
-- and nothing is written. A device writes at most 5 reports in a 5-minute
-- window (one a minute on average, with room for a start, a reconnection and a
-- delivery together); further calls in the window are answered without a
-- write, so the endpoint cannot be used to flood the table.
create function booth_access.heartbeat(
  waiting integer,
  failed integer,
  last_delivery_at timestamptz,
  app_version text,
  persisted boolean
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  credential text := nullif(current_setting('request.headers', true), '')::jsonb
    ->> 'x-booth-device';
  device private.booth_devices;
  window_length constant interval := interval '5 minutes';
  writes_per_window constant integer := 5;
begin
  select d.* into device from private.booth_devices as d
   where d.credential_hash = sha256(convert_to(coalesce(credential, ''), 'UTF8'))
   for update;
  if device.id is null then
    raise exception 'This booth device is not enrolled'
      using errcode = '42501',
            hint = 'Enrol the device with a code from an admin.';
  end if;
  if device.revoked_at is not null then
    return jsonb_build_object('revoked', true);
  end if;
  if waiting is null or failed is null or waiting not between 0 and 100000
    or failed not between 0 and 100000 then
    raise exception 'Waiting and failed must be counts from 0 to 100000' using errcode = '22023';
  end if;
  if char_length(app_version) > 100 then
    raise exception 'The app version must be at most 100 characters' using errcode = '22023';
  end if;
  if device.heartbeat_window_at > now() - window_length
    and device.heartbeats_in_window >= writes_per_window then
    return jsonb_build_object('revoked', false);
  end if;
  update private.booth_devices as d
     set last_seen_at = now(), last_contact_at = now(),
         waiting = heartbeat.waiting, failed = heartbeat.failed,
         last_delivery_at = heartbeat.last_delivery_at,
         app_version = heartbeat.app_version, persisted = heartbeat.persisted,
         heartbeat_window_at = case when d.heartbeat_window_at > now() - window_length
                                    then d.heartbeat_window_at else now() end,
         heartbeats_in_window = case when d.heartbeat_window_at > now() - window_length
                                     then d.heartbeats_in_window + 1 else 1 end
   where d.id = device.id;
  return jsonb_build_object('revoked', false);
end;
$$;

create function public.booth_heartbeat(
  waiting integer,
  failed integer,
  last_delivery_at timestamptz,
  app_version text,
  persisted boolean
)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select booth_access.heartbeat(waiting, failed, last_delivery_at, app_version, persisted)
$$;

revoke all on function booth_access.heartbeat(integer, integer, timestamptz, text, boolean)
  from public;
grant execute on function booth_access.heartbeat(integer, integer, timestamptz, text, boolean)
  to anon, authenticated;
revoke all on function public.booth_heartbeat(integer, integer, timestamptz, text, boolean)
  from public;
grant execute on function public.booth_heartbeat(integer, integer, timestamptz, text, boolean)
  to anon, authenticated;

-- The admin's list gains each device's last report. A function's result type
-- cannot be altered in place, so both are made again, with the same checks
-- (private.is_admin(): aal2 only) and grants as before.
drop function public.booth_devices();
drop function private.booth_devices();

create function private.booth_devices()
returns table (
  id uuid,
  event_name text,
  label text,
  created_at timestamptz,
  enrolled_at timestamptz,
  last_contact_at timestamptz,
  revoked_at timestamptz,
  last_seen_at timestamptz,
  waiting integer,
  failed integer,
  last_delivery_at timestamptz,
  app_version text,
  persisted boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin with a second factor can list booth devices'
      using errcode = '42501';
  end if;
  return query
    select d.id, d.event_name, d.label, d.created_at, d.enrolled_at, d.last_contact_at,
           d.revoked_at, d.last_seen_at, d.waiting, d.failed, d.last_delivery_at,
           d.app_version, d.persisted
      from private.booth_devices as d
     order by d.created_at desc, d.id;
end;
$$;

create function public.booth_devices()
returns table (
  id uuid,
  event_name text,
  label text,
  created_at timestamptz,
  enrolled_at timestamptz,
  last_contact_at timestamptz,
  revoked_at timestamptz,
  last_seen_at timestamptz,
  waiting integer,
  failed integer,
  last_delivery_at timestamptz,
  app_version text,
  persisted boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.booth_devices()
$$;

revoke all on function private.booth_devices() from public, anon;
grant execute on function private.booth_devices() to authenticated;
revoke all on function public.booth_devices() from public, anon;
grant execute on function public.booth_devices() to authenticated;
