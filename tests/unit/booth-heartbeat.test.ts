import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleHeartbeats } from '@/features/event/booth-heartbeat-schedule';
import {
  closeBoothDevice,
  readBoothEnrolment,
  saveBoothEnrolment,
} from '@/shared/outbox/booth-device';
import { boothHeartbeat, sendBoothHeartbeat } from '@/shared/outbox/booth-heartbeat';
import { newOutboxItem, type OutboxItem } from '@/shared/outbox/outbox-item';

const backend = { url: 'http://backend.test', anonKey: 'anon-key' };

const item = (kind: OutboxItem['kind'], state: OutboxItem['state']): OutboxItem => ({
  ...newOutboxItem(kind, {}),
  state,
});

/** A server that answers the heartbeat with `status` and `body`, recording what it was sent. */
function serverAnswering(status: number, body: unknown) {
  const sent: { url: string; credential: string | null; body: unknown }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    sent.push({
      url: String(input),
      credential: new Headers(init?.headers).get('x-booth-device'),
      body: JSON.parse(String(init?.body)),
    });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { sent, fetchImpl };
}

const report = boothHeartbeat([], null, '0.1.0+abc1234', true);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closeBoothDevice();
});

describe('the heartbeat report', () => {
  it('counts the booth leads waiting and failed in the outbox, not other kinds', () => {
    const items = [
      item('event', 'pending'),
      item('event', 'pending'),
      item('event', 'failed'),
      item('contact', 'pending'),
      item('contact', 'failed'),
    ];
    expect(boothHeartbeat(items, Date.UTC(2026, 10, 28, 9, 30), '0.1.0+abc1234', false)).toEqual({
      waiting: 2,
      failed: 1,
      last_delivery_at: '2026-11-28T09:30:00.000Z',
      app_version: '0.1.0+abc1234',
      persisted: false,
    });
    expect(boothHeartbeat([], null, '0.1.0', true)).toMatchObject({
      waiting: 0,
      failed: 0,
      last_delivery_at: null,
    });
  });

  it('is built with the version the build stamps in', () => {
    expect(__APP_VERSION__).toMatch(/^0\.1\.0(\+[0-9a-f]{7,})?$/);
  });
});

describe('sending the heartbeat', () => {
  it('sends nothing from a device that is not enrolled', async () => {
    const server = serverAnswering(200, { revoked: false });
    expect(await sendBoothHeartbeat(report, backend, server.fetchImpl)).toBe('not-enrolled');
    expect(server.sent).toEqual([]);
  });

  it('goes to booth_heartbeat with the device credential, as its leads do', async () => {
    await saveBoothEnrolment('AI Summit', 'secret-credential');
    const server = serverAnswering(200, { revoked: false });
    expect(await sendBoothHeartbeat(report, backend, server.fetchImpl)).toBe('sent');
    expect(server.sent).toEqual([
      {
        url: 'http://backend.test/rest/v1/rpc/booth_heartbeat',
        credential: 'secret-credential',
        body: report,
      },
    ]);
    expect((await readBoothEnrolment())?.refused).toBe(false);
  });

  it('marks the credential refused when the answer says revoked', async () => {
    await saveBoothEnrolment('AI Summit', 'secret-credential');
    const server = serverAnswering(200, { revoked: true });
    expect(await sendBoothHeartbeat(report, backend, server.fetchImpl)).toBe('revoked');
    expect((await readBoothEnrolment())?.refused).toBe(true);
    // Refused, it reports no more.
    expect(await sendBoothHeartbeat(report, backend, server.fetchImpl)).toBe('not-enrolled');
    expect(server.sent).toHaveLength(1);
  });

  it('marks it refused when the server no longer knows it (401)', async () => {
    await saveBoothEnrolment('AI Summit', 'secret-credential');
    const server = serverAnswering(401, { code: '42501', message: 'not enrolled' });
    expect(await sendBoothHeartbeat(report, backend, server.fetchImpl)).toBe('revoked');
    expect((await readBoothEnrolment())?.refused).toBe(true);
  });

  it('keeps the credential when the server cannot be reached', async () => {
    await saveBoothEnrolment('AI Summit', 'secret-credential');
    const down: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await sendBoothHeartbeat(report, backend, down)).toBe('unreachable');
    const unavailable = serverAnswering(503, { message: 'down' });
    expect(await sendBoothHeartbeat(report, backend, unavailable.fetchImpl)).toBe('unreachable');
    expect((await readBoothEnrolment())?.refused).toBe(false);
  });
});

describe('when the kiosk reports', () => {
  const timings = { intervalMs: 5 * 60_000, settleMs: 1_000 };
  let figures: { waiting: number };
  let sent: { waiting: number }[];
  let stop: () => void;
  const listeners = new Set<() => void>();
  const change = () => listeners.forEach((listener) => listener());

  const start = (answer = true) => {
    stop = scheduleHeartbeats(
      () => Promise.resolve({ ...figures }),
      (next) => {
        sent.push(next);
        return Promise.resolve(answer);
      },
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      timings,
    );
  };
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    setOnline(true);
    figures = { waiting: 0 };
    sent = [];
  });

  afterEach(() => {
    stop();
    listeners.clear();
    vi.useRealTimers();
    setOnline(true);
  });

  it('reports at once and every 5 minutes while open, and no more after', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ waiting: 0 }]);
    await vi.advanceTimersByTimeAsync(timings.intervalMs - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(timings.intervalMs * 2);
    expect(sent).toHaveLength(2);
  });

  it('reports on coming online, and never while offline', async () => {
    setOnline(false);
    start();
    await vi.advanceTimersByTimeAsync(timings.intervalMs);
    expect(sent).toEqual([]);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ waiting: 0 }]);
  });

  it('after a change settles, reports only figures that changed', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    // A capture and its failed delivery: one report once the burst settles.
    figures = { waiting: 1 };
    change();
    await vi.advanceTimersByTimeAsync(timings.settleMs / 2);
    change();
    await vi.advanceTimersByTimeAsync(timings.settleMs - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ waiting: 0 }, { waiting: 1 }]);
    // Another change with the same figures (a retry that failed again) reports nothing.
    change();
    await vi.advanceTimersByTimeAsync(timings.settleMs);
    expect(sent).toHaveLength(2);
  });

  it('sends the figures again at the next change when the last report did not arrive', async () => {
    start(false);
    await vi.advanceTimersByTimeAsync(0);
    change();
    await vi.advanceTimersByTimeAsync(timings.settleMs);
    expect(sent).toEqual([{ waiting: 0 }, { waiting: 0 }]);
  });
});
