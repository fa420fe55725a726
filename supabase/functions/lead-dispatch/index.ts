// The dispatcher as an Edge Function: woken by private.wake_lead_dispatcher() over pg_net
// (the lead tables' insert triggers, an admin's retry or release, a booking change) and by
// the pg_cron job 'lead-dispatch' every minute, all with LEAD_DISPATCH_SECRET from Vault.
// The same file runs hosted and in the embedded backend (packages/local-supabase serves it).
// Runs in Deno. The entry is a default export with `fetch` (the declarative form Edge Runtime
// serves and `deno serve --port` listens with), so the real Deno run in CI can choose its port.
// Invariant: one run at a time per isolate (single-flight.ts); a run sends what is due, then
// looks again every half second while a notification is due within 2 s (staff mail waits
// for its kind to be quiet for 1.5 s, so a burst goes as one digest), for at most 30 s.
import { dispatchDueNotifications } from '../_shared/lead-dispatch/dispatch.ts';
import type { DispatchReport } from '../_shared/lead-dispatch/dispatch.ts';
import { dueSoon, restNotificationStore } from '../_shared/lead-dispatch/notification-store.ts';
import { followUpSettings } from '../_shared/lead-dispatch/settings.ts';
import { smtpMailSender } from '../_shared/lead-dispatch/smtp-mail.ts';
import { refusedCall } from '../_shared/dispatch-secret.ts';
import { smtpFromEnv } from '../_shared/mail/smtp.ts';
import { singleFlight } from '../_shared/single-flight.ts';
import { serviceKeyFromEnv } from '../_shared/supabase-keys.ts';

const env = Deno.env.toObject();
const soonMs = 2_000;
const lookAgainMs = 500;
const longestRunMs = 30_000;

const apiUrl = env.SUPABASE_URL ?? '';

const dispatch = singleFlight(async (): Promise<DispatchReport> => {
  const serviceRoleKey = serviceKeyFromEnv(env);
  const smtp = smtpFromEnv(env);
  if (!smtp) throw new Error('SMTP_HOST is not set');
  const settings = followUpSettings(env);
  const mail = smtpMailSender(smtp, settings.from);
  const store = restNotificationStore(apiUrl, serviceRoleKey);
  const total: DispatchReport = { sent: 0, failed: 0, skipped: 0 };
  const started = Date.now();
  try {
    for (;;) {
      const pass = await dispatchDueNotifications({ store, mail, settings });
      total.sent += pass.sent;
      total.failed += pass.failed;
      total.skipped += pass.skipped;
      if (Date.now() - started > longestRunMs) return total;
      if (!(await dueSoon(apiUrl, serviceRoleKey, soonMs))) return total;
      await new Promise((resolve) => setTimeout(resolve, lookAgainMs));
    }
  } finally {
    mail.close();
  }
});

async function handle(request: Request): Promise<Response> {
  const refusal = refusedCall(request, env);
  if (refusal) return refusal;
  try {
    return Response.json(await dispatch());
  } catch (error) {
    return Response.json(
      { error: error instanceof Error ? error.message : String(error) },
      { status: 500 },
    );
  }
}

export default { fetch: handle } satisfies Deno.ServeDefaultExport;
