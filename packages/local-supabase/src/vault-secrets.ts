// Vault secrets a backend is started with (the `vault` option): each created, or updated
// when a secret of that name is there from an earlier start, through vault.create_secret
// and vault.update_secret as a project's set-up script does hosted. Runs in Node.
import type { Database } from './db.ts';

export async function storeVaultSecrets(
  db: Database,
  secrets: Record<string, string>,
): Promise<void> {
  for (const [name, value] of Object.entries(secrets)) {
    const [stored] = await db.query<{ id: string }>(
      'select id from vault.secrets where name = $1',
      [name],
    );
    if (stored) await db.query('select vault.update_secret($1, $2)', [stored.id, value]);
    else await db.query('select vault.create_secret($1, $2)', [value, name]);
  }
}
