// The local backend on a persisted PGlite directory: rows, users and the
// schema survive a restart, the seed and the admin are created only once,
// a second process cannot open the same directory, and passwords hashed by
// pgcrypto (seed.sql style) and by the server verify on both sides.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../src/admin.ts';
import { openDatabase } from '../src/db.ts';
import { startLocalBackend } from '../src/server.ts';
import { aal2Client, signedInClient, supabaseClient } from '../src/test-client.ts';
import { projectDir } from './test-project.ts';

const workDir = mkdtempSync(join(tmpdir(), 'local-backend-'));
const dataDir = join(workDir, 'db');
const messageId = randomUUID();
/** The keeper's authenticator, as admin:grant set it up. */
let keeperSecret = '';

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('a persisted database', () => {
  it('creates, seeds and locks the database on the first start', async () => {
    const backend = await startLocalBackend({ projectDir, port: 0, db: dataDir });
    try {
      expect(backend.createdDatabase).toBe(true);
      expect(backend.admin.created).toBe(true);
      await expect(startLocalBackend({ projectDir, port: 0, db: dataDir })).rejects.toThrow(
        /in use by process/,
      );

      const anon = supabaseClient(backend.url, backend.anonKey);
      const insert = await anon.from('contact_submissions').insert({
        id: messageId,
        name: 'Persistent Visitor',
        email: 'visitor@example.com',
        message: 'Still here after a restart?',
      });
      expect(insert.status).toBe(201);
      const signUp = await anon.auth.signUp({
        email: 'keeper@example.com',
        password: 'keeper-password',
      });
      expect(signUp.error).toBeNull();
    } finally {
      await backend.close();
    }
  });

  it('verifies bcrypt hashes across pgcrypto and the server, and grants admin offline', async () => {
    const db = await openDatabase(dataDir);
    try {
      const [serverHash] = await db.query<{ verified: boolean }>(
        `select encrypted_password = extensions.crypt('admin-password', encrypted_password) as verified
           from auth.users where email = 'admin@example.com'`,
      );
      expect(serverHash?.verified).toBe(true);
      await db.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at)
         values ('seeded@example.com', extensions.crypt('seeded-password', extensions.gen_salt('bf', 10)), now())`,
      );
      const granted = await grantAdmin(db, 'Keeper@Example.com');
      expect(granted?.uri).toMatch(/^otpauth:\/\/totp\/localhost:keeper%40example\.com\?/);
      keeperSecret = granted?.secret ?? '';
      expect(await grantAdmin(db, 'nobody@example.com')).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('finds everything again after a restart', async () => {
    const backend = await startLocalBackend({ projectDir, port: 0, db: dataDir });
    try {
      expect(backend.createdDatabase).toBe(false);
      expect(backend.admin.created).toBe(false);

      const service = supabaseClient(backend.url, backend.serviceRoleKey);
      const message = await service
        .from('contact_submissions')
        .select('name')
        .eq('id', messageId)
        .single();
      expect(message.data).toEqual({ name: 'Persistent Visitor' });
      const testimonials = await service.from('testimonials').select('id');
      expect(testimonials.data).toHaveLength(6);
      const roles = await service.from('user_roles').select('role');
      expect(roles.data).toHaveLength(2);

      // An admin reads leads only at aal2, with the authenticator the grant set up.
      const keeper = await aal2Client(
        backend.url,
        backend.anonKey,
        'keeper@example.com',
        'keeper-password',
        keeperSecret,
      );
      const leads = await keeper.from('contact_submissions').select('id');
      expect(leads.data?.map((row) => row.id)).toContain(messageId);

      const seeded = await signedInClient(
        backend.url,
        backend.anonKey,
        'seeded@example.com',
        'seeded-password',
      );
      expect((await seeded.auth.getUser()).data.user?.email).toBe('seeded@example.com');
    } finally {
      await backend.close();
    }
  });
});
