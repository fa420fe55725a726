// npm run admin:reset-mfa -- <email>: removes every MFA factor of a user who lost their
// authenticator, on the configured database (DATABASE_URL, LOCAL_DB or .local/db), so
// they sign in with their password alone and can enroll again. Runs in Node.
// For a hosted project, delete the user's rows in auth.mfa_factors (SQL editor) instead.
import { resetFactors } from 'local-supabase/auth-mfa-reset';
import { runUserCommand } from './user-command.ts';

await runUserCommand('admin:reset-mfa', async (db, email, where) => {
  const removed = await resetFactors(db, email);
  return removed === null
    ? { ok: false, message: `No user with the e-mail ${email} (${where}).` }
    : { ok: true, message: `Removed ${removed} MFA factor(s) of ${email} (${where}).` };
});
