import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadKind } from '@/shared/leads/lead-kinds';
import { closeOutboxDb } from '@/shared/outbox/outbox-db';
import { newOutboxItem, type OutboxItem } from '@/shared/outbox/outbox-item';
import { retryDelayMs } from '@/shared/outbox/retry-policy';
import { afterReplays, withLeadLock } from '@/shared/outbox/outbox-lock';
import { claimOutboxNews, listOutboxItems, putOutboxItem } from '@/shared/outbox/outbox-storage';
import {
  replayOutbox,
  requeueFailedItem,
  storeAndDeliver,
  type DeliveryContext,
} from '@/shared/outbox/replay';
import { createFakeRestServer } from './fake-rest-server';

const backend = { url: 'http://backend.test', anonKey: 'anon-key' };
const contact = (name: string) => ({ name, email: `${name}@example.com`, message: 'Hello there' });
const booking = { name: 'Grace', email: 'grace@example.com' };
const application = {
  position: 'AI Intern',
  full_name: 'Alan',
  email: 'alan@example.com',
  phone: '+91 98765 43210',
  location: 'Bangalore',
  cover_letter: 'A cover letter that is comfortably longer than fifty characters.',
  years_of_experience: '1-2 years',
  availability: 'Immediately',
};

let server: ReturnType<typeof createFakeRestServer>;

/** A lead put in the outbox as an earlier visit left it, made at `now`. */
async function queueLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
  now = Date.now(),
): Promise<OutboxItem> {
  const item = newOutboxItem(kind, payload, now);
  await putOutboxItem(item);
  return item;
}

/** A fresh submission's first attempt, at `now`. */
function submit(kind: LeadKind, payload: Record<string, unknown>, now?: number) {
  const item = newOutboxItem(kind, payload, now);
  const context: DeliveryContext = { backend, fetchImpl: server.fetchImpl };
  if (now !== undefined) context.now = () => now;
  return { item, outcome: storeAndDeliver(item, context) };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  server = createFakeRestServer();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeOutboxDb();
});

describe('storeAndDeliver', () => {
  it('delivers a fresh lead and deletes it from the outbox', async () => {
    const { item, outcome: sent } = submit('contact', contact('ada'));
    const outcome = await sent;
    expect(outcome).toEqual({ type: 'delivered', duplicate: false });
    expect(server.rows.get(item.id)?.table).toBe('contact_submissions');
    expect(server.rows.get(item.id)?.body).toMatchObject({ id: item.id, name: 'ada' });
    expect(await listOutboxItems()).toEqual([]);
  });

  it('keeps the lead queued with backoff when the network fails', async () => {
    server.setMode('offline');
    const { item, outcome: sent } = submit('booking', booking, 1_000);
    const outcome = await sent;
    expect(outcome.type).toBe('transient');
    const [queued] = await listOutboxItems();
    expect(queued).toMatchObject({ id: item.id, state: 'pending', attempts: 1 });
    expect(queued?.nextAttemptAt).toBe(1_000 + retryDelayMs(1));
  });

  it('retries a 5xx and a 401 and refuses a 400 for good', async () => {
    for (const mode of ['http-500', 'http-401'] as const) {
      server.setMode(mode);
      const outcome = await submit('contact', contact(mode)).outcome;
      expect(outcome.type, mode).toBe('transient');
    }
    server.setMode('http-400');
    const { item: second, outcome: sent } = submit('contact', contact('b'));
    const outcome = await sent;
    expect(outcome).toEqual({ type: 'rejected', reason: 'violates check constraint "name_check"' });
    const failed = (await listOutboxItems()).find((item) => item.id === second.id);
    expect(failed).toMatchObject({
      state: 'failed',
      lastError: outcome.type === 'rejected' && outcome.reason,
    });
  });

  it('goes out at once while a replay hangs on another lead, and tells no news', async () => {
    server.hangOn('stuck');
    await queueLead('contact', contact('stuck'), 0);
    const replay = replayOutbox({ backend, fetchImpl: server.fetchImpl });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));

    const { item, outcome } = submit('contact', contact('fresh'));
    expect(await outcome).toEqual({ type: 'delivered', duplicate: false });
    expect(server.rows.get(item.id)).toBeDefined();
    // The form tells this outcome itself: no news for another tab to repeat.
    expect(await claimOutboxNews()).toEqual([]);
    server.releaseHangs();
    expect(await replay).toMatchObject({ delivered: [], pending: 1 });
  });

  it("takes the lead's lock before storing it, so no replay sends it first", async () => {
    const { item, outcome } = submit('contact', contact('ada'));
    const replay = replayOutbox({ backend, fetchImpl: server.fetchImpl });
    await outcome;
    expect((await replay).delivered).toEqual([]);
    expect(server.requests).toEqual([item.id]);
  });
});

