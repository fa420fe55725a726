-- Typed literals for plpgsql_check.
--
-- CI's PostgreSQL 15 pass runs plpgsql_check (and `supabase db lint`, which runs it) over
-- every PL/pgSQL function. It warns where a variable of type jsonb or text[] starts from
-- an untyped literal ('{}', '[]'): the literal is read as text and cast on every call.
-- These four functions are redefined with the literals typed, and nothing else changed.
-- Their grants stay (create or replace keeps them).
--
-- A function redefined by a migration merged after this one was written would be
-- silently reverted here; so each one is replaced only while its body is the one the
-- migrations before this one left (an md5 of pg_proc.prosrc). Carry the typed literals
-- into any newer body instead.
do $$
declare
  expected constant jsonb := jsonb_build_object(
    'private.delete_leads(text,uuid[])', 'a7a85cf9be5e0f0f53612aa02dddb87c',
    'private.purge_expired_leads()', '23218415c275255b5da593f56c263ad1',
    'private.export_person(text)', 'ed2208b939b41213b3bc97b6a24792ea',
    'private.erase_person(text)', 'c3657bf4f74680173a58607b5061b053'
  );
  fn text;
begin
  for fn in select jsonb_object_keys(expected) loop
    if (select md5(p.prosrc) from pg_catalog.pg_proc as p where p.oid = fn::regprocedure)
       is distinct from expected ->> fn then
      raise exception '% changed after 20261128000400: type its literals in its newest body', fn;
    end if;
  end loop;
end
$$;

-- Leads deleted with what refers to them (20261126000500_data_rights_and_retention).
create or replace function private.delete_leads(kind text, ids uuid[])
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
  notifications integer;
  links integer := 0;
  files text[] := '{}'::text[];
begin
  delete from public.lead_notifications as n
   where n.lead_table = kind and n.lead_id = any(ids);
  get diagnostics notifications = row_count;
  if kind = 'consultations' then
    delete from private.booking_links as l where l.consultation_id = any(ids);
    get diagnostics links = row_count;
  end if;
  if kind = 'job_applications' then
    select coalesce(array_agg(o.name order by o.name), '{}') into files
      from storage.objects as o
     where o.bucket_id = 'resumes' and split_part(o.name, '/', 1) = any(ids::text[]);
    insert into private.erased_resumes (application_id)
    select distinct split_part(file, '/', 1)::uuid from unnest(files) as file
    on conflict (application_id) do nothing;
  end if;
  execute format('delete from public.%I as t where t.id = any($1)', kind) using ids;
  get diagnostics deleted = row_count;
  return jsonb_build_object(
    'rows', deleted,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', to_jsonb(files)
  );
end;
$$;

-- Retention's daily purge (20261126000500_data_rights_and_retention).
create or replace function private.purge_expired_leads()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  retention record;
  ids uuid[];
  gone jsonb;
  periods jsonb := '{}'::jsonb;
  counts jsonb := '{}'::jsonb;
  deleted integer := 0;
  notifications integer := 0;
  links integer := 0;
  files jsonb := '[]'::jsonb;
begin
  perform private.forget_swept_resumes();
  for retention in
    select r.lead_table, r.months from public.lead_retention as r order by r.lead_table
  loop
    execute format(
      'select coalesce(array_agg(t.id), ''{}'') from public.%I as t where t.created_at < $1',
      retention.lead_table
    ) into ids using now() - make_interval(months => retention.months);
    gone := private.delete_leads(retention.lead_table, ids);
    periods := periods || jsonb_build_object(retention.lead_table, retention.months);
    counts := counts || jsonb_build_object(retention.lead_table, gone -> 'rows');
    deleted := deleted + (gone ->> 'rows')::integer;
    notifications := notifications + (gone ->> 'lead_notifications')::integer;
    links := links + (gone ->> 'booking_links')::integer;
    files := files || (gone -> 'resumes');
  end loop;

  if deleted > 0 then
    perform private.write_audit('retention_purge', null, null, jsonb_build_object(
      'months', periods,
      'rows', counts,
      'lead_notifications', notifications,
      'booking_links', links,
      'resumes', jsonb_array_length(files)
    ));
  end if;
  return jsonb_build_object(
    'months', periods,
    'rows', counts,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', files
  );
