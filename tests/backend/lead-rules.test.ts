// Holds the database to each lead kind's description (src/shared/leads): the table has
// exactly the described columns, required ones NOT NULL, and for a corpus of hostile and
// boundary values, the REST API as anon accepts a lead exactly when zod does.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNullable } from '../../src/shared/leads/lead-field.ts';
import { leadKindNames, leadKinds } from '../../src/shared/leads/lead-kinds.ts';
import { leadSchemas } from '../../src/shared/leads/lead-schemas.ts';
import { openLocalDatabase, type LocalDatabase } from 'local-supabase/open-local-database';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { corpusFor } from './lead-corpus.ts';
import { projectDir } from '../../scripts/local-backend/project.ts';

let backend: AppBackend;
let catalog: LocalDatabase;

beforeAll(async () => {
  [backend, catalog] = await Promise.all([
    startAppBackend({ port: 0, db: 'memory' }),
    openLocalDatabase('memory', { projectDir }),
  ]);
});

afterAll(async () => {
  await Promise.all([backend?.close(), catalog?.close()]);
});

/**
 * A booth lead comes from a device enrolled for its event (booth-devices.test.ts holds the
 * refusals): a fresh device per lead.
 */
async function boothDevice(lead: Record<string, unknown>): Promise<Record<string, string>> {
  const credential = randomUUID();
  // A name no device could hold (too long, a NUL byte) gets none: its lead is refused anyway.
  await backend.db
    .query(
      `insert into private.booth_devices (event_name, credential_hash)
       select $1, sha256(convert_to($2, 'UTF8')) where char_length($1) between 1 and 100`,
      [typeof lead.event_name === 'string' ? lead.event_name.trim() : '', credential],
    )
    .catch(() => undefined);
  return { 'x-booth-device': credential };
}

async function insertAsAnon(table: string, lead: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${backend.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      ...(table === 'event_leads' && (await boothDevice(lead))),
    },
    body: JSON.stringify({ ...lead, id: randomUUID() }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe.each(leadKindNames)('the %s lead', (kind) => {
  const description = leadKinds[kind];

  it('has exactly the described columns, NOT NULL where a value is required', async () => {
    const columns = await catalog.db.query<{ column_name: string; is_nullable: string }>(
      `select column_name, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name = $1 order by column_name`,
      [description.table],
    );
    const described = [
      ...description.fields.map((field) => ({
        column_name: field.name,
        is_nullable: isNullable(field) ? 'YES' : 'NO',
      })),
      { column_name: 'id', is_nullable: 'NO' },
      { column_name: 'created_at', is_nullable: 'NO' },
      { column_name: 'status', is_nullable: 'NO' },
      { column_name: 'search_text', is_nullable: 'YES' },
      ...(description.managedColumns ?? []).map(({ name, nullable }) => ({
        column_name: name,
        is_nullable: nullable ? 'YES' : 'NO',
      })),
    ].sort((a, b) => a.column_name.localeCompare(b.column_name));
    expect(columns).toEqual(described);
  });

  it('starts every lead at its first status and allows only the described ones', async () => {
    const [row] = await catalog.db.query<{ fallback: string; rule: string }>(
      `select pg_get_expr(d.adbin, d.adrelid) as fallback,
              (select pg_get_constraintdef(c.oid) from pg_constraint c
                where c.conrelid = a.attrelid and c.conname = $1 || '_status_check') as rule
         from pg_attribute a join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ('public.' || $1)::regclass and a.attname = 'status'`,
      [description.table],
    );
    expect(row?.fallback).toBe(`'${description.statuses[0]}'::text`);
    for (const status of description.statuses) expect(row?.rule).toContain(`'${status}'::text`);
    expect(row?.rule.match(/'[^']+'::text/g)).toHaveLength(description.statuses.length);
  });

  it("builds search_text from exactly the kind's search fields", async () => {
    const [row] = await catalog.db.query<{ expression: string }>(
      `select pg_get_expr(d.adbin, d.adrelid) as expression
         from pg_attribute a join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ('public.' || $1)::regclass and a.attname = 'search_text'`,
      [description.table],
    );
    const named = description.fields
      .map((field) => field.name)
      .filter((name) => new RegExp(`\\b${name}\\b`).test(row?.expression ?? ''));
    expect(named.sort()).toEqual([...description.admin.searchFields].sort());
  });

  it('the database accepts a lead exactly when the form schema does', async () => {
    const disagreements: string[] = [];
    for (const entry of corpusFor(description)) {
      const zodAccepts = leadSchemas[kind].safeParse(entry.lead).success;
      const status = await insertAsAnon(description.table, entry.lead);
      const databaseAccepts = status === 201;
      if (status >= 500) disagreements.push(`${entry.field} / ${entry.label}: HTTP ${status}`);
      else if (zodAccepts !== databaseAccepts) {
        disagreements.push(
          `${entry.field} / ${entry.label}: zod ${zodAccepts ? 'accepts' : 'refuses'}, database ${status}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
  });
});
