// npm run seed:demo -- [--rows N] [--seed N]: fills the configured database (DATABASE_URL,
// LOCAL_DB or .local/db, as `npm start` uses) with N fake leads per lead table, for demos
// and trying the admin's paging and search at scale. Runs in Node, with the server stopped:
// a PGlite directory is open in one process at a time.
import { parseArgs } from 'node:util';
import {
  databaseFromEnv,
  describeTarget,
  openLocalDatabase,
} from 'local-supabase/open-local-database';
import { defaultDemoSeed, seedDemoLeads, type DemoSeedProgress } from './demo-leads.ts';
import { projectDir } from './local-backend/project.ts';

const usage = 'Usage: npm run seed:demo -- [--rows N] [--seed N]';
const defaultRows = 100_000;

function wholeNumber(name: string, text: string | undefined, fallback: number, min: number) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}.\n${usage}`);
    process.exit(2);
  }
  return value;
}

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: { rows: { type: 'string' }, seed: { type: 'string' } },
    });
    return {
      rows: wholeNumber('rows', values.rows, defaultRows, 1),
      seed: wholeNumber('seed', values.seed, defaultDemoSeed, 0),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    process.exit(2);
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/** On a terminal the table's line counts up in place; in a log, one line per finished table. */
function showProgress({ table, done, total }: DemoSeedProgress) {
  const line = `${table}: ${count(done)} / ${count(total)}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total) console.info(line);
}

const { rows, seed } = parseOptions();
const target = databaseFromEnv();
const local = await openLocalDatabase(target, { projectDir }).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // data-dir-lock.ts refuses a directory another process holds; its error has no code.
  if (/ is in use by process \d+/.test(message)) {
    console.error(`${describeTarget(target)} is in use: stop \`npm start\` first, then seed.`);
  } else {
    console.error(message);
  }
  process.exit(1);
});
try {
  console.info(`Seeding ${describeTarget(target)}: ${count(rows)} leads per table, seed ${seed}.`);
  const started = performance.now();
  const results = await seedDemoLeads(local.db, { rows, seed, onProgress: showProgress });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const inserted = results.reduce((sum, result) => sum + result.inserted, 0);
  const skipped = rows * results.length - inserted;
  const already = skipped > 0 ? ` (${count(skipped)} were already there from seed ${seed})` : '';
  console.info(`Inserted ${count(inserted)} leads in ${seconds} s${already}.`);
} catch (error) {
  // One line: a failed batch's error carries its whole JSON parameter, megabytes of it.
  const message = error instanceof Error ? error.message : String(error);
  const detail = error instanceof Error && 'detail' in error ? ` (${error.detail})` : '';
  console.error(`\nSeeding failed: ${message}${detail.slice(0, 300)}`);
  process.exitCode = 1;
} finally {
  await local.close();
}
