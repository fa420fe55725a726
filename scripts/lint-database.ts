// npm run lint:db: splinter, Supabase's database linter (postgrestools dblint, rules in
// supabase/postgres-language-server.jsonc), over the migrated database in DATABASE_URL.
// Fails on any finding, whatever its level: splinter reports rules this schema holds (a
// primary key, indexed foreign keys, a policy per RLS table) as INFO, and postgrestools 0.25
// ignores a level set in the config. Runs in Node against a running server (CI's PostgreSQL 15).
import { spawnSync } from 'node:child_process';

interface DblintReport {
  diagnostics: { severity: string; category: string; message: string }[];
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  // Without a database dblint checks nothing and passes.
  console.error('Usage: DATABASE_URL=postgres://… npm run lint:db');
  process.exit(2);
}

// Splinter's API rules (RLS disabled in public, exposed views) read the schemas PostgREST
// exposes from its pgrst.db_schemas setting, which a bare server lacks: public, as
// supabase/config.toml leaves [api] schemas at its default and graphql_public does not exist.
const url = new URL(databaseUrl);
url.searchParams.set('options', '-c pgrst.db_schemas=public');

/** dblint's output: the JSON report, or its own report for people (stdout and stderr). */
function dblint(reporter: 'json' | 'default'): string {
  const args = ['--no-install', 'postgrestools', 'dblint', '--config-path=supabase'];
  if (reporter === 'json') args.push('--reporter=json');
  const result = spawnSync('npx', [...args, '--max-diagnostics=none'], {
    env: { ...process.env, DATABASE_URL: url.href },
    encoding: 'utf8',
  });
  return reporter === 'json' ? result.stdout : result.stdout + result.stderr;
}

const json = dblint('json');
let report: DblintReport;
try {
  report = JSON.parse(json) as DblintReport;
} catch {
  // A failed connection prints its diagnostic instead of the JSON report.
  console.error(dblint('default'));
  process.exit(1);
}

if (report.diagnostics.length) {
  // dblint's own report names each object and links its remediation.
  console.error(dblint('default'));
  console.error(`splinter: ${String(report.diagnostics.length)} finding(s) on the migrated schema`);
  process.exitCode = 1;
} else {
  console.info('splinter: no findings on the migrated schema.');
}
