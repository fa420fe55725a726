-- An admin sets up their own authenticator with a one-time set-up code, so the
-- operator who grants admin never has to see or pass on the factor's secret.
--
-- `npm run admin:grant` (and admin:reset-mfa) still sets up the verified factor
-- at grant time (private.set_up_admin_factor), and now also issues a set-up code
-- tied to that factor: 16 hexadecimal digits (64 bits) in groups of four, good
-- for 24 hours, stored only as its SHA-256. The operator hands the code over by
-- any channel; the admin signs in with the password and types it at /admin,
-- which trades it, once, for the factor's otpauth:// URI (shown as a QR code on
-- the page). The password alone never reveals the secret and never reaches
-- aal2, and guessing a code is refused after 5 wrong tries in 15 minutes.

-- A pending set-up code, one per granted factor: a new grant or reset replaces
-- the factor and so, by cascade, its code. The issuer is the name the
-- authenticator app shows (SITE_URL's host), kept to draw the URI again.
create table private.admin_set_up_codes (
  factor_id uuid primary key references private.admin_factors (factor_id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash bytea not null,
  issuer text not null,
  expires_at timestamptz not null default now() + interval '24 hours'
);

create index admin_set_up_codes_user_id_idx on private.admin_set_up_codes (user_id);

revoke all on table private.admin_set_up_codes from public, anon, authenticated, service_role;

-- Each wrong set-up code a user typed, kept 15 minutes: 5 of them refuse every
-- code, right or wrong, until the oldest is 15 minutes old.
create table private.admin_set_up_tries (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  tried_at timestamptz not null default now()
);

create index admin_set_up_tries_user_idx on private.admin_set_up_tries (user_id, tried_at);

revoke all on table private.admin_set_up_tries from public, anon, authenticated, service_role;

-- The URI an authenticator app reads, as the otpauth package writes it:
-- otpauth://totp/<issuer>:<account>?issuer=…&secret=…&algorithm=SHA1&digits=6&period=30,
-- with the issuer and account percent-encoded (UTF-8) as encodeURIComponent does.
create function private.uri_component(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(string_agg(
    case when ch ~ '^[A-Za-z0-9_.!~*''()-]$' then ch
         else regexp_replace(upper(encode(convert_to(ch, 'UTF8'), 'hex')), '(..)', '%\1', 'g')
    end, '' order by n), '')
  from regexp_split_to_table(value, '') with ordinality as t (ch, n)
$$;

create function private.otpauth_uri(issuer text, account text, secret text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'otpauth://totp/' || private.uri_component(issuer) || ':'
    || private.uri_component(account) || '?issuer=' || private.uri_component(issuer)
    || '&secret=' || secret || '&algorithm=SHA1&digits=6&period=30'
$$;

revoke all on function private.uri_component(text) from public, anon, authenticated;
revoke all on function private.otpauth_uri(text, text, text) from public, anon, authenticated;

-- The grant with a set-up code: the factor as private.set_up_admin_factor sets
-- it up, and a new code for it, returned once as XXXX-XXXX-XXXX-XXXX. Null when
-- no user has that e-mail. The scripts call it as the database owner; the
-- service role may call it through public.grant_admin_set_up (the e2e suite
-- grants that way, the hosted project's service key may too).
create function private.grant_admin_set_up(user_email text, totp_secret text, issuer text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  factor uuid := private.set_up_admin_factor(user_email, totp_secret);
  code text := upper(left(md5(gen_random_uuid()::text || gen_random_uuid()::text), 16));
begin
  if factor is null then
    return null;
  end if;
  if char_length(btrim(coalesce(issuer, ''))) not between 1 and 200 then
    raise exception 'The issuer must be 1 to 200 characters' using errcode = '22023';
  end if;
  insert into private.admin_set_up_codes (factor_id, user_id, code_hash, issuer)
  select factor, g.user_id, sha256(convert_to(code, 'UTF8')), btrim(issuer)
    from private.admin_factors g
   where g.factor_id = factor;
  return concat_ws('-', substr(code, 1, 4), substr(code, 5, 4), substr(code, 9, 4),
                   substr(code, 13, 4));
end;
$$;

revoke all on function private.grant_admin_set_up(text, text, text) from public, anon, authenticated;
grant execute on function private.grant_admin_set_up(text, text, text) to service_role;

create function public.grant_admin_set_up(user_email text, totp_secret text, issuer text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.grant_admin_set_up(user_email, totp_secret, issuer)
$$;

revoke all on function public.grant_admin_set_up(text, text, text) from public, anon, authenticated;
grant execute on function public.grant_admin_set_up(text, text, text) to service_role;

-- The admin's side. has_admin_set_up_code tells the page to ask for the code
-- rather than for an authentication code. redeem_admin_set_up spends the
-- caller's own unexpired code and returns the factor's URI; a wrong, spent,
-- expired or another user's code returns null and counts as a wrong try (the
-- count must survive, so it is no error); after 5 in 15 minutes it is refused
-- with 429. Spaces, dashes and case in the typed code do not matter.
create function private.has_admin_set_up_code()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.admin_set_up_codes
     where user_id = (select auth.uid()) and expires_at > now()
  );
$$;

create function private.redeem_admin_set_up(code text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  typed text := upper(regexp_replace(coalesce(code, ''), '[^0-9A-Za-z]', '', 'g'));
  pending private.admin_set_up_codes;
  uri text;
begin
  if caller is null then
    raise exception 'Sign in to set up your authenticator' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('admin set-up ' || caller::text));
  delete from private.admin_set_up_tries
   where user_id = caller and tried_at <= now() - interval '15 minutes';
  if (select count(*) from private.admin_set_up_tries where user_id = caller) >= 5 then
    raise exception 'Too many wrong set-up codes: try again in 15 minutes.'
      using errcode = 'PT429';
  end if;
  delete from private.admin_set_up_codes c
   where c.user_id = caller and c.code_hash = sha256(convert_to(typed, 'UTF8'))
     and c.expires_at > now()
  returning c.* into pending;
  if pending.factor_id is not null then
    select private.otpauth_uri(pending.issuer, u.email, f.secret) into uri
      from auth.mfa_factors f
      join auth.users u on u.id = f.user_id
     where f.id = pending.factor_id and f.user_id = caller and f.status = 'verified';
  end if;
  if uri is null then
    insert into private.admin_set_up_tries (user_id) values (caller);
  end if;
  return uri;
end;
$$;

revoke all on function private.has_admin_set_up_code() from public, anon;
revoke all on function private.redeem_admin_set_up(text) from public, anon;
grant execute on function private.has_admin_set_up_code() to authenticated;
grant execute on function private.redeem_admin_set_up(text) to authenticated;

create function public.has_admin_set_up_code()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.has_admin_set_up_code()
$$;

create function public.redeem_admin_set_up(code text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.redeem_admin_set_up(code)
$$;

revoke all on function public.has_admin_set_up_code() from public, anon;
revoke all on function public.redeem_admin_set_up(text) from public, anon;
grant execute on function public.has_admin_set_up_code() to authenticated;
grant execute on function public.redeem_admin_set_up(text) to authenticated;
