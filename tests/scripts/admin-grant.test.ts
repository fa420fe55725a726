// npm run admin:grant, run as an operator runs it on a local database: what it prints holds,
// besides the QR code, a one-time set-up code, and the database keeps only that code's hash.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openLocalDatabase } from 'local-supabase/open-local-database';
import { afterAll, describe, expect, it } from 'vitest';
import { projectDir } from '../../scripts/local-backend/project.ts';

const workDir = mkdtempSync(join(tmpdir(), 'admin-grant-'));
const dataDir = join(workDir, 'db');

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('npm run admin:grant', () => {
  it('prints a one-time set-up code and stores only its hash', { timeout: 180_000 }, async () => {
    const opened = await openLocalDatabase(dataDir, { projectDir });
    await opened.db.query("insert into auth.users (email) values ('ada@example.com')");
    await opened.close();

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/admin-grant.ts', 'ada@example.com'],
      { env: { ...process.env, LOCAL_DB: dataDir, DATABASE_URL: '', SUPABASE_DB_URL: '' } },
    );
    const code = /^Set-up code: ([0-9A-F]{4}(?:-[0-9A-F]{4}){3})$/m.exec(stdout)?.[1];
    expect(code).toBeDefined();
    expect(stdout).toContain('Scan this QR code with the authenticator app now');

    const reopened = await openLocalDatabase(dataDir, { projectDir });
    try {
      const plain = code?.replaceAll('-', '');
      const rows = await reopened.db.query<{ hashed: boolean; plain: boolean }>(
        `select code_hash = sha256(convert_to($1, 'UTF8')) as hashed,
                c::text ilike '%' || $1 || '%' or c::text ilike '%' || $2 || '%' as plain
           from private.admin_set_up_codes c`,
        [plain, code],
      );
      expect(rows).toEqual([{ hashed: true, plain: false }]);
    } finally {
      await reopened.close();
    }
  });
});
