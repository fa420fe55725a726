-- Booth devices are enrolled: only a tablet an admin let in may leave booth leads.
--
-- Before this, anyone could POST booth leads, and each one with consent sent an
-- acknowledgement: an open relay. Now an admin at aal2 creates a one-time
-- enrolment code for an event; the tablet trades it, once and online, for a
-- credential of its own (a random secret, stored here only as its SHA-256).
-- Every booth lead carries that credential in the `x-booth-device` request
-- header, which PostgREST hands SQL as request.headers, hosted and locally
-- alike; a trigger refuses a lead without a valid, unrevoked credential for
-- the lead's own event with 42501, which PostgREST answers 401 (anon) or 403.
-- The device stays usable offline all day: nothing is asked of it until it
-- sends. The admin lists devices with their last contact and revokes them.

-- One enrolled (or still to be enrolled) booth device. The code and the
-- credential are kept only as hashes; a code is cleared once used and is good
-- for a day.
create table private.booth_devices (
  id uuid primary key default gen_random_uuid(),
  event_name text not null,
  label text not null default '',
  enrolment_code_hash bytea unique,
  enrolment_expires_at timestamptz not null default now() + interval '1 day',
  credential_hash bytea unique,
  created_by uuid,
  created_at timestamptz not null default now(),
  enrolled_at timestamptz,
  last_contact_at timestamptz,
  revoked_at timestamptz,
  constraint booth_devices_event_name_length
    check (char_length(event_name) between 1 and 100),
  constraint booth_devices_label_length check (char_length(label) <= 100)
);

create index booth_devices_event_idx on private.booth_devices (event_name);

-- The admin's side: a code for an event, the list, and revocation. Definer
-- functions behind private.is_admin() (aal2 only), with invoker wrappers in
-- public. The code is 16 hexadecimal digits (64 bits) in groups of four, easy
-- to type on a tablet and beyond guessing through the API.
create function private.create_device_enrolment(event_name text, label text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  code text := upper(left(md5(gen_random_uuid()::text || gen_random_uuid()::text), 16));
  event text := btrim(coalesce(event_name, ''));
begin
  if not private.is_admin() then
    raise exception 'Only an admin with a second factor can add a booth device'
      using errcode = '42501';
  end if;
  if char_length(event) not between 1 and 100 then
    raise exception 'The event name must be 1 to 100 characters' using errcode = '22023';
  end if;
  insert into private.booth_devices (event_name, label, enrolment_code_hash, created_by)
  values (event, left(btrim(coalesce(label, '')), 100),
          sha256(convert_to(code, 'UTF8')), (select auth.uid()));
  return concat_ws('-', substr(code, 1, 4), substr(code, 5, 4), substr(code, 9, 4),
                   substr(code, 13, 4));
end;
$$;

create function private.booth_devices()
returns table (
  id uuid,
  event_name text,
  label text,
  created_at timestamptz,
  enrolled_at timestamptz,
  last_contact_at timestamptz,
  revoked_at timestamptz
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
           d.revoked_at
      from private.booth_devices as d
     order by d.created_at desc, d.id;
end;
$$;

create function private.revoke_booth_device(device uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin with a second factor can revoke a booth device'
      using errcode = '42501';
  end if;
  update private.booth_devices
     set revoked_at = coalesce(revoked_at, now()), enrolment_code_hash = null
   where id = device;
end;
$$;

create function public.create_device_enrolment(event_name text, label text default '')
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.create_device_enrolment(event_name, label)
$$;

create function public.booth_devices()
returns table (
  id uuid,
  event_name text,
  label text,
  created_at timestamptz,
  enrolled_at timestamptz,
  last_contact_at timestamptz,
  revoked_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.booth_devices()
$$;

create function public.revoke_booth_device(device uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.revoke_booth_device(device)
$$;

revoke all on function private.create_device_enrolment(text, text) from public, anon;
revoke all on function private.booth_devices() from public, anon;
revoke all on function private.revoke_booth_device(uuid) from public, anon;
grant execute on function private.create_device_enrolment(text, text) to authenticated;
grant execute on function private.booth_devices() to authenticated;
grant execute on function private.revoke_booth_device(uuid) to authenticated;
revoke all on function public.create_device_enrolment(text, text) from public, anon;
revoke all on function public.booth_devices() from public, anon;
revoke all on function public.revoke_booth_device(uuid) from public, anon;
grant execute on function public.create_device_enrolment(text, text) to authenticated;
grant execute on function public.booth_devices() to authenticated;
grant execute on function public.revoke_booth_device(uuid) to authenticated;

-- The tablet's side: it trades a code for its credential. Anyone may try a
-- code (the tablet has no account), so the definer function lives in a schema
-- of its own that anon may use without reaching `private`, as booking links
-- do. The code must be unused, unexpired, unrevoked and for the event the
-- tablet names; a code for another event is refused and stays unused.
create schema booth_access;
grant usage on schema booth_access to anon, authenticated;

create function booth_access.enrol_device(code text, event_name text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  credential text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  typed text := upper(regexp_replace(coalesce(code, ''), '[^0-9A-Za-z]', '', 'g'));
  device private.booth_devices;
begin
  select d.* into device from private.booth_devices as d
   where d.enrolment_code_hash = sha256(convert_to(typed, 'UTF8'))
     and d.enrolment_expires_at > now()
     and d.revoked_at is null
   for update;
  if device.id is null then
    raise exception 'This enrolment code is not valid. Ask an admin for a new one.'
      using errcode = '22023';
  end if;
  if device.event_name <> btrim(coalesce(event_name, '')) then
    raise exception 'This enrolment code is for the event "%".', device.event_name
      using errcode = '22023';
  end if;
  update private.booth_devices
     set enrolment_code_hash = null, credential_hash = sha256(convert_to(credential, 'UTF8')),
         enrolled_at = now(), last_contact_at = now()
   where id = device.id;
  return jsonb_build_object('event_name', device.event_name, 'credential', credential);
end;
$$;

create function public.enrol_booth_device(code text, event_name text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select booth_access.enrol_device(code, event_name)
$$;

revoke all on function booth_access.enrol_device(text, text) from public;
grant execute on function booth_access.enrol_device(text, text) to anon, authenticated;
revoke all on function public.enrol_booth_device(text, text) from public;
grant execute on function public.enrol_booth_device(text, text) to anon, authenticated;

-- The check on every booth lead sent through the API (anon or authenticated;
-- the service role's imports and fixtures are trusted). The device's last
-- contact is written once per transaction, not once per lead of a batch.
create function private.check_booth_device()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  credential text := nullif(current_setting('request.headers', true), '')::jsonb
    ->> 'x-booth-device';
  device private.booth_devices;
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    not in ('anon', 'authenticated') then
    return new;
  end if;
  select d.* into device from private.booth_devices as d
   where d.credential_hash = sha256(convert_to(coalesce(credential, ''), 'UTF8'))
     and d.revoked_at is null
     and d.event_name = new.event_name;
  if device.id is null then
    raise exception 'This booth device is not enrolled for this event'
      using errcode = '42501',
            hint = 'Enrol the device with a code from an admin, then send the lead again.';
  end if;
  if device.last_contact_at is distinct from now() then
    update private.booth_devices set last_contact_at = now() where id = device.id;
  end if;
  return new;
end;
$$;

revoke all on function private.check_booth_device() from public, anon, authenticated;

-- Named to fire after normalise_text (triggers fire in name order), so the
-- event is compared as it will be stored.
create trigger verify_booth_device before insert on public.event_leads
  for each row execute function private.check_booth_device();
