import { describe, expect, it } from 'vitest';
import { followUpLines, type LeadNotification } from '@/features/admin/follow-up-text';

const now = Date.parse('2026-11-25T12:00:00Z');
// A fixed rendering, so the words are tested rather than the machine's locale.
const time = (iso: string) => `<${iso.slice(11, 16)}>`;

function row(channel: string, change: Partial<LeadNotification>): LeadNotification {
  return {
    id: `${channel}-id`,
    lead_id: 'lead-1',
    channel,
    state: 'pending',
    attempts: 0,
    next_attempt_at: '2026-11-25T11:59:00Z',
    claimed_until: null,
    last_error: null,
    sent_at: null,
    ...change,
  };
}

const texts = (rows: LeadNotification[]) => followUpLines(rows, now, time).map((l) => l.text);

describe('followUpLines', () => {
  it("lists a Hot rating's mail and webhook after the lead's own, only when rated Hot", () => {
    const own = [
      row('staff_email', { state: 'sent', attempts: 1, sent_at: '2026-11-25T09:15:00Z' }),
      row('webhook', { state: 'sent', attempts: 1, sent_at: '2026-11-25T09:16:00Z' }),
      row('acknowledgement', { state: 'sent', attempts: 1, sent_at: '2026-11-25T09:17:00Z' }),
    ];
    expect(texts(own)).toHaveLength(3);
    const lines = followUpLines(
      [
        ...own,
        row('webhook_lead_rated', {
          state: 'skipped',
          last_error: 'Not sent: LEAD_WEBHOOK_URL is not set',
        }),
        row('staff_hot_lead', { state: 'sent', attempts: 1, sent_at: '2026-11-25T09:20:00Z' }),
      ],
      now,
      time,
    );
    expect(lines.slice(3).map((line) => line.text)).toEqual([
      'Staff told it is Hot ✓ <09:20>',
      'Webhook not configured: LEAD_WEBHOOK_URL is not set',
    ]);
  });

  it('says when each channel was done', () => {
    const lines = followUpLines(
      [
        row('acknowledgement', { state: 'sent', attempts: 1, sent_at: '2026-11-25T09:17:00Z' }),
        row('staff_email', { state: 'sent', attempts: 1, sent_at: '2026-11-25T09:15:00Z' }),
        row('webhook', { state: 'sent', attempts: 2, sent_at: '2026-11-25T09:16:00Z' }),
      ],
      now,
      time,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Staff notified ✓ <09:15>',
      'Webhook delivered ✓ <09:16>',
      'Visitor acknowledged ✓ <09:17>',
    ]);
    expect(lines.every((line) => line.tone === 'done' && line.retry === null)).toBe(true);
  });

  it('tells waiting, sending and failing apart, and offers a retry only for a later try', () => {
    const failing = row('webhook', {
      attempts: 3,
      last_error: 'The webhook answered HTTP 500',
      next_attempt_at: '2026-11-25T12:10:00Z',
    });
    const lines = followUpLines(
      [
        row('staff_email', {}),
        failing,
        row('acknowledgement', { claimed_until: '2026-11-25T12:01:00Z', attempts: 1 }),
      ],
      now,
      time,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Staff mail pending',
      'Webhook failing: attempt 3, next try at <12:10>. Last error: The webhook answered HTTP 500',
      'Acknowledgement sending now',
    ]);
    expect(lines.map((line) => line.retry)).toEqual([null, failing, null]);
    expect(lines[1]?.tone).toBe('problem');

    // Already due (just retried), or being tried: nothing to push.
    const due = { ...failing, next_attempt_at: '2026-11-25T12:00:00Z' };
    expect(followUpLines([due], now, time)[1]).toMatchObject({
      text: 'Webhook failing: attempt 3, next try now. Last error: The webhook answered HTTP 500',
      retry: null,
    });
    const claimed = { ...failing, attempts: 4, claimed_until: '2026-11-25T12:02:00Z' };
    expect(followUpLines([claimed], now, time)[1]).toMatchObject({
      text: 'Webhook failing: attempt 4, trying again now. Last error: The webhook answered HTTP 500',
      retry: null,
    });
  });

  it('says when a delivery was given up on, and offers the retry', () => {
    const failed = row('staff_email', {
      state: 'failed',
      attempts: 437,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const [line] = followUpLines([failed], now, time);
    expect(line).toEqual({
      channel: 'staff_email',
      text: 'Staff mail failed, gave up after 437 attempts. Last error: connect ECONNREFUSED 127.0.0.1:25',
      tone: 'problem',
      retry: failed,
    });
  });

  it('gives the reason a channel was skipped, and calls an unset webhook not configured', () => {
    expect(
      texts([
        row('staff_email', {
          state: 'skipped',
          last_error: 'Not sent: LEAD_NOTIFY_EMAIL is not set',
        }),
        row('webhook', { state: 'skipped', last_error: 'Not sent: LEAD_WEBHOOK_URL is not set' }),
        row('acknowledgement', {
          state: 'skipped',
          last_error: 'Not sent: this address already had 3 acknowledgements within the hour',
        }),
      ]),
    ).toEqual([
      'Staff not notified: LEAD_NOTIFY_EMAIL is not set',
      'Webhook not configured: LEAD_WEBHOOK_URL is not set',
      'Visitor not acknowledged: this address already had 3 acknowledgements within the hour',
    ]);
    expect(texts([row('webhook', { state: 'skipped' })])[1]).toBe(
      'Webhook not sent: no reason recorded',
    );
  });

  it('explains a missing acknowledgement, and a lead with no follow-up at all', () => {
    expect(texts([row('staff_email', {}), row('webhook', {})])[2]).toBe(
      'Visitor not acknowledged: they did not agree to be contacted',
    );
    expect(texts([])).toEqual(['No follow-up recorded']);
  });
});
