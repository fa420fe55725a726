// npm run admin:grant -- <email>: makes an existing user an admin on the
// configured database (DATABASE_URL, LOCAL_DB or .local/db). Runs in Node.
// For a hosted project, insert the user_roles row with the service role
// (SQL editor or dashboard) instead.
import { grantAdmin } from '../supabase/local/admin.ts';
import {
  databaseFromEnv,
  describeTarget,
  openLocalDatabase,
} from '../supabase/local/open-local-database.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}

const target = databaseFromEnv();
const local = await openLocalDatabase(target).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  if (await grantAdmin(local.db, email)) {
    console.info(`${email} is now an admin (${describeTarget(target)}).`);
  } else {
    console.error(`No user with the e-mail ${email} in ${describeTarget(target)}: sign up first.`);
    process.exitCode = 1;
  }
} finally {
  await local.close();
}
