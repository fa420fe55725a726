-- plpgsql_check over every PL/pgSQL function the project's migrations made: those in
-- public and in every schema the platform did not have (:'platform_schemas', the schemas
-- present before the migrations ran), extensions' own functions left out. A trigger
-- function is checked against each table it is attached to, as plpgsql_check needs, with
-- the trigger's transition tables (`referencing new table as …`) named.
-- Prints one line per issue, then `functions errors warnings`; rolls back, so the
-- extension does not stay behind.
\set ON_ERROR_STOP on
\pset footer off
begin;
create extension plpgsql_check with schema extensions;

create temp table checked on commit drop as
select p.oid::regprocedure as fn, coalesce(t.tgrelid, 0)::regclass as relid,
       t.tgoldtable as oldtable, t.tgnewtable as newtable
  from pg_proc as p
  join pg_namespace as n on n.oid = p.pronamespace
  join pg_language as l on l.oid = p.prolang
  left join lateral (
    select distinct tgrelid, tgoldtable, tgnewtable from pg_trigger where tgfoid = p.oid
  ) as t on true
 where l.lanname = 'plpgsql'
   and (n.nspname = 'public' or n.nspname <> all (string_to_array(:'platform_schemas', ',')))
   and not exists (
     select from pg_depend as d
      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
   );

create temp table issues on commit drop as
select c.fn, c.relid, r.*
  from checked as c,
       lateral extensions.plpgsql_check_function_tb(
         c.fn, c.relid, fatal_errors := false, oldtable := c.oldtable, newtable := c.newtable
       ) as r;

select format('%s: %s%s line %s: %s%s%s%s', i.level, i.fn,
              case when i.relid <> 0 then format(' (on %s)', i.relid) else '' end,
              coalesce(i.lineno::text, '?'), i.message,
              coalesce(' (' || i.detail || ')', ''),
              coalesce(', ' || i.context, ''),
              coalesce(E'\n    ' || i.query, ''))
  from issues as i
 order by i.level, i.fn::text, i.lineno;

select (select count(distinct fn) from checked) as functions,
       (select count(*) from issues where level like '%error%') as errors,
       (select count(*) from issues where level not like '%error%') as warnings;
rollback;
