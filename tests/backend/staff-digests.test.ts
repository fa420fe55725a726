// The dispatcher with a store that hands it what a claim returns: a burst of changes made
// through booking links goes to staff as one digest, as booth bursts do, and the site's
// spent acknowledgement budget reaches staff as one notice.
import { describe, expect, it } from 'vitest';
import { dispatchDueNotifications } from '../../supabase/functions/_shared/lead-dispatch/dispatch.ts';
import type { MailMessage } from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import type {
  Channel,
  ClaimedNotification,
  NotificationStore,
} from '../../supabase/functions/_shared/lead-dispatch/notification-store.ts';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';

const settings = followUpSettings({
  LEAD_NOTIFY_EMAIL: 'sales@example.com',
  SITE_URL: 'https://site.example/',
  SMTP_SENDER: 'Cognivance AI <no-reply@cognivance.example>',
});

function claimed(channel: Channel, index: number, recent: number | null): ClaimedNotification {
  const id = `0000000${index % 10}-0000-4000-8000-00000000000${index % 10}`;
  return {
    id: `n-${index}`,
    lead_table: 'consultations',
    lead_id: id,
    channel,
    attempts: 1,
    created_at: '2026-11-28T10:00:00Z',
    lead: {
      id,
      name: `Asha ${index}`,
      email: `asha${index}@example.com`,
      created_at: '2026-11-28T09:00:00Z',
      status: 'pending',
      time_zone: 'UTC',
      preferred_at: '2026-12-01T10:00:00Z',
      scheduled_at: null,
      duration_minutes: 30,
      meeting_link: null,
      booking_sequence: 2,
    },
    kind_recent_staff_mails: recent,
    revision: 2,
    manage_token: null,
  };
}

async function dispatchOnce(items: ClaimedNotification[]) {
  const sent: MailMessage[] = [];
  const records: { id: string; outcome: string; digest: string | null }[] = [];
  let batches = [items];
  const store: NotificationStore = {
    claim: async () => {
      const [batch = []] = batches;
      batches = batches.slice(1);
      return batch;
    },
    record: async (id, outcome, _error, digest = null) => {
      records.push({ id, outcome, digest });
    },
    confirmedBefore: async () => false,
  };
  await dispatchDueNotifications({
    store,
    settings,
    mail: { send: async (message) => void sent.push(message), close: () => {} },
  });
  return { sent, records };
}

describe('staff digests', () => {
  it('sends a burst of booking-link changes as one digest', async () => {
    const burst = Array.from({ length: 12 }, (_, index) =>
      claimed(index % 3 ? 'staff_booking_time_requested' : 'staff_booking_cancelled', index, 12),
    );
    const { sent, records } = await dispatchOnce(burst);
    expect(sent.map((mail) => mail.subject)).toEqual(['12 changes to bookings']);
    expect(sent[0]?.to).toEqual([{ name: '', address: 'sales@example.com' }]);
    expect(sent[0]?.text).toContain('1. Asha 0 cancelled their consultation.');
    expect(sent[0]?.text).toContain('Asha 1 asked for another time for their consultation:');
    expect(records).toHaveLength(12);
    expect(new Set(records.map((record) => record.digest)).size).toBe(1);
    expect(records.every((record) => record.outcome === 'sent' && record.digest)).toBe(true);
  });

  it('sends a lone change as its own mail', async () => {
    const { sent } = await dispatchOnce([claimed('staff_booking_cancelled', 1, 1)]);
    expect(sent.map((mail) => mail.subject)).toEqual(['Booking cancelled by Asha 1']);
  });

  it('tells staff that acknowledgements are paused', async () => {
    const { sent } = await dispatchOnce([claimed('staff_acknowledgements_paused', 1, null)]);
    expect(sent.map((mail) => mail.subject)).toEqual(['Acknowledgements to visitors are paused']);
    expect(sent[0]?.to).toEqual([{ name: '', address: 'sales@example.com' }]);
  });

  it('sends a burst of Hot ratings as one digest, and a lone one as its own mail', async () => {
    const hot = (index: number, recent: number): ClaimedNotification => ({
      ...claimed('staff_hot_lead', index, recent),
      id: `h-${index}`,
      lead_table: 'event_leads',
      lead: {
        id: `0000000${index % 10}-0000-4000-8000-00000000000${index % 10}`,
        full_name: `Hana ${index}`,
        email: `hana${index}@example.com`,
        event_name: 'AI Summit',
        created_at: '2026-11-28T09:00:00Z',
        rating_note: {
          rating: 'hot',
          answers: [{ question: 'Budget', answer: 'Over 50k' }],
          note: null,
          staff_name: 'Sam',
          created_at: '2026-11-28T09:01:00Z',
        },
      },
    });
    const burst = await dispatchOnce(Array.from({ length: 12 }, (_, index) => hot(index, 12)));
    expect(burst.sent.map((mail) => mail.subject)).toEqual(['12 hot leads']);
    expect(burst.sent[0]?.text).toContain(
      '1. Hana 0 <https://site.example/admin?kind=event&lead=00000000-0000-4000-8000-000000000000>\n' +
        'hana0@example.com · Reference: 00000000 · Rating: Hot · Budget: Over 50k · Rated by: Sam · Event: AI Summit\n',
    );
    expect(new Set(burst.records.map((record) => record.digest)).size).toBe(1);
    const lone = await dispatchOnce([hot(1, 1)]);
    expect(lone.sent.map((mail) => mail.subject)).toEqual(['Hot lead at AI Summit: Hana 1']);
  });
});
