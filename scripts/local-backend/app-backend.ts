// The app's embedded backend: local-supabase on this project's supabase/ folder, with auth
// mail from the site's own domain, and lead follow-up on the hosted path: the insert
// trigger's pg_net call, with the URL and secret it reads from Vault (filled here at every
// start), reaches supabase/functions/lead-dispatch/index.ts, which the backend serves at
// /functions/v1/lead-dispatch as `supabase functions serve` does. What npm start, npm run
// dev, the bench and the app's backend tests start. Runs in Node.
import { randomBytes } from 'node:crypto';
import type { LocalBackend, LocalBackendOptions, PlatformContext } from 'local-supabase/server';
import { startLocalBackend } from 'local-supabase/server';
import type {
  Environment,
  FollowUpSettings,
} from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { authMail } from '../../supabase/functions/_shared/mail/auth-mail.tsx';
import { followUpEnvironment } from './follow-up-settings.ts';
import { mailSender } from './mail-sender.ts';
import { projectDir } from './project.ts';

export interface AppBackendOptions extends Omit<
  LocalBackendOptions,
  'projectDir' | 'mailFrom' | 'authMail' | 'functions' | 'vault'
> {
  /**
   * Lead follow-up: `env` over the process environment (LEAD_NOTIFY_EMAIL, LEAD_WEBHOOK_URL,
   * LEAD_WEBHOOK_SECRET, SITE_URL, SMTP_SENDER), as the Edge Functions' secrets.
   */
  followUp?: { env?: Environment };
  /** false: no Edge Functions (a test runs the dispatcher's module itself, or none). */
  functions?: false;
  /**
   * 'raised': the per-client budgets (acknowledgements, résumé uploads, bookings) are raised for a
   * test suite whose every visitor is loopback; the default enforces them as hosted does.
   */
  clientBudgets?: 'enforced' | 'raised';
}

/** How far 'raised' raises a per-client budget: more than a test suite sends. */
const raisedClientBudget = 100_000;

export interface AppBackend extends LocalBackend {
  /** Where lead follow-up goes: what lead-dispatch reads from its secrets. */
  followUp: FollowUpSettings;
}

/** The secrets the Edge Functions get, as `supabase secrets set` gives them hosted. */
function functionSecrets(
  { smtp, auth }: PlatformContext,
  env: Environment,
  dispatchSecret: string,
): Record<string, string> {
  return {
    ...followUpEnvironment(auth.siteUrl, env),
    LEAD_DISPATCH_SECRET: dispatchSecret,
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    ...(smtp.user ? { SMTP_USER: smtp.user, SMTP_PASS: smtp.pass ?? '' } : {}),
    ...(smtp.secure === undefined ? {} : { SMTP_SECURE: String(smtp.secure) }),
  };
}

export async function startAppBackend(options: AppBackendOptions = {}): Promise<AppBackend> {
  const { followUp: followUpOptions, functions, clientBudgets, ...localOptions } = options;
  const env = { ...process.env, ...followUpOptions?.env };
  // New at every start: only this backend's own pg_net calls reach its functions.
  const dispatchSecret = randomBytes(32).toString('base64url');
  let secrets: Record<string, string> = {};
  const backend = await startLocalBackend({
    ...localOptions,
    projectDir,
    mailFrom: mailSender(env),
    authMail,
    functions:
      functions === false
        ? false
        : { env: (context) => (secrets = functionSecrets(context, env, dispatchSecret)) },
    vault: ({ url }) => ({
      project_url: url,
      lead_dispatch_url: `${url}/functions/v1/lead-dispatch`,
      lead_dispatch_secret: dispatchSecret,
    }),
  });
  if (clientBudgets === 'raised') {
    await backend.db.exec(
      `update private.acknowledgement_budget set per_client = ${raisedClientBudget};
       update private.resume_upload_budget set per_client = ${raisedClientBudget};
       update private.booking_budget set per_client = ${raisedClientBudget};`,
    );
  }
  const followUp = followUpSettings(
    functions === false ? followUpEnvironment(backend.auth.siteUrl, env) : secrets,
  );
  return { ...backend, followUp };
}
