/*
 * The booth's own record of every lead it captured, apart from the outbox (which forgets a
 * delivered lead): today's count, the last delivery, the CSV when the device never gets online.
 * Pruned after a week; a revoked device forgets at once what the server holds. Runs in the
 * page and the worker (which records deliveries made with the kiosk closed).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LeadPayload } from '@/shared/leads/lead-kinds';

export interface CapturedLead {
  /** The outbox item's id, which is also the row's id on the server. */
  id: string;
  lead: LeadPayload<'event'>;
  /** When the server took it, as far as this device heard. */
  deliveredAt: number | null;
}

interface EventLogSchema extends DBSchema {
  captured: { key: string; value: CapturedLead; indexes: { 'by-captured': string } };
}

const keptForMs = 7 * 24 * 60 * 60 * 1000;

/** Deletes what was captured more than a week ago. */
async function prune(db: IDBPDatabase<EventLogSchema>): Promise<void> {
  const before = new Date(Date.now() - keptForMs).toISOString();
  const transaction = db.transaction('captured', 'readwrite');
  let cursor = await transaction.store
    .index('by-captured')
    .openCursor(IDBKeyRange.upperBound(before, true));
  while (cursor) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await transaction.done;
}

let opening: Promise<IDBPDatabase<EventLogSchema>> | null = null;

function openEventLog(): Promise<IDBPDatabase<EventLogSchema>> {
  opening ??= openDB<EventLogSchema>('event-log', 1, {
    upgrade(db) {
      db.createObjectStore('captured', { keyPath: 'id' }).createIndex(
        'by-captured',
        'lead.captured_at',
      );
    },
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  })
    .then(async (db) => {
      await prune(db);
      return db;
    })
    .catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}

const changes = new EventTarget();

/** Calls `listener` after every change this page makes to the log; returns the unsubscribe. */
export function onEventLogChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

function announce(): void {
  changes.dispatchEvent(new Event('change'));
}

export async function recordCapture(id: string, lead: LeadPayload<'event'>): Promise<void> {
  await (await openEventLog()).put('captured', { id, lead, deliveredAt: null });
  announce();
}

/** The form's attempt was refused or could not be kept: the visitor still has it in the form. */
export async function forgetCapture(id: string): Promise<void> {
  await (await openEventLog()).delete('captured', id);
  announce();
}

/** Delivery times as the outbox reported them, for leads this device still keeps. */
export async function recordDeliveries(deliveries: { id: string; at: number }[]): Promise<void> {
  const db = await openEventLog();
  const transaction = db.transaction('captured', 'readwrite');
  await Promise.all([
    ...deliveries.map(async ({ id, at }) => {
      const entry = await transaction.store.get(id);
      if (entry?.deliveredAt === null) await transaction.store.put({ ...entry, deliveredAt: at });
    }),
    transaction.done,
  ]);
  announce();
}

/** The device was revoked: what reached the server leaves it; what did not is kept to send. */
export async function forgetDeliveredLeads(): Promise<void> {
  const db = await openEventLog();
  const transaction = db.transaction('captured', 'readwrite');
  let cursor = await transaction.store.openCursor();
  while (cursor) {
    if (cursor.value.deliveredAt !== null) await cursor.delete();
    cursor = await cursor.continue();
  }
  await transaction.done;
  announce();
}

/** Midnight at the start of this device's day, as the instant captured_at is compared to. */
export function startOfToday(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

/** Every lead captured here since local midnight, oldest first. */
export async function capturedToday(): Promise<CapturedLead[]> {
  return (await openEventLog()).getAllFromIndex(
    'captured',
    'by-captured',
    IDBKeyRange.lowerBound(startOfToday()),
  );
}

/** The latest delivery this device heard of, among the leads it still keeps. */
export async function lastDeliveredAt(): Promise<number | null> {
  const all = await (await openEventLog()).getAll('captured');
  return all.reduce<number | null>(
    (latest, entry) =>
      entry.deliveredAt !== null && (latest === null || entry.deliveredAt > latest)
        ? entry.deliveredAt
        : latest,
    null,
  );
}

/** Closes the connection; the next call opens (and prunes) afresh. */
export async function closeEventLog(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
