-- Platform bootstrap for the embedded local backend: what a hosted Supabase
-- database already has before the project's migrations run. Applied on every
-- start, so every statement is idempotent (the API roles are cluster-wide and
-- may already exist on a shared PostgreSQL server).

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- Auth's own role: it runs the project's Postgres hooks (auth-mfa-hook.ts sets it).
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;

create schema if not exists auth;
create schema if not exists extensions;
create schema if not exists supabase_migrations;

create extension if not exists pgcrypto with schema extensions;

grant usage on schema public, auth, extensions to anon, authenticated, service_role;

-- Hosted Supabase grants everything in public to the API roles and leaves
-- authorisation to row-level security; migrations written for it assume so.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The columns of GoTrue's auth.users that this project reads or writes.
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  is_anonymous boolean not null default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_sign_in_at timestamptz
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Rotating refresh tokens: each refresh revokes the token it used and issues
-- a child. A revoked token presented again after refresh_token_reuse_interval
-- (counted from updated_at, when it was revoked) ends the whole session.
create table if not exists auth.refresh_tokens (
  token varchar(255) primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
alter table auth.refresh_tokens add column if not exists updated_at timestamptz not null default now();

-- E-mail confirmation and password recovery as GoTrue keeps them: when the last mail
-- of each kind went out (its links expire otp_expiry seconds later, and no second one
-- goes out within max_frequency), and one live token per user and kind: the SHA-224 of
-- the address and a six-digit code. Using any of a user's tokens, or setting a new
-- password, deletes them all. Added by ALTER so databases made before them gain them.
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists recovery_sent_at timestamptz;

create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token')),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, token_type)
);

create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- How each session began (password or a mailed link), as databases made before
-- auth.mfa_amr_claims (below) kept it; read once there to fill that table in.
alter table auth.sessions add column if not exists amr_method text not null default 'password';

-- auth.uid(), auth.role() and auth.jwt() as GoTrue's migrations define them:
-- they read the claims PostgREST puts in request.jwt.claims.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.sub', true),
      (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.role', true),
      (current_setting('request.jwt.claims', true)::jsonb ->> 'role')
    ),
    ''
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- The Supabase CLI's own bookkeeping tables, so a database prepared here
-- looks migrated to the CLI as well.
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Supabase Storage's schema as a hosted project has it (supabase/storage
-- v1.70.6, migrations/tenant 0002-0061): the buckets and objects the Storage
-- API reads and writes, with row-level security on, everything granted to the
-- API roles (the policies decide, as in public), and the path helpers that
-- policies call. Versioning, multipart and analytics tables are left out, and
-- so is 0055's trigger refusing a plain DELETE: database tests clean up with one.
create schema if not exists storage;

grant usage on schema storage to anon, authenticated, service_role;

alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create unique index if not exists bname on storage.buckets (name);

-- An object's bytes live outside the database (storage-files.ts), named by
-- `version`, which a new upload of the same name replaces.
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);

create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create or replace trigger update_objects_updated_at
before update on storage.objects
for each row execute function storage.update_updated_at_column();

-- The helpers as Storage defines them (0060, 0061): 'a/b/c.pdf' has the
-- folders {a,b}, the file name 'c.pdf' and the extension 'pdf'.
create or replace function storage.foldername(name text) returns text[]
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- Multi-factor authentication as GoTrue keeps it (supabase/auth migrations
-- 20221003041349 to 20240802193726): a user's factors, the TOTP secret in clear as
-- GoTrue stores it unless GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT is on; the challenges
-- issued for them, each verified once, from the address that asked for it; and each
-- session's authentication methods, its tokens' amr (a totp claim makes them aal2),
-- with the session's aal and the factor that raised it. Only the owner reads them:
-- nothing here is granted to the API roles.
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception
  when duplicate_object then null;
end
$$;

do $$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception
  when duplicate_object then null;
end
$$;

do $$
begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception
  when duplicate_object then null;
end
$$;

create table if not exists auth.mfa_factors (
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  last_challenged_at timestamptz unique default null,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);

create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

-- Not GoTrue's: the time step of the last TOTP code accepted. GoTrue takes a code again
-- on a new challenge while it is in its window; RFC 6238 section 5.2 says a verifier
-- must not, so a code for this step or an earlier one is refused.
alter table auth.mfa_factors add column if not exists last_totp_step bigint;

create table if not exists auth.mfa_challenges (
  id uuid not null default gen_random_uuid(),
  factor_id uuid not null,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet not null,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade
);

create table if not exists auth.mfa_amr_claims (
  id uuid not null default gen_random_uuid(),
  session_id uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint amr_id_pk primary key (id),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);

alter table auth.sessions add column if not exists factor_id uuid;
alter table auth.sessions add column if not exists aal auth.aal_level;

insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
select s.id, s.amr_method, s.created_at, s.created_at
  from auth.sessions s
 where not exists (select from auth.mfa_amr_claims c where c.session_id = s.id);
