-- Supabase Vault (supabase_vault) as hosted Supabase has it: vault.secrets holds each
-- secret encrypted, vault.decrypted_secrets shows it in decrypted_secret, and
-- vault.create_secret / vault.update_secret write them. The stand-in encrypts with
-- pgcrypto under a key kept in vault._key (hosted: libsodium under a key outside the
-- database). Only the owner (postgres, and the definer functions it owns) reads them:
-- not anon, not authenticated. Applied on every start, so every statement is idempotent.

create schema if not exists vault;

create table if not exists vault._key (
  id boolean primary key default true check (id),
  key text not null default encode(extensions.gen_random_bytes(32), 'hex')
);
insert into vault._key default values on conflict do nothing;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);

create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;

create or replace function vault._encrypt(plain text)
returns text
language sql
volatile
set search_path = ''
as $$
  select encode(extensions.pgp_sym_encrypt(plain, (select key from vault._key)), 'base64')
$$;

create or replace view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret,
  extensions.pgp_sym_decrypt(decode(s.secret, 'base64'), (select key from vault._key))
    as decrypted_secret,
  s.key_id, s.nonce, s.created_at, s.updated_at
from vault.secrets as s;

create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  secret_id uuid;
begin
  insert into vault.secrets (secret, name, description, key_id)
  values (vault._encrypt(new_secret), new_name, coalesce(new_description, ''), new_key_id)
  returning id into secret_id;
  return secret_id;
end;
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update vault.secrets as s
  set secret = coalesce(vault._encrypt(new_secret), s.secret),
    name = coalesce(new_name, s.name),
    description = coalesce(new_description, s.description),
    key_id = coalesce(new_key_id, s.key_id),
    updated_at = current_timestamp
  where s.id = secret_id;
end;
$$;

revoke all on schema vault from public, anon, authenticated;
revoke all on all tables in schema vault from public, anon, authenticated;
revoke all on all functions in schema vault from public, anon, authenticated;
