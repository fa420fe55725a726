// Supabase Vault as hosted Supabase has it: vault.create_secret stores a secret encrypted,
// vault.decrypted_secrets shows it, vault.update_secret changes it, and neither anon nor a
// signed-in user can read it, through SQL or the REST API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { platformProject } from './platform-project.ts';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({
    projectDir: platformProject([]),
    port: 0,
    db: 'memory',
    inbox: { httpPort: 0, smtpPort: 0 },
  });
});

afterAll(async () => {
  await backend?.close();
});

describe('Vault', () => {
  it('keeps a secret encrypted and shows it decrypted', async () => {
    const [created] = await backend.db.query<{ id: string }>(
      "select vault.create_secret('hunter2', 'test_secret', 'for the test') as id",
    );
    const [stored] = await backend.db.query<{ secret: string }>(
      "select secret from vault.secrets where name = 'test_secret'",
    );
    expect(stored?.secret).not.toContain('hunter2');
    await backend.db.query("select vault.update_secret($1, 'hunter3')", [created?.id]);
    const [shown] = await backend.db.query<{ decrypted_secret: string; description: string }>(
      "select decrypted_secret, description from vault.decrypted_secrets where name = 'test_secret'",
    );
    expect(shown).toEqual({ decrypted_secret: 'hunter3', description: 'for the test' });
  });

  it('is not readable by anon or authenticated', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        backend.db.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          await tx.query('select decrypted_secret from vault.decrypted_secrets');
        }),
      ).rejects.toThrow('permission denied for schema vault');
    }
    const response = await fetch(`${backend.url}/rest/v1/decrypted_secrets?select=*`, {
      headers: { apikey: backend.anonKey, 'Accept-Profile': 'vault' },
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });
});
