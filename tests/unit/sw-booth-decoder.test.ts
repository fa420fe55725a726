import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boothDecoderCache, boothDecoderUrl } from '@/shared/booth-decoder-cache';
import { dropEarlierBoothDecoders, keepBoothDecoderCurrent } from '@/sw/booth-decoder';
import { createFakeCacheStorage } from './fake-cache-storage';

const current = new URL(boothDecoderUrl, self.location.href).href;
const earlier = new URL('/assets/zxing_reader-earlier1.wasm', self.location.href).href;
const wasm = () => new Response(new Uint8Array([0, 97, 115, 109]));

let fetched: string[];
let answer: () => Response;

beforeEach(() => {
  fetched = [];
  answer = wasm;
  vi.stubGlobal('caches', createFakeCacheStorage());
  vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), answer()));
});

const storedDecoders = async () =>
  (await (await caches.open(boothDecoderCache)).keys()).map((request) => request.url);

async function booth(decoders: string[]) {
  const cache = await caches.open(boothDecoderCache);
  for (const url of decoders) await cache.put(url, wasm());
}

describe("the worker keeps a booth's badge decoder current across updates", () => {
  it("fetches nothing on a visitor's device, which never kept a decoder", async () => {
    await keepBoothDecoderCurrent();
    await dropEarlierBoothDecoders();
    expect(fetched).toEqual([]);
    expect(await caches.has(boothDecoderCache)).toBe(false);
  });

  it("stores the new version's decoder as it installs, and drops the earlier one once in charge", async () => {
    await booth([earlier]);
    await keepBoothDecoderCurrent();
    expect(fetched).toEqual([current]);
    // Pages of the earlier version may still be open until the new worker takes over.
    expect(await storedDecoders()).toEqual([earlier, current]);
    await dropEarlierBoothDecoders();
    expect(await storedDecoders()).toEqual([current]);
  });

  it('fails the install when the decoder cannot be fetched, so the booth stays on its version', async () => {
    await booth([earlier]);
    answer = () => new Response('busy', { status: 503 });
    await expect(keepBoothDecoderCurrent()).rejects.toThrow('badge decoder: HTTP 503');
    expect(await storedDecoders()).toEqual([earlier]);
  });

  it('fetches nothing when this version has its decoder already', async () => {
    await booth([current]);
    await keepBoothDecoderCurrent();
    expect(fetched).toEqual([]);
  });
});
