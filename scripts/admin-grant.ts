// npm run admin:grant -- <email>: makes an existing user an admin on the
// configured database (DATABASE_URL, LOCAL_DB or .local/db). Runs in Node.
// For a hosted project, insert the user_roles row with the service role
// (SQL editor or dashboard) instead.
import { grantAdmin } from 'local-supabase/admin';
import { runUserCommand } from './user-command.ts';

await runUserCommand('admin:grant', async (db, email, where) =>
  (await grantAdmin(db, email))
    ? { ok: true, message: `${email} is now an admin (${where}).` }
    : { ok: false, message: `No user with the e-mail ${email} in ${where}: sign up first.` },
);
