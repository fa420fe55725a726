-- The project's pg_cron jobs, scheduled wherever pg_cron's functions exist: hosted Supabase
-- (where this creates the extension first, if an earlier migration has not), PostgreSQL with
-- pg_cron preloaded (CI's server), and the embedded backend, whose stand-in
-- (packages/local-supabase/src/pg-cron.sql) has the same functions under the same names
-- and runs the jobs (pg-cron.ts). Elsewhere nothing is scheduled.
--
--   lead-dispatch        every minute: wakes the lead dispatcher, which retries failed
--                        notifications and sends the reminders due.
--   purge-expired-leads  daily at 03:17 UTC, off the hour when every other project's jobs
--                        start: deletes the leads past their retention period.
--   resume-sweep         every minute: the Edge Function that checks uploaded résumés and
--                        removes failed and orphaned files.
--
-- The guard asks for cron.schedule(text, text, text) by its signature: to_regproc finds no
-- function when the name is overloaded, as pg_cron's cron.schedule is. cron.schedule by
-- name replaces the job of that name (pg_cron 1.4+), so the two jobs migrations
-- 20261125000100 and 20261126000500 scheduled where pg_cron was available are rewritten
-- unchanged, and running this again changes nothing.

set local lock_timeout = '2s';

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if to_regprocedure('cron.schedule(text, text, text)') is null then
    return;
  end if;
  perform cron.schedule('lead-dispatch', '* * * * *', 'select private.wake_lead_dispatcher()');
  perform cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()');
  perform cron.schedule('resume-sweep', '* * * * *', 'select private.invoke_edge_function(''resume-sweep'')');
end;
$$;
