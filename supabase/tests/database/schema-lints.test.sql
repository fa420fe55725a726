-- The Supabase database linter's security and performance rules that apply
-- to this schema, as tests (splinter itself is not available offline):
-- RLS everywhere, no security-definer function reachable by anon, fixed
-- search paths, initplan-friendly policies, one permissive policy per role
-- and action, no always-true write policies, indexed foreign keys.
begin;
select plan(12);

select is_empty(
  $$ select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and not c.relrowsecurity $$,
  'every table in public has row-level security enabled (0013)'
);
select is_empty(
  $$ select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_policy p where p.polrelid = c.oid) $$,
  'every table in public has at least one policy (0008)'
);
select is_empty(
  $$ select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p') $$,
  'every table in public has a primary key (0004)'
);
select is_empty(
  $$ select p.proname from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prosecdef $$,
  'no security-definer function lives in the exposed schema (0028, 0029)'
);
select ok(
  not has_function_privilege('anon', 'private.is_admin()', 'execute')
    and not has_schema_privilege('anon', 'private', 'usage'),
  'anon can neither reach the private schema nor execute the admin check'
);
select is_empty(
  $$ select n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private', 'booking_access', 'resume_access')
       and not exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%') $$,
  'every function of the project fixes its search_path (0011)'
);
select is_empty(
  $$ select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public'
       and (coalesce(qual, '') || coalesce(with_check, '')) ~ 'auth\.(uid|jwt|role)\(\)'
       and (coalesce(qual, '') || coalesce(with_check, '')) !~* 'select auth\.(uid|jwt|role)\(\)' $$,
  'policies call auth functions through (select ...), evaluated once per statement (0003)'
);
select is_empty(
  $$ select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public'
       and (coalesce(qual, '') || coalesce(with_check, '')) like '%is_admin()%'
       and (coalesce(qual, '') || coalesce(with_check, '')) not ilike '%select private.is_admin()%' $$,
  'policies call the admin check through (select ...) as well'
);
select is_empty(
  $$ select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public'
       and (roles && array['anon', 'public']::name[])
       and (coalesce(qual, '') || coalesce(with_check, '')) like '%is_admin%' $$,
  'no policy that applies to anon calls the admin check'
);
select is_empty(
  $$ select tablename || ' ' || r || ' ' || cmd from pg_policies, unnest(roles) as r
     where schemaname = 'public' and permissive = 'PERMISSIVE'
     group by tablename, r, cmd having count(*) > 1 $$,
  'one permissive policy per table, role and action (0006)'
);
select is_empty(
  $$ select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public'
       and ((cmd = 'INSERT' and coalesce(with_check, 'true') in ('true', '(true)'))
         or (cmd in ('UPDATE', 'DELETE', 'ALL') and coalesce(qual, 'true') in ('true', '(true)'))) $$,
  'no write policy is always true (0024)'
);
select is_empty(
  $$ select k.conrelid::regclass || ': ' || k.conname from pg_constraint k
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace
       and not exists (
         select 1 from pg_index i
         where i.indrelid = k.conrelid
           and (string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(k.conkey, 1)] = k.conkey
       ) $$,
  'every foreign key has an index that leads with its columns (0001)'
);

select * from finish();
rollback;
