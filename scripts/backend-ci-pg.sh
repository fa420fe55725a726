#!/usr/bin/env bash
# Second pass of the database tests, on a real PostgreSQL 15 server instead of
# PGlite: starts the Debian cluster 15/main (installing it if missing), gives
# a fresh database and runs tests/backend/database.test.ts through DATABASE_URL,
# then splinter (npm run lint:db) over the schema those tests migrated.
# Runs as root with no stdin (CI); stops the cluster again if it started it.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/lib/postgresql/15/bin/postgres ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
if ! pg_lsclusters -h | awk '$1 == "15" && $2 == "main"' | grep -q .; then
  pg_createcluster 15 main >/dev/null
fi

started=0
if ! pg_lsclusters -h | awk '$1 == "15" && $2 == "main" {print $4}' | grep -q online; then
  pg_ctlcluster 15 main start
  started=1
fi
stop_cluster() {
  if [ "$started" = 1 ]; then pg_ctlcluster 15 main stop; fi
}
trap stop_cluster EXIT

port=$(pg_lsclusters -h | awk '$1 == "15" && $2 == "main" {print $3}')
database=supabase_db_test
# Peer authentication only lets OS user postgres in over the socket; a password
# lets this root process connect over TCP like any application would.
password=postgres
runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 -d postgres <<SQL
set client_min_messages = warning;
alter role postgres password '$password';
drop database if exists $database;
create database $database;
SQL

export DATABASE_URL="postgres://postgres:$password@127.0.0.1:$port/$database"
npx vitest run --project backend tests/backend/database.test.ts
# Each pgTAP file rolls back: the database holds the migrated schema, and pgTAP in the
# extensions schema, which splinter leaves alone.
npm run --silent lint:db
