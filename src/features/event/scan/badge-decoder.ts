/*
 * The badge decoder: zxing-wasm's QR reader, loaded only by the booth (a dynamic import), with
 * its WebAssembly served from this site and kept in the booth's own cache, so it works with
 * the network off. Never from a CDN: the default would fetch it from one.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { boothDecoderCache, boothDecoderUrl } from '@/shared/booth-decoder-cache';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? boothDecoderUrl : prefix + path,
  },
});

/** Badges carry one QR code; other formats and a second symbol only cost time. */
const photoOptions: ReaderOptions = { formats: ['QRCode'], maxNumberOfSymbols: 1 };
/**
 * A camera frame has 150 ms at most on a slow tablet, and most frames hold no code yet:
 * no second pass for light-on-dark codes or turned images (a QR code is found at any angle
 * anyway), which cuts the time per frame by half to two thirds. A photo gets every pass.
 */
const frameOptions: ReaderOptions = { ...photoOptions, tryInvert: false, tryRotate: false };

/** The text of the first QR code in `image`, or null when there is none. */
export async function decodeQrCode(
  image: ImageData,
  source: 'frame' | 'photo' = 'frame',
): Promise<string | null> {
  const [result] = await readBarcodes(image, source === 'frame' ? frameOptions : photoOptions);
  return result?.isValid ? result.text : null;
}

let kept: Promise<void> | undefined;

/**
 * Stores this version's WebAssembly in the booth's cache (the worker answers from it
 * offline), once per page; a failure (offline) is tried again with the next visitor.
 * Earlier versions' are the worker's to drop when a new version takes over: a page of the
 * old version, still open, must not drop the new one's. Without the Cache API it does
 * nothing: the decoder then needs the network.
 */
export function keepDecoderOffline(): Promise<void> {
  kept ??= storeDecoder().catch((error: unknown) => {
    kept = undefined;
    throw error;
  });
  return kept;
}

async function storeDecoder(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(boothDecoderCache);
  const current = new URL(boothDecoderUrl, window.location.href).href;
  if (!(await cache.match(current))) await cache.add(current);
}
