/*
 * The booth's badge decoder across updates: on a device that keeps one, a new worker stores
 * its version's decoder while it installs (the install fails, and is retried, rather than take
 * over without it: a booth updated online would reload offline unable to scan), and drops the
 * earlier ones once in charge. Runs in the service worker.
 */
import { boothDecoderCache, boothDecoderUrl } from '@/shared/booth-decoder-cache';

const currentDecoder = () => new URL(boothDecoderUrl, self.location.href).href;

/** Install: stores this version's decoder on a device that keeps one (a booth), else nothing. */
export async function keepBoothDecoderCurrent(): Promise<void> {
  if (!(await caches.has(boothDecoderCache))) return;
  const cache = await caches.open(boothDecoderCache);
  if ((await cache.keys()).length === 0 || (await cache.match(currentDecoder()))) return;
  const response = await fetch(currentDecoder());
  if (!response.ok) throw new Error(`badge decoder: HTTP ${response.status}`);
  await cache.put(currentDecoder(), response);
}

/** Activate: drops the decoders no page of this version asks for. */
export async function dropEarlierBoothDecoders(): Promise<void> {
  if (!(await caches.has(boothDecoderCache))) return;
  const cache = await caches.open(boothDecoderCache);
  for (const request of await cache.keys()) {
    if (request.url !== currentDecoder()) await cache.delete(request);
  }
}
