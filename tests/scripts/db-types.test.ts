// src/shared/database.types.ts against the migrations: regenerated in memory it
// must come out unchanged (else run npm run db:types), and a few facts the app
// relies on are pinned. Runs in Node under vitest; the expectTypeOf lines are
// checked by `tsc -b` (npm run typecheck), the rest at run time.
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { generateDatabaseTypes, typesFile, typesPath } from '../../scripts/db-types/generate.ts';
import {
  Constants,
  type Enums,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from '../../src/shared/database.types.ts';

describe('database types', () => {
  it('are what the current migrations produce', async () => {
    const generated = await generateDatabaseTypes();
    expect(readFileSync(typesFile, 'utf8'), `${typesPath} is stale: run npm run db:types`).toBe(
      generated,
    );
  }, 60_000);

  it('type the lead tables and roles the way the app uses them', () => {
    expectTypeOf<Tables<'consultations'>['status']>().toEqualTypeOf<string>();
    expectTypeOf<Pick<TablesInsert<'consultations'>, 'id' | 'name'>>().toEqualTypeOf<{
      id?: string;
      name: string;
    }>();
    expectTypeOf<Tables<'contact_submissions'>['status']>().toEqualTypeOf<string>();
    expectTypeOf<TablesUpdate<'job_applications'>['status']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Enums<'app_role'>>().toEqualTypeOf<'admin'>();
    expect(Constants.public.Enums.app_role).toEqual(['admin']);
  });
});
