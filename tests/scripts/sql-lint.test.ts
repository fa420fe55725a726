import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run lint:sql` over another folder of migrations, with the project's config. */
function lintSql(folder: string): { status: number | null; output: string } {
  const result = spawnSync(
    'node_modules/.bin/postgrestools',
    [
      'check',
      folder,
      '--config-path=supabase',
      '--disable-db',
      '--error-on-warnings',
      '--max-diagnostics=none',
    ],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), 'sql-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder holding one migration of the given text. */
function migrationsIn(name: string, sql: string): string {
  const folder = join(scratch, name);
  mkdirSync(folder);
  writeFileSync(join(folder, `20990101000000_${name}.sql`), sql);
  return folder;
}

// The linter starts a native binary per run: seconds on a busy machine.
describe('the SQL linter in npm run check', { timeout: 30_000 }, () => {
  it('passes the project migrations', () => {
    const { status, output } = lintSql('supabase/migrations');
    const files = readdirSync('supabase/migrations').length;
    expect(output).toContain(`Checked ${files} files`);
    expect(status).toBe(0);
  });

  it('fails a migration that does not parse', () => {
    const { status, output } = lintSql(migrationsIn('broken', 'create table t (id int;\n'));
    expect(output).toContain('syntax error');
    expect(status).toBe(1);
  });

  it('fails a migration that would lock a live table without a timeout', () => {
    const { status, output } = lintSql(
      migrationsIn(
        'unsafe',
        "alter table public.consultations add column source text not null default 'web';\n",
      ),
    );
    expect(output).toContain('lint/safety/lockTimeoutWarning');
    expect(status).toBe(1);
  });
});
