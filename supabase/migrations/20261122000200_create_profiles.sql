-- Profiles: a display name per user, created by the database itself.
--
-- A trigger on auth.users writes the profile from the sign-up metadata, so a
-- profile exists for every user whether or not e-mail confirmation is on (with
-- confirmation on, sign-up returns no session and the client cannot insert).
--
-- The spec's client still follows sign-up with
-- `insert into profiles (user_id, display_name)`. That insert must not break
-- sign-up, so a BEFORE INSERT trigger turns an insert for a user who already
-- has a profile into a silent no-op: the client gets 201 and nothing changes.
-- This beats answering 409, which every client would have to special-case.

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text,
  created_at timestamptz not null default now(),
  constraint profiles_display_name_length check (char_length(display_name) <= 100)
);

alter table public.profiles enable row level security;

revoke all on table public.profiles from anon, authenticated;
grant select, insert on table public.profiles to authenticated;

-- A user reads and creates only their own profile. There is no update or
-- delete policy: nothing in the product edits a profile.
create policy "Signed-in users can read their own profile"
  on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Signed-in users can create their own profile"
  on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));

-- Runs as the table owner because the signing-up user has no session yet.
-- Over-long or blank display names are trimmed to fit rather than refused:
-- a failing trigger here would fail the whole sign-up with a 500.
create function private.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, display_name)
  values (
    new.id,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'display_name', '')), 100), '')
  );
  return new;
end;
$$;

revoke execute on function private.create_profile_for_new_user() from public;

create trigger create_profile_after_user_insert
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

-- Runs as the caller, so its lookup sees only what the caller's row-level
-- security allows: a user's own existing profile makes the insert a no-op,
-- while a profile for somebody else still meets the insert policy and fails.
create function private.skip_existing_profile()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if exists (select 1 from public.profiles where user_id = new.user_id) then
    return null;
  end if;
  return new;
end;
$$;

revoke execute on function private.skip_existing_profile() from public;

create trigger skip_existing_profile_before_insert
  before insert on public.profiles
  for each row execute function private.skip_existing_profile();
