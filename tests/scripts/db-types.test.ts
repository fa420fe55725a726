// npm run db:types:check (scripts/gen-db-types.ts --check) passes src/shared/database.types.ts
// as committed and fails a copy that differs from what the migrations produce; a few facts the
// app relies on are pinned. Runs in Node under vitest; the expectTypeOf lines are checked by
// `tsc -b` (npm run typecheck), the rest at run time.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  Constants,
  type Enums,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from '../../src/shared/database.types.ts';

const typesPath = 'src/shared/database.types.ts';

/** The check over one file: its exit code and what it printed. */
async function checkTypes(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['scripts/gen-db-types.ts', '--check', file],
      { encoding: 'utf8' },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'db-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each check migrates a fresh PGlite and runs the generator: over a minute on a busy machine.
describe('npm run db:types:check', { timeout: 300_000 }, () => {
  it('passes the committed types and fails a stale copy', async () => {
    const stale = join(scratch, 'database.types.ts');
    writeFileSync(
      stale,
      readFileSync(typesPath, 'utf8').replace('app_role: ', "app_role: 'retired' | "),
    );
    const [current, edited] = await Promise.all([checkTypes(typesPath), checkTypes(stale)]);
    expect(current.output).toContain(`${typesPath} is current.`);
    expect(current.code).toBe(0);
    expect(edited.output).toContain('is stale: run npm run db:types');
    expect(edited.code).toBe(1);
  });
});

describe('database types', () => {
  it('type the lead tables and roles the way the app uses them', () => {
    expectTypeOf<Tables<'consultations'>['status']>().toEqualTypeOf<string>();
    expectTypeOf<Pick<TablesInsert<'consultations'>, 'id' | 'name'>>().toEqualTypeOf<{
      id?: string;
      name: string;
    }>();
    expectTypeOf<Tables<'contact_submissions'>['status']>().toEqualTypeOf<string>();
    expectTypeOf<TablesUpdate<'job_applications'>['status']>().toEqualTypeOf<string | undefined>();
    // A generated column: readable, never written.
    expectTypeOf<TablesInsert<'consultations'>['search_text']>().toEqualTypeOf<undefined>();
    expectTypeOf<Enums<'app_role'>>().toEqualTypeOf<'admin'>();
    expect(Constants.public.Enums.app_role).toEqual(['admin']);
  });
});
