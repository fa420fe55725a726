-- Roles and the one admin check every admin policy calls.
--
-- user_roles says who is an admin. Only the service role (the dashboard, or
-- `npm run admin:grant` on the local backend) writes it; signed-in users may
-- read their own rows, which is how the app learns that a user is an admin.

create type public.app_role as enum ('admin');

-- One row per (user, role). The primary key leads with user_id, so it also
-- serves as the index for the foreign key to auth.users.
create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

alter table public.user_roles enable row level security;

-- Hosted Supabase grants everything on public tables to the API roles and lets
-- row-level security decide. Grants narrowed to what the policies allow make a
-- forgotten policy fail closed: nobody but the service role may write here.
revoke all on table public.user_roles from anon, authenticated;
grant select on table public.user_roles to authenticated;

-- Signed-in users read only their own role rows. Anonymous visitors have no
-- grant at all, so they cannot even learn whether the table has rows.
create policy "Signed-in users can read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- The admin check lives in the `private` schema, which the REST API does not
-- expose, so it cannot be called as an RPC. It is SECURITY DEFINER so that it
-- reads user_roles past row-level security, with an empty search_path so that
-- no caller can shadow the tables it names. Policies call it as
-- `(select private.is_admin())`, which Postgres evaluates once per statement
-- (an initplan) instead of once per row.
--
-- Only `authenticated` may execute it: anon policies must never call it, or
-- they fail with "permission denied for function is_admin".
create schema private;
grant usage on schema private to authenticated;

create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = 'admin'
  );
$$;

revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated;