describe('replayOutbox', () => {
  it('delivers in creation order and empties the queue', async () => {
    const ids: string[] = [];
    for (const [index, name] of ['c', 'a', 'b'].entries()) {
      ids.push((await queueLead('contact', contact(name), 100 + index)).id);
    }
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(report.delivered.map((item) => item.id)).toEqual(ids);
    expect(server.requests).toEqual(ids);
    expect(report.pending).toBe(0);
    expect(await listOutboxItems()).toEqual([]);
  });

  it('stops at the first transient failure and keeps everything queued', async () => {
    server.setMode('offline');
    for (const name of ['a', 'b', 'c']) await queueLead('contact', contact(name));
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(server.requests).toHaveLength(1);
    expect(report).toMatchObject({ delivered: [], failed: [], pending: 3 });
    expect(await listOutboxItems()).toHaveLength(3);
  });

  it('skips items still backing off unless forced', async () => {
    server.setMode('offline');
    const item = await queueLead('contact', contact('a'), 0);
    await replayOutbox({ backend, fetchImpl: server.fetchImpl, now: () => 0 });
    server.setMode('ok');

    const early = await replayOutbox({ backend, fetchImpl: server.fetchImpl, now: () => 1 });
    expect(early).toMatchObject({ delivered: [], pending: 1 });

    const later = await replayOutbox({
      backend,
      fetchImpl: server.fetchImpl,
      now: () => retryDelayMs(1),
    });
    expect(later.delivered.map((delivered) => delivered.id)).toEqual([item.id]);
  });

  it('keeps creation order within a kind whatever the backoff history', async () => {
    server.setMode('offline');
    const older = await queueLead('contact', contact('older'), 0);
    // The older lead has failed three times, the newer one once: the newer is due first.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await replayOutbox({ backend, fetchImpl: server.fetchImpl, now: () => 0 }, { force: true });
    }
    const newer = await submit('contact', contact('newer'), 1).item;
    await vi.waitFor(async () => expect(await listOutboxItems()).toHaveLength(2));
    const booked = await queueLead('booking', booking, 2);
    server.setMode('ok');

    const early = await replayOutbox({ backend, fetchImpl: server.fetchImpl, now: () => 3_000 });
    expect(early.delivered.map((item) => item.id)).toEqual([booked.id]);
    const later = await replayOutbox({
      backend,
      fetchImpl: server.fetchImpl,
      now: () => retryDelayMs(3),
    });
    expect(later.delivered.map((item) => item.id)).toEqual([older.id, newer.id]);
  });

  it('sends a backing-off item at once when forced (Send now)', async () => {
    server.setMode('offline');
    await queueLead('contact', contact('a'), 0);
    await replayOutbox({ backend, fetchImpl: server.fetchImpl, now: () => 0 });
    server.setMode('ok');
    const report = await replayOutbox(
      { backend, fetchImpl: server.fetchImpl, now: () => 1 },
      { force: true },
    );
    expect(report.delivered).toHaveLength(1);
  });

  it('moves a rejected item to the failed list and goes on with the rest', async () => {
    server.setMode('http-400');
    await queueLead('contact', contact('bad'), 1);
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(report.failed).toHaveLength(1);
    server.setMode('ok');
    await queueLead('contact', contact('good'), 2);
    const next = await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(next.delivered.map((item) => item.payload.name)).toEqual(['good']);
    const remaining = await listOutboxItems();
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toMatchObject({ state: 'failed', payload: { name: 'bad' } });
  });

  it("sends a failed item again on 'Retry', once the server accepts it", async () => {
    server.setMode('http-400');
    const item = await queueLead('contact', contact('retried'));
    await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(await listOutboxItems()).toMatchObject([{ id: item.id, state: 'failed' }]);

    server.setMode('ok');
    await requeueFailedItem(item.id);
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(report.delivered.map((delivered) => delivered.id)).toEqual([item.id]);
    expect(await listOutboxItems()).toEqual([]);
  });

  it('re-checks each stored lead with its schema and fails an invalid one with the reason', async () => {
    await queueLead('contact', { name: 'No email', message: 'Hi' });
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(server.requests).toEqual([]);
    expect(report.failed).toMatchObject([{ state: 'failed' }]);
    expect(report.failed[0]?.lastError).toMatch(/^email: /);
  });

  it('delivers exactly once when the response is lost between send and delete', async () => {
    server.setMode('lose-response');
    const item = await queueLead('application', application);
    await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(await listOutboxItems()).toHaveLength(1);

    server.setMode('ok');
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl }, { force: true });
    expect(report.delivered.map((delivered) => delivered.id)).toEqual([item.id]);
    expect(server.requests).toEqual([item.id, item.id]);
    expect(server.rows.size).toBe(1);
    expect(await listOutboxItems()).toEqual([]);
  });

  it('never sends an item twice when replays race', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await queueLead('contact', contact(name));
    await Promise.all([
      replayOutbox({ backend, fetchImpl: server.fetchImpl }),
      replayOutbox({ backend, fetchImpl: server.fetchImpl }),
      replayOutbox({ backend, fetchImpl: server.fetchImpl }),
    ]);
    expect(server.requests).toHaveLength(4);
    expect(new Set(server.requests).size).toBe(4);
  });
});

