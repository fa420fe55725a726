// npm run admin:grant -- <email>: makes an existing user an admin and sets up their
// authenticator now, on the configured database (SUPABASE_DB_URL for a hosted project,
// else DATABASE_URL, LOCAL_DB or .local/db). Prints the otpauth:// URI and its QR code once:
// give them to the admin in person; the dashboard never offers a set-up. Runs in Node.
import { grantAdmin } from 'local-supabase/admin';
import { factorSetUpMessage, issuerFromEnv } from './factor-set-up.ts';
import { runUserCommand } from './user-command.ts';

await runUserCommand('admin:grant', async (db, email, where) => {
  const granted = await grantAdmin(db, email, issuerFromEnv());
  return granted
    ? { ok: true, message: factorSetUpMessage(`${email} is now an admin (${where}).`, granted) }
    : { ok: false, message: `No user with the e-mail ${email} in ${where}: sign up first.` };
});
