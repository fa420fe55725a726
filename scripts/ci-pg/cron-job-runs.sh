#!/usr/bin/env bash
# DATABASE_URL=… cron-job-runs.sh <job>: proves that pg_cron runs a job the migrations
# scheduled. The job is moved to every minute (Debian's pg_cron 1.4 has no seconds),
# a succeeded run is awaited in cron.job_run_details (at most 90 s: the next minute
# starts within 60), and the migration's schedule is put back, whatever happened.
set -euo pipefail
job=$1
# Statements come on stdin (or -c, where psql expands no :variable).
sql() { psql "$DATABASE_URL" -qAtX -v ON_ERROR_STOP=1 "$@"; }

printf '==> pg_cron: jobs the migrations scheduled: %s\n' \
  "$(sql -c "select string_agg(format('%s (%s)', jobname, schedule), ', ' order by jobname) from cron.job")"
read -r id schedule < <(sql -F ' ' -v job="$job" <<<"select jobid, schedule from cron.job where jobname = :'job'")
if [ -z "${id:-}" ]; then
  printf '==> pg_cron: no job named %s\n' "$job"
  exit 1
fi

restore() { sql -v id="$id" -v schedule="$schedule" <<<"select cron.alter_job(:id, schedule => :'schedule')" >/dev/null; }
trap restore EXIT
sql -v id="$id" <<<"select cron.alter_job(:id, schedule => '* * * * *')" >/dev/null

for _ in $(seq 45); do
  run=$(sql -v id="$id" <<<"select format('run %s, %s to %s: %s', runid, start_time, end_time, return_message)
                              from cron.job_run_details where jobid = :id and status = 'succeeded' limit 1")
  if [ -n "$run" ]; then
    printf '==> pg_cron: job %s ran (succeeded): %s\n' "$job" "$run"
    exit 0
  fi
  sleep 2
done
printf '==> pg_cron: job %s did not succeed within 90 s; its runs:\n' "$job"
sql -v id="$id" <<<"select status, return_message from cron.job_run_details where jobid = :id"
exit 1
