/*
 * The bench's large database: a PGlite directory holding `rows` demo leads per lead
 * table (scripts/demo-leads.ts), kept between runs while the migrations, the row count
 * and the seed are the same, since filling it takes minutes.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { openLocalDatabase } from 'local-supabase/open-local-database';
import { defaultDemoSeed, seedDemoLeads } from '../demo-leads.ts';
import { tmpDir } from './config.ts';
import { projectDir } from '../local-backend/project.ts';

export interface ScaleData {
  dir: string;
  rowsPerTable: number;
  /** Time to fill it in this run; null when an earlier run's database was reused. */
  seedMs: number | null;
}

async function schemaVersion(rows: number): Promise<string> {
  const hash = createHash('sha256').update(`${rows}:${defaultDemoSeed}`);
  for (const file of (await readdir('supabase/migrations')).sort()) {
    hash.update(await readFile(`supabase/migrations/${file}`));
  }
  return hash.digest('hex');
}

export async function prepareScaleData(
  rows: number,
  step: (message: string) => void,
): Promise<ScaleData> {
  const dir = `${tmpDir}/scale-db`;
  const stamp = `${tmpDir}/scale-db.version`;
  const version = await schemaVersion(rows);
  const previous = await readFile(stamp, 'utf8').catch(() => '');
  if (previous === version) return { dir, rowsPerTable: rows, seedMs: null };

  await rm(stamp, { force: true });
  await rm(dir, { recursive: true, force: true });
  const started = performance.now();
  const local = await openLocalDatabase(dir, { projectDir });
  try {
    // Fixed "now", so every run's rows are the same rows.
    await seedDemoLeads(local.db, {
      rows,
      now: new Date('2026-11-01T00:00:00Z'),
      onProgress: ({ table, done, total }) => {
        if (done === total || done % 20_000 === 0) step(`seeding ${table}: ${done} of ${total}`);
      },
    });
    // The rows span three years, past the default retention periods: the longest period
    // keeps them all when the backend purges expired leads at start.
    await local.db.query('update public.lead_retention set months = 120');
  } finally {
    await local.close();
  }
  await writeFile(stamp, version);
  return { dir, rowsPerTable: rows, seedMs: Math.round(performance.now() - started) };
}
