// Runs the pgTAP files in supabase/tests/database (the ones `supabase test db`
// runs on a hosted or CLI stack) against the embedded PGlite database, once on
// each Postgres major a PGlite release gives us (hosted Supabase runs the one
// supabase/config.toml declares), or against the PostgreSQL server in
// DATABASE_URL (the second pass in CI). pgTAP is loaded from the vendored SQL
// into the `extensions` schema.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite as PGlite17 } from 'pglite-pg17';
import { pgcrypto as pgcrypto17 } from 'pglite-pg17/contrib/pgcrypto';
import { pg_trgm as pg_trgm17 } from 'pglite-pg17/contrib/pg_trgm';
import { btree_gist as btree_gist17 } from 'pglite-pg17/contrib/btree_gist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from 'local-supabase/db';
import type { Database, PgliteBuild, Row } from 'local-supabase/db';
import { prepareDatabase } from 'local-supabase/prepare-database';
import { localProjectConfig } from 'local-supabase/project-config';
import { projectDir } from '../../scripts/local-backend/project.ts';

const testsDir = fileURLToPath(new URL('../../supabase/tests/database/', import.meta.url));
const pgtapFile = fileURLToPath(new URL('./pgtap/pgtap--1.2.0.sql', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;
const files = readdirSync(testsDir)
  .filter((file) => file.endsWith('.test.sql'))
  .sort();

interface Engine {
  name: string;
  target: string;
  pglite?: PgliteBuild;
  /** The major the name promises; checked when the database opens. */
  major?: number;
}

const engines: Engine[] = databaseUrl
  ? [{ name: 'the PostgreSQL server in DATABASE_URL', target: databaseUrl }]
  : [
      { name: 'PGlite (PostgreSQL 18)', target: 'memory', major: 18 },
      {
        name: 'pglite-pg17 (PostgreSQL 17)',
        target: 'memory',
        pglite: {
          PGlite: PGlite17,
          extensions: { pgcrypto: pgcrypto17, pg_trgm: pg_trgm17, btree_gist: btree_gist17 },
        },
        major: 17,
      },
    ];
/** The Postgres majors the passes below opened. */
const majors: number[] = [];

async function loadPgTap(database: Database): Promise<void> {
  const installed = await database.query(
    "select 1 from pg_proc where proname = 'plan' and pronamespace = 'extensions'::regnamespace",
  );
  if (installed.length) return;
  await database.exec(`set search_path to extensions;\n${readFileSync(pgtapFile, 'utf8')}`);
}

/** The TAP lines a file printed: every one-column text row of every statement. */
function tapLines(results: Row[][]): string[] {
  return results.flatMap((rows) =>
    rows.flatMap((row) => {
      const values = Object.values(row);
      return values.length === 1 && typeof values[0] === 'string' ? values[0].split('\n') : [];
    }),
  );
}

async function runFile(db: Database, file: string): Promise<string[]> {
  const sql = readFileSync(testsDir + file, 'utf8');
  return db.session(async (conn) => {
    try {
      // `supabase test db` runs with extensions on the search_path; so do we.
      return tapLines(await conn.exec(`set search_path to public, extensions;\n${sql}`));
    } catch (error) {
      await conn.exec('rollback');
      throw error;
    }
  });
}

for (const engine of engines) {
  describe(`pgTAP database tests on ${engine.name}`, () => {
    let db: Database;

    beforeAll(async () => {
      db = await openDatabase(engine.target, engine.pglite);
      const [version] = await db.query<{ server_version_num: string }>('show server_version_num');
      const major = Math.floor(Number(version?.server_version_num) / 10000);
      if (engine.major && major !== engine.major) {
        throw new Error(`${engine.name} opened PostgreSQL ${major}, not ${engine.major}`);
      }
      majors.push(major);
      await prepareDatabase(db, { projectDir, seed: false });
      await loadPgTap(db);
    });

    afterAll(async () => {
      await db?.close();
    });

    it.each(files)('%s', async (file) => {
      const lines = await runFile(db, file);
      const plan = /^1\.\.(\d+)$/.exec(lines.find((line) => /^1\.\.\d+$/.test(line)) ?? '');
      const failures = lines.filter((line, index) => {
        if (line.startsWith('not ok')) return true;
        // Keep the diagnostics that follow a failure next to it.
        return line.startsWith('#') && lines.slice(0, index).some((l) => l.startsWith('not ok'));
      });
      expect(failures).toEqual([]);
      expect(plan, 'the file must declare a plan').not.toBeNull();
      expect(lines.filter((line) => /^ok \d+/.test(line))).toHaveLength(Number(plan?.[1]));
    });
  });
}

// Runs after the passes above, which record their majors. The DATABASE_URL pass runs on
// whatever server CI starts, so the check belongs to the PGlite passes.
it.skipIf(databaseUrl)('runs on the Postgres major supabase/config.toml declares', () => {
  const declared = localProjectConfig(projectDir).db.majorVersion;
  expect(
    majors,
    `supabase/config.toml declares [db] major_version = ${String(declared)}, but the pgTAP ` +
      `files ran only on PostgreSQL ${majors.join(', ')}: add a PGlite release on that major ` +
      'to the engines in tests/backend/database.test.ts',
  ).toContain(declared);
});
