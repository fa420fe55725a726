// Every lead kind of src/shared/leads is wired in the database: its table is in the registry
// (private.lead_tables, supabase/migrations/20261129000300_lead_table_registry.sql), screened
// for spam when its description says the database holds its leads (held_at), with its
// retention period and every trigger family attach_lead_table installs. The families are
// listed here rather than read from the migration, so one that is forgotten fails this test.
// supabase/tests/database/lead-table-registry.test.sql attaches a new table and follows a
// lead through them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from 'local-supabase/open-local-database';
import { leadKindNames, leadKinds } from '../../src/shared/leads/lead-kinds.ts';
import { projectDir } from '../../scripts/local-backend/project.ts';

/** pg_trigger.tgtype bits. */
const row = 1;
const before = 2;
const onInsert = 4;
const onDelete = 8;
const onUpdate = 16;

const families = [
  {
    name: 'normalise_text',
    fn: 'private.normalise_lead_text',
    type: row | before | onInsert | onUpdate,
  },
  {
    name: 'screen_spam',
    fn: 'private.screen_spam',
    type: row | before | onInsert,
    screenedOnly: true,
  },
  { name: 'enqueue_notifications', fn: 'private.enqueue_lead_notifications', type: row | onInsert },
  { name: 'wake_dispatcher', fn: 'private.wake_lead_dispatcher_after_insert', type: onInsert },
  { name: '%s_audit', fn: 'private.audit_lead_change', type: row | onUpdate },
  { name: '%s_audit_discard', fn: 'private.audit_held_discard', type: row | onDelete },
];

type Trigger = {
  table: string;
  name: string;
  fn: string;
  type: number;
};

let local: LocalDatabase;
let registry: Map<string, { screened: boolean }>;
let periods: Set<string>;
let triggers: Trigger[];

beforeAll(async () => {
  local = await openLocalDatabase('memory', { projectDir });
  const registered = await local.db.query<{ lead_table: string; screened: boolean }>(
    'select lead_table, screened from private.lead_tables',
  );
  registry = new Map(registered.map(({ lead_table, screened }) => [lead_table, { screened }]));
  const retention = await local.db.query<{ lead_table: string }>(
    'select lead_table from public.lead_retention',
  );
  periods = new Set(retention.map(({ lead_table }) => lead_table));
  triggers = await local.db.query<Trigger>(
    `select c.relname as "table", t.tgname as name, t.tgfoid::regproc::text as fn, t.tgtype as type
       from pg_trigger as t join pg_class as c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal and t.tgenabled = 'O'`,
  );
});

afterAll(async () => {
  await local?.close();
});

describe.each(leadKindNames.map((kind) => [kind, leadKinds[kind].table] as const))(
  'the %s kind’s table, %s',
  (kind, table) => {
    const screened = (leadKinds[kind].managedColumns ?? []).some(({ name }) => name === 'held_at');

    it(`is registered, ${screened ? '' : 'not '}screened for spam`, () => {
      expect(registry.get(table)).toEqual({ screened });
    });

    it('has its retention period', () => {
      expect(periods.has(table)).toBe(true);
    });

    it('has every trigger family', () => {
      const expected = families
        .filter((family) => screened || !family.screenedOnly)
        .map((family) => ({
          table,
          name: family.name.replace('%s', table),
          fn: family.fn,
          type: family.type,
        }));
      const present = triggers.filter((trigger) => trigger.table === table);
      expect(present).toEqual(expect.arrayContaining(expected));
      expect(present.some((trigger) => trigger.name === 'screen_spam')).toBe(screened);
    });
  },
);

it('registers no table that is not a lead kind’s', () => {
  expect([...registry.keys()].sort()).toEqual(
    leadKindNames.map((kind) => leadKinds[kind].table).sort(),
  );
});
