// The app's embedded backend: local-supabase on this project's supabase/ folder, with auth
// mail from the site's own domain and the lead dispatcher as its sidecar (what the Edge
// Function, the Database Webhook and pg_cron do on hosted Supabase). What npm start,
// npm run dev, the bench and the app's backend tests start. Runs in Node.
import type { LocalBackend, LocalBackendOptions } from 'local-supabase/server';
import { startLocalBackend } from 'local-supabase/server';
import type {
  Environment,
  FollowUpSettings,
} from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { wakesDispatcher } from './dispatcher-wake.ts';
import { localFollowUpSettings } from './follow-up-settings.ts';
import type { LeadDispatcher } from './lead-dispatcher.ts';
import { startLeadDispatcher } from './lead-dispatcher.ts';
import { mailSender } from './mail-sender.ts';
import { projectDir } from './project.ts';
import type { ResumeSweeper } from './resume-sweeper.ts';
import { startResumeSweeper, wakesResumeSweeper } from './resume-sweeper.ts';

export interface AppBackendOptions extends Omit<
  LocalBackendOptions,
  'projectDir' | 'mailFrom' | 'sidecar'
> {
  /**
   * Lead follow-up: `env` over the process environment (LEAD_NOTIFY_EMAIL, LEAD_WEBHOOK_URL,
   * LEAD_WEBHOOK_SECRET, SITE_URL); `dispatcher: false` starts none (a test runs its own).
   */
  followUp?: { env?: Environment; dispatcher?: boolean };
  /** The résumé sweep (checks uploads, removes failed and orphaned files); false: none. */
  resumeSweep?: boolean;
  /**
   * 'raised': the per-client budgets (acknowledgements, résumé uploads) are raised for a
   * test suite whose every visitor is loopback; the default enforces them as hosted does.
   */
  clientBudgets?: 'enforced' | 'raised';
}

/** How far 'raised' raises a per-client budget: more than a test suite sends. */
const raisedClientBudget = 100_000;

export interface AppBackend extends LocalBackend {
  /** Where lead follow-up goes. */
  followUp: FollowUpSettings;
  /** The dispatcher of lead notifications this backend runs, if any. */
  dispatcher: LeadDispatcher | null;
  /** The résumé sweep this backend runs, if any. */
  resumeSweeper: ResumeSweeper | null;
}

export async function startAppBackend(options: AppBackendOptions = {}): Promise<AppBackend> {
  const { followUp: followUpOptions, resumeSweep, clientBudgets, ...localOptions } = options;
  const env = { ...process.env, ...followUpOptions?.env };
  // Filled in by the sidecar, which starts once the backend listens.
  const started: {
    followUp?: FollowUpSettings;
    dispatcher: LeadDispatcher | null;
    resumeSweeper: ResumeSweeper | null;
  } = { dispatcher: null, resumeSweeper: null };
  const backend = await startLocalBackend({
    ...localOptions,
    projectDir,
    mailFrom: mailSender(),
    sidecar: ({ url, serviceRoleKey, smtp, auth }) => {
      const settings = localFollowUpSettings(auth.siteUrl, env);
      const dispatcher =
        followUpOptions?.dispatcher === false
          ? null
          : startLeadDispatcher({ apiUrl: url, serviceRoleKey, smtp, settings });
      const resumeSweeper = resumeSweep === false ? null : startResumeSweeper(url, serviceRoleKey);
      Object.assign(started, { followUp: settings, dispatcher, resumeSweeper });
      return {
        afterRequest: (request) => {
          if (wakesDispatcher(request)) dispatcher?.wake();
          if (wakesResumeSweeper(request)) resumeSweeper?.wake();
        },
        stop: async () => {
          await Promise.all([dispatcher?.stop(), resumeSweeper?.stop()]);
        },
      };
    },
  });
  if (!started.followUp) throw new Error('the local backend started without its sidecar');
  if (clientBudgets === 'raised') {
    await backend.db.exec(
      `update private.acknowledgement_budget set per_client = ${raisedClientBudget};
       update private.resume_upload_budget set per_client = ${raisedClientBudget};`,
    );
  }
  return {
    ...backend,
    followUp: started.followUp,
    dispatcher: started.dispatcher,
    resumeSweeper: started.resumeSweeper,
  };
}
