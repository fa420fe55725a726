/*
 * Where the booth keeps its badge decoder's WebAssembly for offline use. Shared by the page,
 * which fills the cache when event mode opens, and the service worker, which answers from it.
 * Not in the site's precache: every visitor would download a megabyte only booths use.
 */
export const boothDecoderCache = 'booth-decoder';

/** The site's only WebAssembly is the badge decoder's. */
export const isBoothDecoderPath = (pathname: string): boolean =>
  /^\/assets\/[\w-]+\.wasm$/.test(pathname);
