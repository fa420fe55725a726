-- The project's pg_cron jobs (migration 20261129000200), and pg_cron's answers to the calls a
-- migration makes. The same file runs on the embedded backend's stand-in
-- (packages/local-supabase/src/pg-cron.sql), on PostgreSQL with the real pg_cron, and on a
-- hosted project (`supabase test db`), so the stand-in's words are checked against pg_cron's.
-- Only what pg_cron 1.4 (Debian's postgresql-15-cron) shares with 1.6 (hosted) is asked.
begin;
select plan(6);

select results_eq(
  $$ select jobname::text collate "default" as name, schedule, command, active from cron.job
      where jobname::text in ('lead-dispatch', 'purge-expired-leads', 'resume-sweep')
      order by name $$,
  $$ values ('lead-dispatch', '* * * * *', 'select private.wake_lead_dispatcher()', true),
            ('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()', true),
            ('resume-sweep', '* * * * *', 'select private.invoke_edge_function(''resume-sweep'')', true) $$,
  'the migrations schedule the three jobs'
);

select ok(
  not has_schema_privilege('anon', 'cron', 'usage')
    and not has_schema_privilege('authenticated', 'cron', 'usage'),
  'visitors cannot reach the cron schema'
);

select throws_ok(
  $$ select cron.schedule('bad-minute', '61 * * * *', 'select 1') $$,
  '22023',
  'invalid schedule: 61 * * * *',
  'a minute past 59 is refused, naming the schedule'
);

select throws_ok(
  $$ select cron.schedule('bad-interval', '60 seconds', 'select 1') $$,
  '22023',
  'invalid schedule: 60 seconds',
  'an interval of a minute or more in seconds is refused'
);

select is(
  cron.schedule('scheduled-twice', '0 4 * * *', 'select 1'),
  cron.schedule('scheduled-twice', '0 5 * * *', 'select 2'),
  'scheduling a name again replaces its job'
);

select throws_ok(
  $$ select cron.unschedule('never-was') $$,
  'could not find valid entry for job ''never-was''',
  'unscheduling a name that has no job is refused, naming it'
);

select * from finish();
rollback;
