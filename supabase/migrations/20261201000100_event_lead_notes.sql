-- Staff rate a booth lead after the visitor has walked on: Hot, Warm or Cold,
-- the answers to up to three questions set per event, and a note.
--
-- A rating is stored apart from its lead (src/features/event/rate-lead-form.tsx
-- takes it on the thank-you screen): the lead is the visitor's, sent the moment
-- they press Submit, and the rating comes a minute later or never. The booth's
-- outbox sends it as its own item (kind 'event-note') only after its lead has
-- arrived; its id is the item's, made on the device, so a replay of a rating
-- that already arrived meets the primary key (23505), which the outbox takes
-- as delivered. One rating per lead: a second one for the same lead is refused
-- the same way. Like the lead it rates, a rating is sent with the enrolled
-- device's credential (20261128000200) and only for a lead of that device's
-- event; only admins at aal2 read it, nobody changes it, and it goes with its
-- lead (on delete cascade), so erasure and retention need nothing more.

-- The answers as the booth sends them: an array of at most three
-- { "question": text, "answer": text } objects, nothing else, each question
-- once. PL/pgSQL rather than one expression, so that each test runs only on
-- the shape the one before it checked (SQL does not promise the order of AND).
create function private.are_rating_answers(answers jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
  questions text[] := '{}'::text[];
begin
  if jsonb_typeof(answers) is distinct from 'array' or jsonb_array_length(answers) > 3 then
    return false;
  end if;
  for item in select value from jsonb_array_elements(answers) loop
    if jsonb_typeof(item) <> 'object'
      or (select array_agg(key order by key) from jsonb_object_keys(item) as key)
        <> array['answer', 'question']
      or jsonb_typeof(item -> 'question') <> 'string'
      or jsonb_typeof(item -> 'answer') <> 'string'
      or char_length(btrim(item ->> 'question')) not between 1 and 100
      or char_length(btrim(item ->> 'answer')) not between 1 and 60
      or (item ->> 'question') = any (questions) then
      return false;
    end if;
    questions := questions || (item ->> 'question');
  end loop;
  return true;
end;
$$;

create table public.event_lead_notes (
  id uuid primary key,
  lead_id uuid not null unique references public.event_leads (id) on delete cascade,
  rating text not null,
  answers jsonb not null default '[]',
  note text,
  staff_name text,
  created_at timestamptz not null default now(),
  constraint event_lead_notes_rating_check check (rating in ('hot', 'warm', 'cold')),
  constraint event_lead_notes_answers_shape check (private.are_rating_answers(answers)),
  constraint event_lead_notes_note_length check (char_length(note) <= 1000),
  constraint event_lead_notes_staff_name_length check (char_length(staff_name) <= 100)
);

-- Trimmed as every lead's text is; blank becomes null.
create trigger normalise_text before insert on public.event_lead_notes
  for each row execute function private.normalise_lead_text();

alter table public.event_lead_notes enable row level security;

revoke all on table public.event_lead_notes from anon, authenticated;
grant insert on table public.event_lead_notes to anon, authenticated;
grant select on table public.event_lead_notes to authenticated;

create policy "Enrolled booth devices can rate a lead"
  on public.event_lead_notes for insert to anon, authenticated
  with check (created_at = now());

create policy "Admins can read lead ratings"
  on public.event_lead_notes for select to authenticated
  using ((select private.is_admin()));

create index event_lead_notes_created_idx on public.event_lead_notes (created_at desc, id desc);

-- The device check on every rating sent through the API (the service role's
-- imports and fixtures are trusted), as private.check_booth_device does for
-- leads: the credential in x-booth-device must be an enrolled, unrevoked
-- device's (42501, which PostgREST answers 401 or 403 and the booth takes as
-- "enrol again"), and the rated lead must be one of that device's event. A
-- lead that is not there (refused, or erased since) is a foreign-key
-- violation (23503, answered 409), which the outbox shows as failed rather
-- than retrying for ever; it is told only to an enrolled device.
create function private.check_booth_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  credential text := nullif(current_setting('request.headers', true), '')::jsonb
    ->> 'x-booth-device';
  device private.booth_devices;
  lead_event text;
begin
  if coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    not in ('anon', 'authenticated') then
    return new;
  end if;
  select d.* into device from private.booth_devices as d
   where d.credential_hash = sha256(convert_to(coalesce(credential, ''), 'UTF8'))
     and d.revoked_at is null;
  if device.id is null then
    raise exception 'This booth device is not enrolled for this event'
      using errcode = '42501',
            hint = 'Enrol the device with a code from an admin, then send the rating again.';
  end if;
  select l.event_name into lead_event from public.event_leads as l where l.id = new.lead_id;
  if lead_event is null then
    raise exception 'The lead this rating is for was not received'
      using errcode = '23503';
  end if;
  if lead_event <> device.event_name then
    raise exception 'This booth device is not enrolled for this event'
      using errcode = '42501';
  end if;
  if device.last_contact_at is distinct from now() then
    update private.booth_devices set last_contact_at = now() where id = device.id;
  end if;
  return new;
end;
$$;

revoke all on function private.check_booth_note() from public, anon, authenticated;

-- Named to fire after normalise_text (triggers fire in name order).
create trigger verify_booth_device before insert on public.event_lead_notes
  for each row execute function private.check_booth_note();
