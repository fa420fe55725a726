// The demo leads that `npm run seed:demo` and the bench insert: every row is one the form
// would send (its kind's zod schema takes it unchanged), its status is one of the kind's,
// the same seed gives the same rows, and seeding fills every lead table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadKindNames, leadKinds } from '../../src/shared/leads/lead-kinds.ts';
import { leadSchemas } from '../../src/shared/leads/lead-schemas.ts';
import { openLocalDatabase, type LocalDatabase } from 'local-supabase/open-local-database';
import { demoLeadRows, type DemoLeadRow } from '../../scripts/demo-lead-rows.ts';
import { seedDemoLeads } from '../../scripts/demo-leads.ts';
import { projectDir } from '../../scripts/local-backend/project.ts';

const now = new Date('2026-11-01T12:00:00Z');
const threeYearsAgo = new Date('2023-11-01T00:00:00Z');

/** What the visitor typed: the row without the columns the database and admins keep. */
const visitorFields = (row: DemoLeadRow) =>
  Object.fromEntries(
    Object.entries(row).filter(
      ([column]) => !['id', 'created_at', 'status', 'scheduled_at'].includes(column),
    ),
  );

describe.each(leadKindNames)('demo %s leads', (kind) => {
  const description = leadKinds[kind];
  const rows = [...demoLeadRows(kind, 200, { seed: 7, now })];

  it('are leads the form would send, unchanged by its schema', () => {
    for (const fields of rows.map(visitorFields)) {
      const parsed = leadSchemas[kind].safeParse(fields);
      expect(parsed.error?.issues ?? [], JSON.stringify(fields)).toEqual([]);
      expect(parsed.data).toEqual(fields);
    }
  });

  it('have unique uuids, times in the last three years and statuses of the kind', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(new Date(row.created_at) > threeYearsAgo && new Date(row.created_at) <= now).toBe(
        true,
      );
      expect(description.statuses).toContain(row.status);
    }
    const atFirstStatus = rows.filter((row) => row.status === description.statuses[0]).length;
    expect(atFirstStatus).toBeGreaterThan(rows.length / 3);
  });

  it('are the same rows for the same seed, other rows for another', () => {
    expect([...demoLeadRows(kind, 20, { seed: 7, now })]).toEqual(rows.slice(0, 20));
    const other = [...demoLeadRows(kind, 20, { seed: 8, now })];
    expect(other.map((row) => row.id)).not.toEqual(rows.slice(0, 20).map((row) => row.id));
  });
});

describe('seeding demo leads', () => {
  let local: LocalDatabase;

  beforeAll(async () => {
    local = await openLocalDatabase('memory', { projectDir });
  }, 60_000);

  afterAll(async () => {
    await local?.close();
  });

  it('fills every lead table, and adds nothing when the same seed runs again', async () => {
    const first = await seedDemoLeads(local.db, { rows: 50, seed: 3, now });
    expect(first).toEqual(
      leadKindNames.map((kind) => ({ table: leadKinds[kind].table, inserted: 50 })),
    );
    const again = await seedDemoLeads(local.db, { rows: 50, seed: 3, now });
    expect(again.map((result) => result.inserted)).toEqual(leadKindNames.map(() => 0));
    for (const kind of leadKindNames) {
      const [counted] = await local.db.query<{ count: number }>(
        `select count(*)::int as count from public.${leadKinds[kind].table}`,
      );
      expect(counted?.count).toBe(50);
    }
  }, 60_000);
});
