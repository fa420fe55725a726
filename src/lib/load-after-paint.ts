/*
 * The inline script at the end of every page's <body> that starts the app's scripts only
 * after the first paint (scripts/vite/entry-after-paint.ts writes it, the prerender adds
 * each page's own chunks). Runs as a classic script while the page is parsed, before any
 * of the app's code.
 */

/** Starts the scripts anyway if no first paint is reported by then. */
const fallbackMs = 3000;

export interface AfterPaintScripts {
  /** The app's entry chunk. */
  entry: string;
  /** The chunks the entry imports. */
  preloads: string[];
  /** The page's own chunks, added by the prerender. */
  page: string[];
}

function element<K extends 'script' | 'link'>(
  name: K,
  attributes: Partial<HTMLElementTagNameMap[K]>,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(name);
  created.crossOrigin = '';
  return Object.assign(created, attributes);
}

export default function loadAfterPaint({ entry, preloads, page }: AfterPaintScripts): void {
  // Made now, during parsing, and added only after the first paint: the page's first
  // elements made from script cost milliseconds of setup, best spent before it paints.
  // Detached, they fetch nothing yet.
  const script = element('script', { type: 'module', src: entry });
  const links = preloads
    .concat(page)
    .map((href) => element('link', { rel: 'modulepreload', href }));
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    document.head.append(script);
    // Adding a preload link costs about a millisecond of main thread: one task each, so
    // no single task blocks input while they are added.
    for (const link of links) setTimeout(() => document.head.append(link));
  };
  // The paint entry is reported once the first frame is on screen, not merely drawn.
  if (document.visibilityState === 'hidden' || !window.PerformanceObserver) return load();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      setTimeout(load);
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, fallbackMs);
}
