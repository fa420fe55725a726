// The shape of the admin scripts (admin:grant, admin:reset-mfa): one e-mail argument, the
// configured database (SUPABASE_DB_URL for a hosted project, else DATABASE_URL, LOCAL_DB or
// .local/db), one change, what it did said.
// Exits 2 without an address, 1 when the database cannot be opened or the change failed.
import type { Database } from 'local-supabase/db';
import { openDatabase } from 'local-supabase/db';
import {
  databaseFromEnv,
  describeTarget,
  openLocalDatabase,
} from 'local-supabase/open-local-database';
import { projectDir } from './local-backend/project.ts';

export interface UserCommandResult {
  ok: boolean;
  message: string;
}

export async function runUserCommand(
  script: string,
  change: (db: Database, email: string, where: string) => Promise<UserCommandResult>,
): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error(`Usage: npm run ${script} -- <email>`);
    process.exit(2);
  }
  const hosted = process.env.SUPABASE_DB_URL;
  const target = hosted || databaseFromEnv();
  // A hosted project's database has its migrations already: it is used as it is, never prepared.
  const opening = hosted
    ? openDatabase(hosted).then((db) => ({ db, close: () => db.close() }))
    : openLocalDatabase(target, { projectDir });
  const local = await opening.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  try {
    const { ok, message } = await change(local.db, email, describeTarget(target));
    if (ok) console.info(message);
    else {
      console.error(message);
      process.exitCode = 1;
    }
  } finally {
    await local.close();
  }
}
