#!/usr/bin/env bash
# CI's PostgreSQL 15 pass: the database as hosted Supabase runs it, with its extensions and
# Supabase's own tools. On the Debian cluster 15/main (installed and created if missing):
# pg_cron preloaded, a fresh database given the platform (scripts/prepare-platform.ts), the
# migrations applied by the Supabase CLI (`supabase migration up --db-url`), one of the cron
# jobs they schedule seen to run, plpgsql_check over every project function, `supabase db
# lint`, then the pgTAP files (tests/backend/database.test.ts) and splinter (npm run lint:db).
# Runs as root with no stdin (CI); stops the cluster again if it started it.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '==> %s\n' "$*"; }

# pg_net and Vault have no Debian package: the platform step below brings the embedded
# backend's stand-ins, as it does auth's and storage's.
packages=(postgresql-15 postgresql-15-cron postgresql-15-plpgsql-check)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
    missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! pg_lsclusters -h | awk '$1 == "15" && $2 == "main"' | grep -q .; then
  pg_createcluster 15 main >/dev/null
fi

database=supabase_db_test
# pg_cron works only when preloaded, and in the one database it is told: installed without
# this, `create extension pg_cron` fails in the migrations that find it available. Jobs run
# in background workers, so they need no password to connect back.
cat >/etc/postgresql/15/main/conf.d/pg_cron.conf <<CONF
shared_preload_libraries = 'pg_cron'
cron.database_name = '$database'
cron.use_background_workers = on
CONF

cluster_online() { pg_lsclusters -h | awk '$1 == "15" && $2 == "main" {print $4}' | grep -q online; }
started=0
if ! cluster_online; then
  pg_ctlcluster 15 main start
  started=1
fi
stop_cluster() {
  if [ "$started" = 1 ]; then pg_ctlcluster 15 main stop; fi
}
trap stop_cluster EXIT

port=$(pg_lsclusters -h | awk '$1 == "15" && $2 == "main" {print $3}')
# Peer authentication only lets OS user postgres in over the socket; a password
# lets this root process connect over TCP like any application would.
password=postgres
runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 -d postgres <<SQL
set client_min_messages = warning;
alter role postgres password '$password';
drop database if exists $database with (force);
create database $database;
SQL
# The restart loads the configuration above, and pg_cron's scheduler, which a dropped
# database ends, attaches to the new one.
pg_ctlcluster 15 main restart

# No TLS on this server; the CLI insists on it unless told.
export DATABASE_URL="postgres://postgres:$password@127.0.0.1:$port/$database?sslmode=disable"
sql() { psql "$DATABASE_URL" -qAtX -v ON_ERROR_STOP=1 "$@"; }
# The CLI's telemetry and update check would reach for the network.
export SUPABASE_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 SUPABASE_NO_UPDATE_NOTIFIER=1
# The CLI validates all of config.toml before any command, the Send Email Hook's secret
# ("v1,whsec_…", read from the environment) included: a throwaway one where none is set,
# since the database commands below never use it.
export SEND_EMAIL_HOOK_SECRET="${SEND_EMAIL_HOOK_SECRET:-v1,whsec_$(head -c 32 /dev/urandom | base64)}"

npx tsx scripts/prepare-platform.ts
# The schemas the platform brought: what plpgsql_check leaves to their makers.
platform_schemas=$(sql -c "select string_agg(nspname, ',') from pg_namespace where nspname <> 'public'")

npx --no-install supabase migration up --db-url "$DATABASE_URL" --include-all
step "supabase migration up: $(sql -c 'select count(*) from supabase_migrations.schema_migrations') migrations applied (supabase $(npx --no-install supabase --version))"

bash scripts/ci-pg/cron-job-runs.sh purge-expired-leads
# The pgTAP files expect no job to commit beside them, as on PGlite, and the jobs as the
# migrations left them: pg_cron's scheduler is ended (it comes back with the server), and
# the job runs under way are awaited (at most 30 s).
sql -c "select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'pg_cron launcher'" >/dev/null
for _ in $(seq 30); do
  [ "$(sql -c "select count(*) from pg_stat_activity where backend_type like 'pg_cron%'")" = 0 ] && break
  sleep 1
done
step "pg_cron: scheduler stopped for the pgTAP files"

# Issues are printed, errors fail; the last line holds the counts.
report=$(sql -v platform_schemas="$platform_schemas" -f scripts/ci-pg/plpgsql-check.sql)
IFS='|' read -r functions errors warnings <<<"$(tail -n 1 <<<"$report")"
head -n -1 <<<"$report"
step "plpgsql_check: $functions functions, $errors errors, $warnings warnings"
[ "$errors" = 0 ]

if ! lint=$(npm run --silent lint:plpgsql 2>&1); then
  printf '%s\n' "$lint"
  step "supabase db lint: issues above"
  exit 1
fi
step "supabase db lint: no issues"

step "pgTAP on PostgreSQL 15"
npx vitest run --project backend tests/backend/database.test.ts
# Each pgTAP file rolls back: the database holds the migrated schema, and pgTAP in the
# extensions schema, which splinter leaves alone.
step "splinter"
npm run --silent lint:db
