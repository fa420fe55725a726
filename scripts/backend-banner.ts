// Prints what a developer needs after `npm start` or `npm run dev`: the URLs,
// the local API keys, the admin account (and the QR code of an authenticator set up for it
// now) and where the mail auth sends lands.
// Runs in Node (the start scripts).
// Invariant: prints secrets only of the local stand-in, never of a real project.
import { describeTarget } from 'local-supabase/open-local-database';
import { factorSetUpMessage } from './factor-set-up.ts';
import type { AppBackend } from './local-backend/app-backend.ts';

export function printBanner(backend: AppBackend, database: string, webUrl: string): void {
  const admin = backend.admin.created
    ? `${backend.admin.email} / ${backend.admin.password} (created now)`
    : `${backend.admin.email} (existing account; password unchanged since it was created)`;
  const confirmations = backend.auth.enableConfirmations
    ? 'sign-up waits for the confirmation mail'
    : 'sign-up needs no confirmation';
  const smtp = `${backend.smtp.host}:${backend.smtp.port}`;
  const mail = backend.inboxUrl
    ? `${backend.inboxUrl} (Mailpit API; SMTP ${smtp}; ${confirmations})`
    : `sent to ${smtp} (SMTP_HOST; ${confirmations})`;
  console.info(
    [
      '',
      `  Web app           ${webUrl}`,
      `  Supabase API      ${backend.url}`,
      `  Mail inbox        ${mail}`,
      `  Database          ${describeTarget(database)}`,
      `  Publishable key   ${backend.publishableKey}`,
      `  Secret key        ${backend.secretKey}`,
      `  anon key          ${backend.anonKey} (legacy)`,
      `  service_role key  ${backend.serviceRoleKey} (legacy)`,
      `  Admin             ${admin}`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  const { totpSecret, totpUri, setUpCode } = backend.admin;
  if (totpSecret && totpUri) {
    console.info(
      factorSetUpMessage("The admin's authenticator (set up now):", {
        secret: totpSecret,
        uri: totpUri,
        setUpCode,
      }),
    );
  }
}
