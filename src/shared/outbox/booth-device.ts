/*
 * The booth device's credential: what an admin's one-time enrolment code was traded for,
 * for one event. Every booth lead carries it in a request header, which the database checks
 * (20261128000200_enrol_booth_devices.sql). Kept in IndexedDB, not beside the set-up in
 * localStorage, so the service worker's replay sends it too. A credential the server
 * refused (the device was revoked) is marked so, and the booth asks for a new code; the
 * leads wait meanwhile, as for any answer but a refusal of their data.
 * Runs in the page and the service worker.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { announceOutboxChange } from '@/shared/outbox/outbox-changes';

export interface BoothEnrolment {
  eventName: string;
  credential: string;
  /** The server refused it: the device must be enrolled again. */
  refused: boolean;
}

/** The request header the credential travels in (lower case, as SQL reads it). */
export const boothDeviceHeader = 'x-booth-device';

interface BoothDeviceSchema extends DBSchema {
  enrolment: { key: 'current'; value: BoothEnrolment };
}

let opening: Promise<IDBPDatabase<BoothDeviceSchema>> | null = null;

function openBoothDevice(): Promise<IDBPDatabase<BoothDeviceSchema>> {
  opening ??= openDB<BoothDeviceSchema>('booth-device', 1, {
    upgrade(db) {
      db.createObjectStore('enrolment');
    },
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function readBoothEnrolment(): Promise<BoothEnrolment | undefined> {
  return (await openBoothDevice()).get('enrolment', 'current');
}

/** Keeps the credential of a fresh enrolment; the page and the worker hear of it. */
export async function saveBoothEnrolment(eventName: string, credential: string): Promise<void> {
  await (
    await openBoothDevice()
  ).put('enrolment', { eventName, credential, refused: false }, 'current');
  announceOutboxChange();
}

/** The server refused this credential; a newer one saved meanwhile is left alone. */
export async function markBoothEnrolmentRefused(credential: string): Promise<void> {
  const db = await openBoothDevice();
  const transaction = db.transaction('enrolment', 'readwrite');
  const current = await transaction.store.get('current');
  if (current?.credential === credential && !current.refused) {
    await transaction.store.put({ ...current, refused: true }, 'current');
  }
  await transaction.done;
  announceOutboxChange();
}

/** The device may send leads of this event. */
export function enrolledFor(enrolment: BoothEnrolment | undefined, eventName: string): boolean {
  return Boolean(enrolment && !enrolment.refused && enrolment.eventName === eventName);
}

/** For tests: forget the cached connection so the next call reopens. */
export async function closeBoothDevice(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
