// Fills a database with fake leads, the same number for every lead kind: used by
// `npm run seed:demo` (scripts/seed-demo.ts) and by the bench. Runs in Node, connected as
// the database owner: RLS does not apply, so the rows keep their own created_at and status.
// Ids come from the seed, so running the same seed again adds nothing (conflicts are skipped).
import type { Queryable } from 'local-supabase/db';
import { leadKindNames, leadKinds } from '../src/shared/leads/lead-kinds.ts';
import { demoLeadRows, type DemoLeadRow } from './demo-lead-rows.ts';

export const defaultDemoSeed = 1;

/** Rows per INSERT: large enough to amortise a round trip, small enough to parse quickly. */
const batchRows = 2_000;

export interface DemoSeedProgress {
  table: string;
  /** Rows of this table sent so far, out of `total`. */
  done: number;
  total: number;
}

export interface DemoSeedOptions {
  /** Rows per lead table. */
  rows: number;
  seed?: number;
  /** created_at falls in the three years before this. */
  now?: Date;
  onProgress?: (progress: DemoSeedProgress) => void;
}

export interface DemoSeedResult {
  table: string;
  /** New rows; fewer than asked when an earlier run with the same seed stored some. */
  inserted: number;
}

/**
 * One statement per batch, so one transaction: json_populate_recordset turns the JSON array
 * into table rows, and a failure leaves no half batch behind.
 */
function insertStatement(table: string, columns: string[]): string {
  const list = columns.map((column) => `"${column}"`).join(', ');
  return `with inserted as (
    insert into public.${table} (${list})
    select ${list} from json_populate_recordset(null::public.${table}, $1::json)
    on conflict (id) do nothing
    returning 1
  ) select count(*)::int as inserted from inserted`;
}

function* batches(rows: Iterable<DemoLeadRow>, size: number): Generator<DemoLeadRow[]> {
  let batch: DemoLeadRow[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Inserts `rows` fake leads into each lead table, a few thousand per statement. */
export async function seedDemoLeads(
  db: Queryable,
  { rows, seed = defaultDemoSeed, now = new Date(), onProgress }: DemoSeedOptions,
): Promise<DemoSeedResult[]> {
  const results: DemoSeedResult[] = [];
  for (const kindName of leadKindNames) {
    const { table, fields, managedColumns = [] } = leadKinds[kindName];
    const scheduled = managedColumns.some(({ name }) => name === 'scheduled_at');
    const sql = insertStatement(table, [
      'id',
      'created_at',
      'status',
      ...(scheduled ? ['scheduled_at'] : []),
      ...fields.map((field) => field.name),
    ]);
    let done = 0;
    let inserted = 0;
    for (const batch of batches(demoLeadRows(kindName, rows, { seed, now }), batchRows)) {
      const [result] = await db.query<{ inserted: number }>(sql, [JSON.stringify(batch)]);
      inserted += result?.inserted ?? 0;
      done += batch.length;
      onProgress?.({ table, done, total: rows });
    }
    results.push({ table, inserted });
  }
  return results;
}
