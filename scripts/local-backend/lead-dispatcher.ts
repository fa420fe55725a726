// The embedded backend's dispatcher: runs the Edge Function's module
// (supabase/functions/_shared/lead-dispatch) in this process, at once when a lead is
// stored (wake) and every half second for retries and staff mails waiting for their kind to be
// quiet, as pg_cron and the Database Webhook do on hosted Supabase; at start and
// daily it purges leads past their retention period, as the hosted cron job does. Runs in
// Node. Invariant: one pass at a time; stop() waits for the pass in flight to record its outcomes.
import { dispatchDueNotifications } from '../../supabase/functions/_shared/lead-dispatch/dispatch.ts';
import { restNotificationStore } from '../../supabase/functions/_shared/lead-dispatch/notification-store.ts';
import type { FollowUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import type { SmtpSettings } from '../../supabase/functions/_shared/mail/smtp.ts';
import { smtpMailSender } from '../../supabase/functions/_shared/lead-dispatch/smtp-mail.ts';
import { purgeExpiredLeads, purgeIntervalMs } from './lead-retention.ts';

const purgeRetryMs = 60_000;

export interface LeadDispatcher {
  /** Look for due notifications now (a lead was stored, a retry was asked for). */
  wake(): void;
  /** Resolves when a pass that began after this call has finished. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface LeadDispatcherOptions {
  apiUrl: string;
  serviceRoleKey: string;
  smtp: SmtpSettings;
  settings: FollowUpSettings;
  intervalMs?: number;
}

export function startLeadDispatcher(options: LeadDispatcherOptions): LeadDispatcher {
  const store = restNotificationStore(options.apiUrl, options.serviceRoleKey);
  const mail = smtpMailSender(options.smtp, options.settings.from);
  const intervalMs = options.intervalMs ?? 500;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  let passDone: (() => void)[] = [];
  let lastProblem = '';
  let nextPurge = 0;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      const waiting = passDone;
      passDone = [];
      try {
        await dispatchDueNotifications({ store, mail, settings: options.settings });
        if (Date.now() >= nextPurge) {
          // A failed purge is tried again a minute later, not a day later.
          nextPurge = Date.now() + purgeRetryMs;
          await purgeExpiredLeads(options.apiUrl, options.serviceRoleKey);
          nextPurge = Date.now() + purgeIntervalMs;
        }
        lastProblem = '';
      } catch (error) {
        // One line per new problem (the database restarting, a refused key), not one a second.
        const problem = error instanceof Error ? error.message : String(error);
        if (problem !== lastProblem) console.error('[lead-dispatcher]', problem);
        lastProblem = problem;
      }
      for (const done of waiting) done();
      if (!stopped && !woken) await sleep();
      wakeUp = null;
    }
  };
  const running = loop();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    settled() {
      return new Promise((resolve) => {
        passDone.push(resolve);
        this.wake();
      });
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      for (const done of passDone) done();
      mail.close();
    },
  };
}
