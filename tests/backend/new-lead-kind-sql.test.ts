// npm run db:new-kind writes a kind's migration and pgTAP skeleton from its description
// (scripts/lead-kind-sql.ts). Here two existing kinds are written again under a new table's
// name, one screened for spam and one not: each migration applies after the others, gives
// the table the columns of the kind's real table and every trigger family, and the
// skeleton's tests pass.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from 'local-supabase/open-local-database';
import type { LeadKindDescription } from '../../src/shared/leads/lead-kind.ts';
import { leadKinds } from '../../src/shared/leads/lead-kinds.ts';
import { newKindMigration, newKindTest } from '../../scripts/lead-kind-sql.ts';
import { projectDir } from '../../scripts/local-backend/project.ts';

const pgtap = fileURLToPath(new URL('./pgtap/pgtap--1.2.0.sql', import.meta.url));

let local: LocalDatabase;

beforeAll(async () => {
  local = await openLocalDatabase('memory', { projectDir });
  await local.db.exec(`set search_path to extensions;\n${readFileSync(pgtap, 'utf8')}`);
});

afterAll(async () => {
  await local?.close();
});

/** Columns as the catalog has them: name, type, not null, default. */
function columnsOf(table: string) {
  return local.db.query(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
            pg_get_expr(d.adbin, d.adrelid) as "default"
       from pg_attribute as a left join pg_attrdef as d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attname = any($2)
      order by a.attname`,
    [`public.${table}`, [...columnNames]],
  );
}
let columnNames: string[] = [];

describe.each([
  ['contact', 'contact_submissions', 'contact_copies'],
  ['event', 'event_leads', 'event_copies'],
] as const)('the %s kind written again as %s’s twin', (kind, original, table) => {
  const description = { ...leadKinds[kind], table } as unknown as LeadKindDescription;

  it('applies, with the columns of the real table', async () => {
    await local.db.exec(newKindMigration(description));
    columnNames = [
      'id',
      'status',
      'created_at',
      'held_at',
      'held_reason',
      'client_hash',
      ...description.fields.map(({ name }) => name),
    ];
    expect(await columnsOf(table)).toEqual(await columnsOf(original));
  });

  it('is registered with every trigger family its twin has', async () => {
    const families = (relation: string) =>
      local.db.query(
        `select replace(t.tgname, $2, '<table>') as name, t.tgfoid::regproc::text as fn, t.tgtype
           from pg_trigger as t join private.lead_tables as r on r.relation = t.tgrelid
          where r.lead_table = $1 and t.tgfoid::regproc::text in (
            'private.normalise_lead_text', 'private.screen_spam',
            'private.enqueue_lead_notifications', 'private.wake_lead_dispatcher_after_insert',
            'private.audit_lead_change', 'private.audit_held_discard')
          order by 1`,
        [relation, relation],
      );
    const twin = await families(original);
    expect(twin).toHaveLength(kind === 'contact' ? 6 : 5);
    expect(await families(table)).toEqual(twin);
  });

  it('passes its pgTAP skeleton', async () => {
    const results = await local.db.exec(
      `set search_path to public, extensions;\n${newKindTest(description)}`,
    );
    const lines = results.flatMap((rows) => rows.map((row) => String(Object.values(row)[0])));
    expect(lines.filter((line) => /^(not )?ok /.test(line))).toEqual([
      'ok 1 - a visitor sends a lead',
      'ok 2 - and cannot read any',
      'ok 3 - it starts at the first status',
      'ok 4 - and staff are told',
    ]);
  });
});
