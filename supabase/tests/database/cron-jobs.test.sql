-- The project's pg_cron jobs (migration 20261129000200), and pg_cron's answers to the calls a
-- migration makes. The same file runs on the embedded backend's stand-in
-- (packages/local-supabase/src/pg-cron.sql), on PostgreSQL with the real pg_cron, and on a
-- hosted project (`supabase test db`), so the stand-in's words are checked against pg_cron's.
begin;
select plan(6);

select results_eq(
  $$ select jobname::text, schedule, command, active from cron.job
      where jobname in ('lead-dispatch', 'purge-expired-leads', 'resume-sweep')
      order by jobname $$,
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

select lives_ok(
  $$ select cron.schedule('month-end', '0 12 $ * *', 'select 1'),
            cron.schedule('half-minute', '30 seconds', 'select 1') $$,
  'the last day of the month and an interval in seconds are taken'
);

select throws_ok(
  $$ select cron.unschedule('never-was') $$,
  'could not find valid entry for job ''never-was''',
  'unscheduling a name that has no job is refused, naming it'
);

select * from finish();
rollback;
