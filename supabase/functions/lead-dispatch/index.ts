// The hosted dispatcher: an Edge Function woken by the lead tables' insert trigger (over
// pg_net) and by pg_cron every minute, running the module the embedded backend runs.
// Only a caller holding LEAD_DISPATCH_SECRET (stored in Vault for the trigger) may wake it.
// Each call first sweeps the résumé bucket (checks new files, removes failed ones and those
// left an hour without their application), which needs no mail settings.
// The entry is a default export with `fetch` (the declarative form Edge Runtime serves and
// `deno serve --port` listens with), so the real Deno run in CI can choose its port.
import { dispatchDueNotifications } from '../_shared/lead-dispatch/dispatch.ts';
import { restNotificationStore } from '../_shared/lead-dispatch/notification-store.ts';
import { followUpSettings } from '../_shared/lead-dispatch/settings.ts';
import { smtpMailSender } from '../_shared/lead-dispatch/smtp-mail.ts';
import { smtpFromEnv } from '../_shared/mail/smtp.ts';
import { sweepResumes } from '../_shared/storage/resume-sweep.ts';
import { serviceKeyFromEnv } from '../_shared/supabase-keys.ts';

const env = Deno.env.toObject();
const quietWaitMs = 2_000;

async function handle(request: Request): Promise<Response> {
  const secret = env.LEAD_DISPATCH_SECRET;
  if (!secret || request.headers.get('Authorization') !== `Bearer ${secret}`) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  const apiUrl = env.SUPABASE_URL ?? '';
  const serviceRoleKey = serviceKeyFromEnv(env);
  // A failed sweep is reported and tried again next minute; it never holds up the mail.
  const resumes = await sweepResumes(apiUrl, serviceRoleKey).catch((error: unknown) => ({
    error: error instanceof Error ? error.message : String(error),
  }));
  const smtp = smtpFromEnv(env);
  if (!smtp) return Response.json({ error: 'SMTP_HOST is not set', resumes }, { status: 500 });
  const settings = followUpSettings(env);
  const mail = smtpMailSender(smtp, settings.from);
  try {
    const store = restNotificationStore(apiUrl, serviceRoleKey);
    const first = await dispatchDueNotifications({ store, mail, settings });
    // Staff mails wait for their kind to be quiet for 1.5 s (a burst becomes one
    // digest): look once more after that, rather than leaving them to the next minute's cron.
    await new Promise((resolve) => setTimeout(resolve, quietWaitMs));
    const second = await dispatchDueNotifications({ store, mail, settings });
    return Response.json({
      resumes,
      sent: first.sent + second.sent,
      failed: first.failed + second.failed,
      skipped: first.skipped + second.skipped,
    });
  } finally {
    mail.close();
  }
}

export default { fetch: handle } satisfies Deno.ServeDefaultExport;
