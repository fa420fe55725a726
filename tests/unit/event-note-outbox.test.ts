import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventNoteSchema } from '@/shared/leads/event-note-schema';
import type { EventNotePayload } from '@/shared/leads/event-note';
import { closeBoothDevice, saveBoothEnrolment } from '@/shared/outbox/booth-device';
import { closeOutboxDb } from '@/shared/outbox/outbox-db';
import { newOutboxItem, type OutboxItem } from '@/shared/outbox/outbox-item';
import { claimOutboxNews, listOutboxItems, putOutboxItem } from '@/shared/outbox/outbox-storage';
import {
  leadRefusedReason,
  replayOutbox,
  requeueFailedItem,
  storeAndDeliver,
  waitingForLeadReason,
} from '@/shared/outbox/replay';
import { boothLead } from './booth-lead';
import { createFakeRestServer } from './fake-rest-server';

const backend = { url: 'http://backend.test', anonKey: 'anon-key' };

function ratingOf(lead: OutboxItem, rating: EventNotePayload['rating'] = 'hot'): EventNotePayload {
  return {
    lead_id: lead.id,
    rating,
    answers: [{ question: 'Budget', answer: 'Over $100k' }],
    note: 'Wants a pilot',
    staff_name: 'Sam',
    event_name: 'AI Summit',
    full_name: 'Ada Lovelace',
  };
}

let server: ReturnType<typeof createFakeRestServer>;
const context = () => ({ backend, fetchImpl: server.fetchImpl });

/** A booth lead and its rating as the booth makes them, the rating a second later. */
async function queueLeadAndRating(): Promise<{ lead: OutboxItem; note: OutboxItem }> {
  const lead = newOutboxItem('event', boothLead(), 1_000);
  await putOutboxItem(lead);
  const note = newOutboxItem('event-note', { ...ratingOf(lead) }, 2_000);
  return { lead, note };
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  server = createFakeRestServer();
  await saveBoothEnrolment('AI Summit', 'booth-credential');
});

afterEach(async () => {
  await closeOutboxDb();
  await closeBoothDevice();
});

