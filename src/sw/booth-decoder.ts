/*
 * The booth's badge decoder across updates. The page stores its version's decoder when
 * event mode opens; a booth that then takes an update while online, and reloads offline,
 * would run code whose decoder it never stored. So a device that keeps a decoder gets the
 * new version's while the new worker installs, as the precache gets the new pages: the
 * install fails (and is tried again later) rather than take over without it. The earlier
 * versions' are dropped once the new worker is in charge. Runs in the service worker.
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
