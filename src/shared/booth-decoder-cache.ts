/*
 * Where the booth keeps its badge decoder's WebAssembly for offline use. Shared by the page,
 * which fills the cache when event mode opens, and the service worker, which answers from it
 * and, on an update, stores the new version's before the version takes over.
 * Not in the site's precache: every visitor would download a megabyte only booths use.
 */
import decoderUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export const boothDecoderCache = 'booth-decoder';

/** This version's decoder, a path on this site (hashed by the build). */
export const boothDecoderUrl: string = decoderUrl;

/** The site's only WebAssembly is the badge decoder's. */
export const isBoothDecoderPath = (pathname: string): boolean =>
  /^\/assets\/[\w-]+\.wasm$/.test(pathname);
