import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeBoothDevice,
  readBoothEnrolment,
  saveBoothEnrolment,
} from '@/shared/outbox/booth-device';
import { closeOutboxDb } from '@/shared/outbox/outbox-db';
import { newOutboxItem } from '@/shared/outbox/outbox-item';
import { listOutboxItems, putOutboxItem } from '@/shared/outbox/outbox-storage';
import { replayOutbox } from '@/shared/outbox/replay';

const backend = { url: 'http://backend.test', anonKey: 'anon-key' };
const boothLead = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: null,
  job_title: null,
  interested_in: ['Agentic AI'],
  notes: null,
  consent: true,
  event_name: 'AI Summit',
  staff_name: 'Sam',
  device_id: '0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11',
  captured_at: '2026-11-28T09:30:00.000Z',
};

/** A server that answers every insert with `status` and records the device header sent. */
function serverAnswering(status: number) {
  const sent: (string | null)[] = [];
  const fetchImpl: typeof fetch = (_input, init) => {
    sent.push(new Headers(init?.headers).get('x-booth-device'));
    const body = status < 300 ? '' : JSON.stringify({ code: '42501', message: 'not enrolled' });
    return Promise.resolve(new Response(body || null, { status }));
  };
  return { sent, fetchImpl };
}

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  await putOutboxItem(newOutboxItem('event', boothLead));
});

afterEach(async () => {
  await closeOutboxDb();
  await closeBoothDevice();
});

describe('booth leads and the device credential', () => {
  it('a device never enrolled sends nothing and keeps its leads waiting', async () => {
    const server = serverAnswering(201);
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl }, { force: true });
    expect(server.sent).toEqual([]);
    expect(report.failed).toEqual([]);
    const [waiting] = await listOutboxItems();
    expect(waiting).toMatchObject({
      state: 'pending',
      lastError: 'This device is not enrolled for this event',
    });
  });

  it('an enrolled device sends its credential with the lead', async () => {
    await saveBoothEnrolment('AI Summit', 'secret-credential');
    const server = serverAnswering(201);
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl }, { force: true });
    expect(server.sent).toEqual(['secret-credential']);
    expect(report.delivered).toHaveLength(1);
    expect(await listOutboxItems()).toEqual([]);
  });

  it('a credential for another event is not sent', async () => {
    await saveBoothEnrolment('Other Expo', 'secret-credential');
    const server = serverAnswering(201);
    await replayOutbox({ backend, fetchImpl: server.fetchImpl }, { force: true });
    expect(server.sent).toEqual([]);
    expect(await listOutboxItems()).toHaveLength(1);
  });

  for (const status of [401, 403]) {
    it(`a revoked device (${status}) keeps its lead and is asked to enrol again`, async () => {
      await saveBoothEnrolment('AI Summit', 'secret-credential');
      const server = serverAnswering(status);
      const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl }, { force: true });
      expect(report.failed).toEqual([]);
      expect(await listOutboxItems()).toMatchObject([{ state: 'pending' }]);
      expect(await readBoothEnrolment()).toMatchObject({ refused: true });
      // Nothing more is sent until it is enrolled again; then the same lead goes.
      await replayOutbox({ backend, fetchImpl: server.fetchImpl }, { force: true });
      expect(server.sent).toEqual(['secret-credential']);
      await saveBoothEnrolment('AI Summit', 'new-credential');
      const enrolled = serverAnswering(201);
      await replayOutbox({ backend, fetchImpl: enrolled.fetchImpl }, { force: true });
      expect(enrolled.sent).toEqual(['new-credential']);
      expect(await listOutboxItems()).toEqual([]);
    });
  }
});
