// Runs the pgTAP files in supabase/tests/database (the ones `supabase test db`
// runs on a hosted or CLI stack) against the embedded PGlite database, or
// against the PostgreSQL server in DATABASE_URL (the second pass in CI).
// pgTAP is loaded from the vendored SQL into the `extensions` schema.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/db.ts';
import type { Database, Row } from '../../supabase/local/db.ts';
import { prepareDatabase } from '../../supabase/local/prepare-database.ts';

const testsDir = fileURLToPath(new URL('../../supabase/tests/database/', import.meta.url));
const pgtapFile = fileURLToPath(new URL('./pgtap/pgtap--1.2.0.sql', import.meta.url));
const target = process.env.DATABASE_URL || 'memory';
const files = readdirSync(testsDir)
  .filter((file) => file.endsWith('.test.sql'))
  .sort();

let db: Database;

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

async function runFile(file: string): Promise<string[]> {
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

beforeAll(async () => {
  db = await openDatabase(target);
  await prepareDatabase(db, { seed: false });
  await loadPgTap(db);
});

afterAll(async () => {
  await db?.close();
});

describe(`pgTAP database tests on ${target === 'memory' ? 'PGlite' : 'PostgreSQL'}`, () => {
  it.each(files)('%s', async (file) => {
    const lines = await runFile(file);
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
