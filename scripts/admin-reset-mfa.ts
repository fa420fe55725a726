// npm run admin:reset-mfa -- <email>: an admin who lost their authenticator gets a new one,
// on the configured database (as admin:grant): every factor and session of theirs goes, and
// the new factor's otpauth:// URI and QR code are printed once. Runs in Node.
import { reissueAdminFactor } from 'local-supabase/admin';
import { factorSetUpMessage, issuerFromEnv } from './factor-set-up.ts';
import { runUserCommand } from './user-command.ts';

await runUserCommand('admin:reset-mfa', async (db, email, where) => {
  const granted = await reissueAdminFactor(db, email, issuerFromEnv());
  return granted
    ? {
        ok: true,
        message: factorSetUpMessage(`New authenticator for ${email} (${where}).`, granted),
      }
    : { ok: false, message: `No admin with the e-mail ${email} in ${where}: use admin:grant.` };
});
