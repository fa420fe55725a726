// The dispatcher: claims due notifications, sends each on its channel and records each
// outcome as soon as it is known, so a dispatcher stopped mid-batch repeats nothing it had
// recorded as sent and loses nothing (an unrecorded claim's lease runs out and it is due
// again). Runs the same in the Edge Function and in the embedded backend.
import { manageLink } from './lead-links.ts';
import type { Booking, BookingChange } from './booking-mail.tsx';
import {
  bookingChangeDigestMail,
  cancellationMail,
  confirmationMail,
  reminderMail,
  staffBookingChangeMail,
} from './booking-mail.tsx';
import { hotLeadDigestMail, hotLeadMail, ratedWebhookPayload } from './hot-lead.ts';
import { kindOfTable } from './lead-kinds.ts';
import type { Lead } from './lead-mail.tsx';
import {
  acknowledgementMail,
  acknowledgementsPausedMail,
  digestMail,
  staffMail,
} from './lead-mail.tsx';
import type { ClaimedNotification, NotificationStore, Outcome } from './notification-store.ts';
import type { FollowUpSettings } from './settings.ts';
import type { MailSender } from './smtp-mail.ts';
import { deliverWebhook, webhookPayload } from './webhook.ts';

/** More staff mails of one kind (or booking-link changes) than this within a minute go as one digest. */
export const digestThreshold = 10;
const batchSize = 200;
/** Sends at once per channel: enough for a booth's burst, gentle on a receiver. */
const parallelSends = 8;

export interface DispatchDependencies {
  store: NotificationStore;
  mail: MailSender;
  settings: FollowUpSettings;
  fetcher?: typeof fetch;
  now?: () => Date;
  /** Called with each outcome as it is recorded; tests stop a dispatcher mid-batch here. */
  onRecorded?: (id: string, outcome: Outcome) => void | Promise<void>;
}

export interface DispatchReport {
  sent: number;
  failed: number;
  skipped: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function inParallel<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

function groupByTable(items: ClaimedNotification[]): Map<string, ClaimedNotification[]> {
  const groups = new Map<string, ClaimedNotification[]>();
  for (const item of items)
    groups.set(item.lead_table, [...(groups.get(item.lead_table) ?? []), item]);
  return groups;
}

/** Runs until nothing is due; returns what it did. */
export async function dispatchDueNotifications(
  deps: DispatchDependencies,
): Promise<DispatchReport> {
  const report: DispatchReport = { sent: 0, failed: 0, skipped: 0 };
  const now = deps.now ?? (() => new Date());
  const record = async (
    id: string,
    outcome: Outcome,
    error: string | null = null,
    digest: string | null = null,
  ) => {
    await deps.store.record(id, outcome, error, digest);
    report[outcome] += 1;
    await deps.onRecorded?.(id, outcome);
  };
  const attempt = async (item: ClaimedNotification, send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      await record(item.id, 'failed', reasonOf(error));
      return;
    }
    await record(item.id, 'sent');
  };

  /** Staff mail about leads: one each, or one digest when the group is busy this minute. */
  const sendStaffMails = async (
    items: ClaimedNotification[],
    single: typeof staffMail = staffMail,
    digestOf: typeof digestMail = digestMail,
  ) => {
    if (!items.length) return;
    if (!deps.settings.staffRecipients.length) {
      for (const item of items)
        await record(item.id, 'skipped', 'Not sent: LEAD_NOTIFY_EMAIL is not set');
      return;
    }
    for (const [table, group] of groupByTable(items)) {
      const kind = kindOfTable(table);
      const recent = Math.max(0, ...group.map((item) => item.kind_recent_staff_mails ?? 0));
      if (group.length > 1 && recent > digestThreshold) {
        const digest = crypto.randomUUID();
        const leads: Lead[] = group.map((item) => item.lead);
        try {
          await deps.mail.send(await digestOf(deps.settings, kind, leads));
        } catch (error) {
          for (const item of group) await record(item.id, 'failed', reasonOf(error));
          continue;
        }
        for (const item of group) await record(item.id, 'sent', null, digest);
      } else {
        await inParallel(group, parallelSends, (item) =>
          attempt(item, async () => deps.mail.send(await single(deps.settings, kind, item.lead))),
        );
      }
    }
  };

