/*
 * Shared set-up for the lead form tests: a fresh fake IndexedDB and a fake Supabase
 * REST server standing in for fetch, so each test sees the real outbox at work.
 */
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeBoothDevice } from '@/shared/outbox/booth-device';
import { closeOutboxDb } from '@/shared/outbox/outbox-db';
import { listOutboxItems } from '@/shared/outbox/outbox-storage';
import { createFakeRestServer } from './fake-rest-server';

export function setUpLeadFormHarness() {
  const harness = {
    server: createFakeRestServer(),
    outbox: listOutboxItems,
    /** The browser reports itself offline, as it does when the network is really gone. */
    goOffline: () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false),
  };

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    harness.server = createFakeRestServer();
    vi.stubGlobal('fetch', harness.server.fetchImpl);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    notifications.clean();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await closeOutboxDb();
    await closeBoothDevice();
  });

  return harness;
}