describe('a rating in the outbox', () => {
  it('waits untried while its lead waits, then follows it: lead first, each once', async () => {
    server.setMode('offline');
    const { lead, note } = await queueLeadAndRating();
    await replayOutbox(context(), { force: true });
    // Offline, the rating is kept as it is: not sent, due as soon as its lead has gone.
    expect(await storeAndDeliver(note, context())).toEqual({
      type: 'transient',
      reason: waitingForLeadReason,
    });
    expect(server.requests).toEqual([lead.id]);
    expect(await listOutboxItems()).toMatchObject([
      { id: lead.id, state: 'pending' },
      { id: note.id, state: 'pending', attempts: 0 },
    ]);

    server.setMode('ok');
    const report = await replayOutbox(context(), { force: true });
    expect(report.delivered.map((item) => item.id)).toEqual([lead.id, note.id]);
    expect(server.requests).toEqual([lead.id, lead.id, note.id]);
    expect(server.rows.get(note.id)).toEqual({
      table: 'event_lead_notes',
      body: {
        id: note.id,
        lead_id: lead.id,
        rating: 'hot',
        answers: [{ question: 'Budget', answer: 'Over $100k' }],
        note: 'Wants a pilot',
        staff_name: 'Sam',
      },
    });
    expect(await listOutboxItems()).toEqual([]);
  });

  it('goes at once when its lead has already arrived', async () => {
    const lead = newOutboxItem('event', boothLead());
    await storeAndDeliver(lead, context());
    const note = newOutboxItem('event-note', { ...ratingOf(lead, 'warm') });
    expect(await storeAndDeliver(note, context())).toEqual({ type: 'delivered', duplicate: false });
    expect(server.requests).toEqual([lead.id, note.id]);
  });

  it('is never sent before its lead, even when the lead is backing off and the rating is due', async () => {
    server.setMode('offline');
    const { lead, note } = await queueLeadAndRating();
    await putOutboxItem(note);
    await replayOutbox({ ...context(), now: () => 2_000 }, { force: true });
    server.setMode('ok');
    // The lead's backoff has not ended; the rating, never tried, is due.
    const report = await replayOutbox({ ...context(), now: () => 2_001 });
    expect(report).toMatchObject({ delivered: [], pending: 2 });
    expect(server.requests).toEqual([lead.id]);
  });

  it('fails, unsent, when the server refused its lead, and follows it again on Retry', async () => {
    server.setMode('http-400');
    const { lead, note } = await queueLeadAndRating();
    await putOutboxItem(note);
    // Both decided in the same millisecond, as on a fast host: the lead's news still comes first.
    const report = await replayOutbox({ ...context(), now: () => 5_000 });
    expect(server.requests).toEqual([lead.id]);
    expect(report.failed.map((item) => [item.id, item.lastError])).toEqual([
      [lead.id, 'violates check constraint "name_check"'],
      [note.id, leadRefusedReason],
    ]);
    expect((await claimOutboxNews()).map((news) => [news.kind, news.outcome])).toEqual([
      ['event', 'refused'],
      ['event-note', 'refused'],
    ]);
    // Not retried by itself: another replay sends nothing.
    await replayOutbox(context(), { force: true });
    expect(server.requests).toEqual([lead.id]);

    server.setMode('ok');
    await requeueFailedItem(lead.id);
    await requeueFailedItem(note.id);
    const retried = await replayOutbox(context());
    expect(retried.delivered.map((item) => item.id)).toEqual([lead.id, note.id]);
  });

  it('arrives exactly once when the answer to it is lost', async () => {
    const lead = newOutboxItem('event', boothLead());
    await storeAndDeliver(lead, context());
    server.setMode('lose-response');
    const note = newOutboxItem('event-note', { ...ratingOf(lead) });
    expect((await storeAndDeliver(note, context())).type).toBe('transient');

    server.setMode('ok');
    const report = await replayOutbox(context(), { force: true });
    expect(report.delivered.map((item) => item.id)).toEqual([note.id]);
    expect(server.requests.filter((id) => id === note.id)).toHaveLength(2);
    expect(
      [...server.rows.values()].filter((row) => row.table === 'event_lead_notes'),
    ).toHaveLength(1);
  });

  it('waits, unsent, on a device not enrolled for its event', async () => {
    const lead = newOutboxItem('event', boothLead());
    await storeAndDeliver(lead, context());
    const note = newOutboxItem('event-note', { ...ratingOf(lead), event_name: 'Other Expo' });
    expect(await storeAndDeliver(note, context())).toEqual({
      type: 'transient',
      reason: 'This device is not enrolled for this event',
    });
    expect(server.requests).toEqual([lead.id]);
  });

  it('is re-checked before it is sent and fails with the reason', async () => {
    const lead = newOutboxItem('event', boothLead());
    await storeAndDeliver(lead, context());
    const note = newOutboxItem('event-note', { ...ratingOf(lead), rating: 'lukewarm' });
    expect(await storeAndDeliver(note, context())).toEqual({
      type: 'rejected',
      reason: 'rating: Choose Hot, Warm or Cold',
    });
  });
});

describe('eventNoteSchema', () => {
  const lead_id = '5a0b7c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

  it('keeps the row only, trims, and stores blank text as none', () => {
    expect(
      eventNoteSchema.parse({
        ...ratingOf({ id: lead_id } as OutboxItem, 'cold'),
        answers: [],
        note: '   ',
        staff_name: ' Sam ',
      }),
    ).toEqual({ lead_id, rating: 'cold', answers: [], note: null, staff_name: 'Sam' });
  });

  it.each([
    ['a rating not offered', { rating: 'lukewarm' }, 'Choose Hot, Warm or Cold'],
    ['a note too long', { note: 'n'.repeat(1001) }, 'Note must be at most 1000 characters'],
    [
      'an answer too long',
      { answers: [{ question: 'Budget', answer: 'a'.repeat(61) }] },
      'Answer must be at most 60 characters',
    ],
    [
      'a question answered twice',
      {
        answers: [
          { question: 'Budget', answer: 'High' },
          { question: 'Budget', answer: 'Low' },
        ],
      },
      'Answer each question once',
    ],
  ])('refuses %s', (_name, change, message) => {
    const result = eventNoteSchema.safeParse({ lead_id, rating: 'hot', answers: [], ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('counts a note in characters as the database does: 1,000 emoji are fine', () => {
    const note = '🔥'.repeat(1000);
    expect(eventNoteSchema.parse({ lead_id, rating: 'hot', answers: [], note }).note).toBe(note);
  });
});
