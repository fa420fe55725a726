import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingOutcome } from '@/lib/booking-rpc';
import type * as zonedTime from '@/lib/zoned-time';

const outcomes = vi.hoisted(() => new Map<string, BookingOutcome | null>());
const toasts = vi.hoisted(() => [] as { tone: string; title?: string; message: string }[]);

vi.mock('@/lib/booking-rpc', () => ({
  fetchBookingOutcome: (id: string) => Promise.resolve(outcomes.get(id) ?? null),
}));
vi.mock('@/toasts/show-toast', () => ({
  showToast: (tone: string, message: string, title?: string) =>
    toasts.push({ tone, title, message }),
}));
vi.mock('@/lib/zoned-time', async (importActual) => ({
  ...(await importActual<typeof zonedTime>()),
  browserTimeZone: () => 'Asia/Kolkata',
}));

const { tellBookings } = await import('@/outbox/booking-news');

const outcome = (status: string, scheduled: string | null, slots: string[] | null) => ({
  status,
  scheduled_at: scheduled,
  duration_minutes: 30,
  host_name: scheduled ? 'Cognivance AI' : null,
  requested_slots: slots,
});

describe('the toast of a replayed booking', () => {
  afterEach(() => {
    outcomes.clear();
    toasts.length = 0;
  });

  it('says which happened to times picked offline, and leaves wishes to the shared toast', async () => {
    const slots = ['2026-12-01T04:30:00.000Z', '2026-12-01T05:30:00.000Z'];
    outcomes.set('booked', outcome('confirmed', slots[1]!, slots));
    outcomes.set('taken', outcome('pending', null, slots));
    outcomes.set('wish', outcome('pending', null, null));
    const told = await tellBookings(['booked', 'taken', 'wish', 'unknown']);
    expect([...told]).toEqual(['booked', 'taken']);
    expect(toasts).toEqual([
      {
        tone: 'success',
        title: 'Consultation Booked!',
        message:
          'Your consultation is booked for Tue 1 Dec 2026, 11:00 India Standard Time (Asia/Kolkata). The confirmation is on its way to your inbox.',
      },
      {
        tone: 'info',
        title: 'Your times were taken',
        message:
          'Your saved booking reached us, but the times you picked were booked meanwhile. We kept it as a request: the email we sent you links to a page where you can pick from the free times.',
      },
    ]);
  });
});