end;
$$;

-- Export and erasure by address (20261128000400_complete_data_rights).
create or replace function private.export_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  kind text;
  kind_rows jsonb;
  leads jsonb := '{}'::jsonb;
  counts jsonb := '{}'::jsonb;
  notifications jsonb;
  resumes jsonb;
  account jsonb;
begin
  if not private.is_admin_at_aal2() then
    raise exception 'Only an admin signed in with a second factor exports a person''s data'
      using errcode = '42501';
  end if;
  address := private.person_address(email);
  for kind in select r.lead_table from public.lead_retention as r order by r.lead_table loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(t) - ''search_text'' - ''client_hash''
                                 order by t.created_at, t.id), ''[]'')
         from public.%I as t where lower(t.email) = $1',
      kind
    ) into kind_rows using address;
    leads := leads || jsonb_build_object(kind, kind_rows);
    counts := counts || jsonb_build_object(kind, jsonb_array_length(kind_rows));
  end loop;

  select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at, n.id), '[]') into notifications
    from public.lead_notifications as n
    join (
      select k.key as lead_table, (r ->> 'id')::uuid as lead_id
        from jsonb_each(leads) as k, jsonb_array_elements(k.value) as r
    ) as lead on lead.lead_table = n.lead_table and lead.lead_id = n.lead_id;

  select coalesce(jsonb_agg(jsonb_build_object(
      'name', o.name,
      'size', o.metadata -> 'size',
      'mimetype', o.metadata ->> 'mimetype',
      'created_at', o.created_at
    ) order by o.name), '[]') into resumes
    from storage.objects as o
   where o.bucket_id = 'resumes'
     and split_part(o.name, '/', 1) in (
       select r ->> 'id' from jsonb_array_elements(leads -> 'job_applications') as r
     );

  account := private.person_account(address);

  perform private.write_audit('person_export', null, null, jsonb_build_object(
    'email_hash', private.person_hash(address),
    'rows', counts,
    'lead_notifications', jsonb_array_length(notifications),
    'resumes', jsonb_array_length(resumes),
    'account', case when account is null then 0 else 1 end
  ));
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'account', account,
    'leads', leads,
    'lead_notifications', notifications,
    'resumes', resumes
  );
end;
$$;

create or replace function private.erase_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  kind text;
  ids uuid[];
  gone jsonb;
  counts jsonb := '{}'::jsonb;
  notifications integer := 0;
  links integer := 0;
  files jsonb := '[]'::jsonb;
  accounts integer;
begin
  if not private.is_admin_at_aal2() then
    raise exception 'Only an admin signed in with a second factor erases a person''s data'
      using errcode = '42501';
  end if;
  address := private.person_address(email);
  if exists (
    select from auth.users as u
      join public.user_roles as r on r.user_id = u.id and r.role = 'admin'
     where lower(u.email) = address
  ) then
    raise exception 'This address belongs to an admin. Remove the admin role before erasing it.'
      using errcode = '42501';
  end if;
  perform private.forget_swept_resumes();
  for kind in select r.lead_table from public.lead_retention as r order by r.lead_table loop
    execute format(
      'select coalesce(array_agg(t.id), ''{}'') from public.%I as t where lower(t.email) = $1',
      kind
    ) into ids using address;
    gone := private.delete_leads(kind, ids);
    counts := counts || jsonb_build_object(kind, gone -> 'rows');
    notifications := notifications + (gone ->> 'lead_notifications')::integer;
    links := links + (gone ->> 'booking_links')::integer;
    files := files || (gone -> 'resumes');
  end loop;

  -- Sessions, factors, identities and the profile go by their foreign keys' cascade.
  delete from auth.users as u where lower(u.email) = address;
  get diagnostics accounts = row_count;

  perform private.write_audit('person_erasure', null, null, jsonb_build_object(
    'email_hash', private.person_hash(address),
    'rows', counts,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', jsonb_array_length(files),
    'account', accounts
  ));
  return jsonb_build_object(
    'rows', counts,
    'lead_notifications', notifications,
    'booking_links', links,
    'resumes', files,
    'account', accounts
  );
end;
$$;
