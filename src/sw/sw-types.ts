/*
 * Types the service worker needs that neither lib.webworker nor workbox declare:
 * Background Sync and Periodic Background Sync (Chromium only) and the precache manifest
 * injected at build time.
 */
import type { PrecacheEntry } from 'workbox-precaching';

export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Periodic Background Sync (Chromium, an installed app). */
export type PeriodicSyncEvent = SyncEvent;

export interface WorkerScope extends ServiceWorkerGlobalScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'periodicsync', listener: (event: PeriodicSyncEvent) => void): void;
  addEventListener<K extends keyof ServiceWorkerGlobalScopeEventMap>(
    type: K,
    listener: (event: ServiceWorkerGlobalScopeEventMap[K]) => void,
  ): void;
}
