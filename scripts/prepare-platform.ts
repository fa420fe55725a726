// DATABASE_URL=postgres://… tsx scripts/prepare-platform.ts: lays down on a PostgreSQL
// server what a hosted Supabase database has before any migration (the API roles, auth,
// storage, extensions; local-supabase's platform SQL), and no migration, so that the
// Supabase CLI (`supabase migration up --db-url`) applies the project's migrations to it
// as `supabase db push` does to a hosted project. CI's PostgreSQL 15 pass
// (scripts/backend-ci-pg.sh) runs it on a fresh database.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from 'local-supabase/db';
import { prepareDatabase } from 'local-supabase/prepare-database';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Usage: DATABASE_URL=postgres://… tsx scripts/prepare-platform.ts');
  process.exit(2);
}

// prepareDatabase applies the platform, then the project's migrations: handed a project
// with no migration, it applies the platform alone, whatever files it is made of.
const emptyProject = mkdtempSync(join(tmpdir(), 'platform-only-'));
mkdirSync(join(emptyProject, 'migrations'));
const db = await openDatabase(databaseUrl);
try {
  await prepareDatabase(db, { projectDir: emptyProject, seed: false });
} finally {
  await db.close();
  rmSync(emptyProject, { recursive: true });
}
