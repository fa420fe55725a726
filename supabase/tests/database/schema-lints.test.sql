-- Schema rules that splinter (npm run lint:db, CI's PostgreSQL 15 pass) does not
-- check: the security-definer lints (0028, 0029) are newer than the splinter
-- postgrestools 0.25 carries, and the admin check is this project's own.
begin;
select plan(4);

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
  $$ select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public'
       and (coalesce(qual, '') || coalesce(with_check, '')) like '%is_admin()%'
       and (coalesce(qual, '') || coalesce(with_check, '')) not ilike '%select private.is_admin()%' $$,
  'policies call the admin check through (select ...), evaluated once per statement'
);
select is_empty(
  $$ select tablename || ': ' || policyname from pg_policies
     where schemaname = 'public'
       and (roles && array['anon', 'public']::name[])
       and (coalesce(qual, '') || coalesce(with_check, '')) like '%is_admin%' $$,
  'no policy that applies to anon calls the admin check'
);

select * from finish();
rollback;