  const sendWebhook = async (item: ClaimedNotification) => {
    const target = deps.settings.webhook;
    if (!target) return record(item.id, 'skipped', 'Not sent: LEAD_WEBHOOK_URL is not set');
    const at = now();
    const payload = item.channel === 'webhook_lead_rated' ? ratedWebhookPayload : webhookPayload;
    const body = payload(kindOfTable(item.lead_table), item.lead, at);
    await attempt(item, () => deliverWebhook(target, item.id, body, at, deps.fetcher));
  };

  const linkOf = (item: ClaimedNotification) =>
    item.manage_token ? manageLink(deps.settings, item.manage_token) : null;
  const sendAcknowledgement = (item: ClaimedNotification) =>
    attempt(item, async () =>
      deps.mail.send(
        await acknowledgementMail(
          deps.settings,
          kindOfTable(item.lead_table),
          item.lead,
          linkOf(item),
        ),
      ),
    );

  /** The visitor's mails about a booking; each carries its own fresh link. */
  const sendBookingMail = (item: ClaimedNotification) => {
    const booking = item.lead as Booking;
    const token = item.manage_token ?? '';
    const mail = {
      booking_confirmation: async () =>
        confirmationMail(deps.settings, booking, token, now(), {
          update: await deps.store.confirmedBefore(booking.id, item.revision),
        }),
      booking_cancellation: () => cancellationMail(deps.settings, booking, token, now()),
      booking_reminder: () => reminderMail(deps.settings, booking, token),
    }[item.channel as 'booking_confirmation' | 'booking_cancellation' | 'booking_reminder'];
    return attempt(item, async () => deps.mail.send(await mail()));
  };

  const changeOf = (item: ClaimedNotification): BookingChange =>
    item.channel === 'staff_booking_cancelled'
      ? 'cancelled'
      : item.channel === 'staff_booking_moved'
        ? 'moved'
        : 'time_requested';
  /** Changes made through booking links; a burst goes as one digest. */
  const sendStaffBookingChanges = async (items: ClaimedNotification[]) => {
    if (!items.length) return;
    if (!deps.settings.staffRecipients.length) {
      for (const item of items)
        await record(item.id, 'skipped', 'Not sent: LEAD_NOTIFY_EMAIL is not set');
      return;
    }
    const kind = kindOfTable('consultations');
    const recent = Math.max(0, ...items.map((item) => item.kind_recent_staff_mails ?? 0));
    if (items.length > 1 && recent > digestThreshold) {
      const digest = crypto.randomUUID();
      const changes = items.map((item) => ({
        booking: item.lead as Booking,
        change: changeOf(item),
      }));
      try {
        await deps.mail.send(await bookingChangeDigestMail(deps.settings, kind, changes));
      } catch (error) {
        for (const item of items) await record(item.id, 'failed', reasonOf(error));
        return;
      }
      for (const item of items) await record(item.id, 'sent', null, digest);
      return;
    }
    await inParallel(items, parallelSends, (item) =>
      attempt(item, async () =>
        deps.mail.send(
          await staffBookingChangeMail(deps.settings, kind, item.lead as Booking, changeOf(item)),
        ),
      ),
    );
  };

  const sendAcknowledgementsPaused = (item: ClaimedNotification) =>
    deps.settings.staffRecipients.length
      ? attempt(item, async () => deps.mail.send(await acknowledgementsPausedMail(deps.settings)))
      : record(item.id, 'skipped', 'Not sent: LEAD_NOTIFY_EMAIL is not set');

  for (;;) {
    const claimed = await deps.store.claim(batchSize);
    if (!claimed.length) return report;
    const of = (channel: ClaimedNotification['channel']) =>
      claimed.filter((item) => item.channel === channel);
    await Promise.all([
      sendStaffMails(of('staff_email')),
      sendStaffMails(of('staff_hot_lead'), hotLeadMail, hotLeadDigestMail),
      inParallel([...of('webhook'), ...of('webhook_lead_rated')], parallelSends, sendWebhook),
      inParallel(of('acknowledgement'), parallelSends, sendAcknowledgement),
      inParallel(
        [...of('booking_confirmation'), ...of('booking_cancellation'), ...of('booking_reminder')],
        parallelSends,
        sendBookingMail,
      ),
      sendStaffBookingChanges([
        ...of('staff_booking_cancelled'),
        ...of('staff_booking_time_requested'),
        ...of('staff_booking_moved'),
      ]),
      inParallel(of('staff_acknowledgements_paused'), 1, sendAcknowledgementsPaused),
    ]);
  }
}
