// npm run db:new-kind <kind>: writes the migration and the pgTAP skeleton of a lead kind
// that has its description in src/shared/leads (listed in lead-kind-list.ts) and no table
// yet (scripts/lead-kind-sql.ts). Then: npm run db:types, and the kind's own rules.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { leadKindNames, leadKinds } from '../src/shared/leads/lead-kinds.ts';
import { newKindMigration, newKindTest } from './lead-kind-sql.ts';

const migrations = fileURLToPath(new URL('../supabase/migrations/', import.meta.url));
const tests = fileURLToPath(new URL('../supabase/tests/database/', import.meta.url));

const kind = process.argv[2];
const description = leadKindNames.find((name) => name === kind);
if (!description) {
  console.error(`Usage: npm run db:new-kind <kind>, one of ${leadKindNames.join(', ')}`);
  process.exit(1);
}
const { table } = leadKinds[description];
const files = readdirSync(migrations).sort();
if (
  files.some((file) =>
    readFileSync(migrations + file, 'utf8').includes(`create table public.${table} `),
  )
) {
  console.error(`public.${table} is created by a migration already`);
  process.exit(1);
}

// After the newest migration, as the Supabase CLI's timestamps order them.
const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const newest = files.at(-1)?.slice(0, 14) ?? '0';
const version = now > newest ? now : String(BigInt(newest) + 100n);
const migration = `${migrations}${version}_create_${table}.sql`;
const test = `${tests}${table.replaceAll('_', '-')}.test.sql`;
if (existsSync(test)) {
  console.error(`${test} exists already`);
  process.exit(1);
}
writeFileSync(migration, newKindMigration(leadKinds[description]));
writeFileSync(test, newKindTest(leadKinds[description]));
console.log(`Wrote ${migration}\nWrote ${test}\nNext: npm run db:types`);