describe('news of what a replay did', () => {
  it('is recorded for each delivery and refusal, and claimed exactly once', async () => {
    // News is told in the order it happened; both replays could fall in one millisecond.
    const good = await queueLead('contact', contact('good'), 1);
    await replayOutbox({ backend, fetchImpl: server.fetchImpl, now: () => 10 });
    server.setMode('http-400');
    const bad = await queueLead('booking', booking, 2);
    await replayOutbox({ backend, fetchImpl: server.fetchImpl, now: () => 20 });

    const [first, second] = await Promise.all([claimOutboxNews(), claimOutboxNews()]);
    const claimed = [...first, ...second];
    expect(claimed.map(({ id, kind, outcome }) => ({ id, kind, outcome }))).toEqual([
      { id: good.id, kind: 'contact', outcome: 'delivered' },
      { id: bad.id, kind: 'booking', outcome: 'refused' },
    ]);
    expect(await claimOutboxNews()).toEqual([]);
  });
});

describe('afterReplays', () => {
  /**
   * The server answers the second request only when `release` is called; `secondAsked`
   * resolves when it comes, the first lead's outcome stored by then.
   */
  function slowSecondRequest() {
    let release = () => {};
    let asked = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const secondAsked = new Promise<void>((resolve) => (asked = resolve));
    let calls = 0;
    const fetchImpl: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 2) {
        asked();
        await held;
      }
      return server.fetchImpl(input, init);
    };
    return { fetchImpl, release, secondAsked };
  }

  it.each([
    ['Web Locks', navigator],
    ['promise chains, without Web Locks', {}],
  ])('waits for the replay under way, so its news is read in one piece (%s)', async (_, nav) => {
    vi.stubGlobal('navigator', nav);
    const first = await queueLead('contact', contact('quick'), 1);
    const second = await queueLead('application', application, 2);
    const { fetchImpl, release, secondAsked } = slowSecondRequest();
    const replay = replayOutbox({ backend, fetchImpl });
    await secondAsked;

    const waited = afterReplays(60_000);
    release();
    await waited;
    const news = await claimOutboxNews();
    expect(news.map((entry) => entry.id)).toEqual([first.id, second.id]);
    await replay;
  });

  it('waits no longer than it is told when a replay hangs', async () => {
    await queueLead('contact', contact('quick'), 1);
    await queueLead('contact', contact('stuck'), 2);
    const { fetchImpl, release, secondAsked } = slowSecondRequest();
    const replay = replayOutbox({ backend, fetchImpl });
    await secondAsked;
    await afterReplays(10);
    expect(await claimOutboxNews()).toHaveLength(1);
    release();
    await replay;
  });
});

describe('onOutboxChange', () => {
  it('tells every listener when the outbox is written, as other tabs learn of it', async () => {
    const { onOutboxChange } = await import('@/shared/outbox/outbox-changes');
    let changes = 0;
    const stop = onOutboxChange(() => (changes += 1));
    try {
      await submit('contact', contact('ada')).outcome;
      // Stored, then deleted once delivered.
      await vi.waitFor(() => expect(changes).toBe(2));
    } finally {
      stop();
    }
  });
});

describe('withLeadLock', () => {
  it('runs tasks for one lead one at a time, even when one throws', async () => {
    const events: string[] = [];
    const task = (name: string, fail = false) =>
      withLeadLock('same-lead', async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([task('a', true), task('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});

describe('deliveredMessage', () => {
  it("uses the kind's own toast for one lead and one summary for several", async () => {
    const { deliveredMessage } = await import('@/outbox/lead-messages');
    expect(deliveredMessage(['contact']).title).toBe('Message sent!');
    expect(deliveredMessage(['contact', 'booking', 'contact'])).toEqual({
      title: 'Sent 3 saved submissions',
      message:
        'What you saved on this device has reached us: 2 × Contact message, 1 × Consultation booking.',
    });
  });
});
