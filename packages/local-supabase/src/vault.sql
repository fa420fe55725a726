-- Supabase Vault (supabase_vault) as hosted Supabase has it: vault.secrets holds each
-- secret encrypted, vault.decrypted_secrets shows it in decrypted_secret, and
-- vault.create_secret / vault.update_secret write them. The stand-in encrypts with a
-- SHA-256 keystream (core Postgres' sha256(), under a key kept in vault._key and each
-- secret's nonce) rather than pgcrypto's pgp_sym_*, whose digest lookup fails now and then
-- in PGlite's build; hosted encrypts with libsodium under a key outside the database.
-- Only the owner (postgres, and the definer functions it owns) reads them: not anon, not
-- authenticated. Applied on every start, so every statement is idempotent.

create schema if not exists vault;

create table if not exists vault._key (
  id boolean primary key default true check (id),
  key bytea not null
    default sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
);
insert into vault._key default values on conflict do nothing;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea default uuid_send(gen_random_uuid()),
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);

create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;

-- XOR with sha256(key || nonce || block number), block after block: its own inverse.
create or replace function vault._crypt(data bytea, nonce bytea)
returns bytea
language plpgsql
stable
set search_path = ''
as $$
declare
  key bytea := (select k.key from vault._key as k);
  result bytea := data;
  block bytea;
begin
  for i in 0 .. length(data) - 1 loop
    if i % 32 = 0 then
      block := sha256(key || nonce || int4send(i / 32));
    end if;
    result := set_byte(result, i, get_byte(data, i) # get_byte(block, i % 32));
  end loop;
  return result;
end;
$$;

create or replace view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret,
  convert_from(vault._crypt(decode(s.secret, 'base64'), s.nonce), 'UTF8') as decrypted_secret,
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
  values ('', new_name, coalesce(new_description, ''), new_key_id)
  returning id into secret_id;
  update vault.secrets as s
  set secret = encode(vault._crypt(convert_to(new_secret, 'UTF8'), s.nonce), 'base64')
  where s.id = secret_id;
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
  set secret = coalesce(
      encode(vault._crypt(convert_to(new_secret, 'UTF8'), s.nonce), 'base64'), s.secret),
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
