/*
 * What the admin reads about a lead's follow-up: one line per channel (staff mail, webhook,
 * the visitor's acknowledgement) from its lead_notifications rows. Pure, so every state's
 * wording is unit-tested; the words carry the state, colour only repeats it.
 */

/** A lead_notifications row, as much of it as the dashboard reads. */
export interface LeadNotification {
  id: string;
  lead_id: string;
  channel: string;
  state: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export const notificationColumns =
  'id,lead_id,channel,state,attempts,next_attempt_at,claimed_until,last_error,sent_at';

export type Channel =
  'staff_email' | 'webhook' | 'acknowledgement' | 'staff_hot_lead' | 'webhook_lead_rated';

export type Tone = 'done' | 'waiting' | 'problem' | 'skipped';

export interface FollowUpLine {
  channel: Channel;
  text: string;
  tone: Tone;
  /** The row an admin can retry (failed, or failing and waiting for its next try). */
  retry: LeadNotification | null;
}

const dueSlackMs = 60_000;

const channels: readonly Channel[] = ['staff_email', 'webhook', 'acknowledgement'];
/** Listed only for a lead that has them: a booth lead staff rated Hot. */
const ratedChannels: readonly Channel[] = ['staff_hot_lead', 'webhook_lead_rated'];

/** How each channel is named: while it is under way, and once it has been done. */
const words: Record<Channel, { subject: string; done: string; notDone: string }> = {
  staff_email: { subject: 'Staff mail', done: 'Staff notified', notDone: 'Staff not notified' },
  webhook: { subject: 'Webhook', done: 'Webhook delivered', notDone: 'Webhook not sent' },
  acknowledgement: {
    subject: 'Acknowledgement',
    done: 'Visitor acknowledged',
    notDone: 'Visitor not acknowledged',
  },
  staff_hot_lead: {
    subject: 'Hot-lead mail',
    done: 'Staff told it is Hot',
    notDone: 'Staff not told it is Hot',
  },
  webhook_lead_rated: {
    subject: 'Rating webhook',
    done: 'Rating webhook delivered',
    notDone: 'Rating webhook not sent',
  },
};

export const channelSubject = (channel: Channel) => words[channel].subject;

/** The dispatcher writes skip reasons as "Not sent: …"; the line already says so. */
const reasonOf = (row: LeadNotification) =>
  row.last_error?.replace(/^Not sent:\s*/i, '') || 'no reason recorded';

function lineOf(
  channel: Channel,
  row: LeadNotification,
  now: number,
  formatTime: (iso: string) => string,
): FollowUpLine {
  const { subject, done, notDone } = words[channel];
  const line = (text: string, tone: Tone, retry: LeadNotification | null = null) => ({
    channel,
    text,
    tone,
    retry,
  });
  if (row.state === 'sent')
    return line(`${done} ✓ ${row.sent_at ? formatTime(row.sent_at) : ''}`.trimEnd(), 'done');
  if (row.state === 'skipped') {
    const reason = reasonOf(row);
    // An unset setting is a choice of whoever runs the site, not a delivery problem.
    if (
      (channel === 'webhook' || channel === 'webhook_lead_rated') &&
      /\bis not set\b/.test(reason)
    )
      return line(`Webhook not configured: ${reason}`, 'skipped');
    return line(`${notDone}: ${reason}`, 'skipped');
  }
  if (row.state === 'failed') {
    const tries = row.attempts === 1 ? '1 attempt' : `${row.attempts} attempts`;
    return line(
      `${subject} failed, gave up after ${tries}. Last error: ${reasonOf(row)}`,
      'problem',
      row,
    );
  }
  const claimed = row.claimed_until !== null && Date.parse(row.claimed_until) > now;
  if (row.last_error === null)
    return line(claimed ? `${subject} sending now` : `${subject} pending`, 'waiting');
  // Retry only what waits for a later try: one already due (or being tried) needs no push,
  // and a retry would release a claim a dispatcher is still working under. The database's
  // clock sets next_attempt_at and the admin's device judges it: within the minute is now.
  const due = Date.parse(row.next_attempt_at) <= now + dueSlackMs;
  const when = claimed
    ? 'trying again now'
    : due
      ? 'next try now'
      : `next try at ${formatTime(row.next_attempt_at)}`;
  return line(
    `${subject} failing: attempt ${row.attempts}, ${when}. Last error: ${row.last_error}`,
    'problem',
    claimed || due ? null : row,
  );
}

/**
 * The follow-up of one lead. No rows at all is a lead stored before follow-up existed, or
 * one whose spam trap was filled; a missing acknowledgement is a visitor who did not agree
 * to be contacted (the trigger queues none then).
 */
export function followUpLines(
  rows: readonly LeadNotification[],
  now: number,
  formatTime: (iso: string) => string,
): FollowUpLine[] {
  if (rows.length === 0)
    return [
      { channel: 'staff_email', text: 'No follow-up recorded', tone: 'skipped', retry: null },
    ];
  const rowOf = (channel: Channel) => rows.find((candidate) => candidate.channel === channel);
  return [
    ...channels.map((channel): FollowUpLine => {
      const row = rowOf(channel);
      if (row) return lineOf(channel, row, now, formatTime);
      const text =
        channel === 'acknowledgement'
          ? 'Visitor not acknowledged: they did not agree to be contacted'
          : `${words[channel].subject} not queued`;
      return { channel, text, tone: 'skipped', retry: null };
    }),
    ...ratedChannels.flatMap((channel) => {
      const row = rowOf(channel);
      return row ? [lineOf(channel, row, now, formatTime)] : [];
    }),
  ];
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** "Nov 25, 2026, 14:05" in the admin's own locale and time zone. */
export const formatFollowUpTime = (iso: string) => timeFormat.format(new Date(iso));
