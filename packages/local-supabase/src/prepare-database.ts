// Brings a database to a project's schema, the way `supabase start` does: platform
// bootstrap (the roles and auth tables, pg_net's net schema, Vault, and pg_cron's stand-in
// where the extension is not available), then <projectDir>/migrations/*.sql in lexical order
// (each recorded in
// supabase_migrations.schema_migrations), then config.toml's [db.seed] sql_paths on a new
// database only. Runs in Node. Invariant: running it again is a no-op.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db.ts';
import type { SeedSettings } from './project-config.ts';
import { localProjectConfig } from './project-config.ts';

/** What a hosted database has before any migration, in order. */
const platformFiles = ['./bootstrap.sql', './pg-net.sql', './vault.sql'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
/** pg_cron's stand-in, for a database that cannot install the extension itself. */
const pgCronFile = fileURLToPath(new URL('./pg-cron.sql', import.meta.url));

/** The file-name pattern the Supabase CLI accepts for migrations. */
const migrationName = /^(\d+)_(.*)\.sql$/;

export interface PrepareResult {
  /** True when this call found no applied migration, i.e. the database was new. */
  created: boolean;
  applied: string[];
}

export interface PrepareOptions {
  /** The project's supabase/ folder: config.toml, migrations/. */
  projectDir: string;
  /** False for none; by default config.toml's [db.seed]. */
  seed?: SeedSettings | false;
}

export async function prepareDatabase(
  db: Database,
  { projectDir, seed = localProjectConfig(projectDir).db.seed }: PrepareOptions,
): Promise<PrepareResult> {
  const migrationsDir = join(projectDir, 'migrations');
  for (const file of platformFiles) await db.exec(readFileSync(file, 'utf8'));
  const [pgCron] = await db.query<{ available: boolean }>(
    "select exists (select from pg_available_extensions where name = 'pg_cron') as available",
  );
  if (!pgCron?.available) await db.exec(readFileSync(pgCronFile, 'utf8'));
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((row) => row.version),
  );
  const created = done.size === 0;
  const applied: string[] = [];
  for (const file of readdirSync(migrationsDir).sort()) {
    const match = migrationName.exec(file);
    if (!match || done.has(match[1] ?? '')) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [match[1], [sql], match[2]],
      );
    });
    applied.push(file);
  }
  if (created && seed && seed.enabled) {
    for (const file of new Set(seed.files)) await applySeed(db, projectDir, file);
  }
  return { created, applied };
}

async function applySeed(db: Database, projectDir: string, file: string): Promise<void> {
  const path = relative(projectDir, file);
  // The CLI's answer to a path that matches no file: a warning, and the other files.
  if (!existsSync(file)) {
    console.warn(`WARN: no files matched pattern: ${path}`);
    return;
  }
  const sql = readFileSync(file, 'utf8');
  await db.transaction(async (tx) => {
    await tx.exec(sql);
    await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      path,
      createHash('sha256').update(sql).digest('hex'),
    ]);
  });
}
