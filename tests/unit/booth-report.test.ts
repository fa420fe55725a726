import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeBoothDevice,
  readBoothEnrolment,
  saveBoothEnrolment,
} from '@/shared/outbox/booth-device';
import { reportBoothReplay } from '@/shared/outbox/booth-report';
import { capturedToday, closeEventLog, recordCapture } from '@/shared/outbox/event-log';
import { newOutboxItem, type OutboxItem } from '@/shared/outbox/outbox-item';
import { putOutboxItem } from '@/shared/outbox/outbox-storage';
import type { ReplayReport } from '@/shared/outbox/replay';
import { boothLead } from './booth-lead';

// Captured now: the device's log is read for today.
const lead = (name: string) => boothLead(name, new Date().toISOString());

/** A worker whose open windows are at `paths`. */
const workerWith =
  (...paths: string[]) =>
  async () =>
    paths.map((path) => ({ url: `https://site.test${path}` }));

const replayed = (delivered: OutboxItem[], failed: OutboxItem[] = []): ReplayReport => ({
  delivered,
  failed,
  pending: 0,
});

let heartbeats: { credential: string | null; body: Record<string, unknown> }[];
let status: number;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  heartbeats = [];
  status = 200;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!url.endsWith('/rest/v1/rpc/booth_heartbeat')) throw new Error(`unexpected ${url}`);
    heartbeats.push({
      credential: new Headers(init.headers).get('x-booth-device'),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    });
    return new Response(status === 200 ? '{"revoked":false}' : '{}', { status });
  });
});

afterEach(async () => {
  await closeEventLog();
  await closeBoothDevice();
  vi.unstubAllGlobals();
});

/** An enrolled booth that captured two leads; the worker has just delivered the first. */
async function boothAfterDelivery() {
  await saveBoothEnrolment('AI Summit', 'device-credential');
  const [sent, waiting] = [newOutboxItem('event', lead('Ada')), newOutboxItem('event', lead('Bo'))];
  await recordCapture(sent.id, lead('Ada'));
  await recordCapture(waiting.id, lead('Bo'));
  await putOutboxItem(waiting);
  return { sent, waiting };
}

describe("the worker's report for a booth whose kiosk is closed", () => {
  it("records the delivery in the device's log and tells the fleet list", async () => {
    const { sent } = await boothAfterDelivery();
    await reportBoothReplay(workerWith('/'), replayed([sent]), { always: false });
    expect(heartbeats).toHaveLength(1);
    expect(heartbeats[0]).toMatchObject({
      credential: 'device-credential',
      body: { waiting: 1, failed: 0, app_version: __APP_VERSION__, persisted: false },
    });
    expect(heartbeats[0]?.body.last_delivery_at).toEqual(expect.any(String));
    const log = await capturedToday();
    expect(log.find((entry) => entry.id === sent.id)?.deliveredAt).toEqual(expect.any(Number));
  });

  it('leaves the report to the open kiosk', async () => {
    const { sent } = await boothAfterDelivery();
    await reportBoothReplay(workerWith('/', '/event'), replayed([sent]), { always: false });
    expect(heartbeats).toEqual([]);
  });

  it("says nothing after a replay that moved none of the booth's work, unless woken to report", async () => {
    await boothAfterDelivery();
    const contact = newOutboxItem('contact', {});
    await reportBoothReplay(workerWith(), replayed([contact]), { always: false });
    expect(heartbeats).toEqual([]);
    await reportBoothReplay(workerWith(), replayed([]), { always: true });
    expect(heartbeats).toHaveLength(1);
  });

  it('sends nothing from a device that was never enrolled', async () => {
    await reportBoothReplay(workerWith(), replayed([]), { always: true });
    expect(heartbeats).toEqual([]);
  });

  it('wipes the leads it had delivered when the answer says the device was revoked', async () => {
    const { sent, waiting } = await boothAfterDelivery();
    status = 401;
    await reportBoothReplay(workerWith(), replayed([sent]), { always: false });
    expect((await readBoothEnrolment())?.refused).toBe(true);
    expect((await capturedToday()).map((entry) => entry.id)).toEqual([waiting.id]);
  });
});
