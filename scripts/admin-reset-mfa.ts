// npm run admin:reset-mfa -- <email>: removes every MFA factor of a user who lost their
// authenticator, on the configured database (DATABASE_URL, LOCAL_DB or .local/db), so
// they sign in with their password alone and can enroll again. Runs in Node.
// For a hosted project, delete the user's rows in auth.mfa_factors (SQL editor) instead.
import { resetFactors } from '../supabase/local/auth-mfa-reset.ts';
import {
  databaseFromEnv,
  describeTarget,
  openLocalDatabase,
} from '../supabase/local/open-local-database.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:reset-mfa -- <email>');
  process.exit(2);
}

const target = databaseFromEnv();
const local = await openLocalDatabase(target).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  const removed = await resetFactors(local.db, email);
  if (removed === null) {
    console.error(`No user with the e-mail ${email} (${describeTarget(target)}).`);
    process.exitCode = 1;
  } else {
    console.info(`Removed ${removed} MFA factor(s) of ${email} (${describeTarget(target)}).`);
  }
} finally {
  await local.close();
}
