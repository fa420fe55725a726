/*
 * Starts the app's scripts only after the first paint. Vite links the entry and its
 * imports from <head>, so on a slow connection they share the bandwidth with the page and
 * its stylesheet and hold back the first paint of prerendered HTML that needs no script.
 * This moves them into a few lines at the end of <body> that add the same tags once the
 * browser reports the first contentful paint (at once in a hidden tab, which never
 * paints; after a few seconds if no paint is reported). The prerender adds each page's
 * own chunks to the list (withPagePreloads), so they download beside the entry.
 */
import type { Plugin } from 'vite';

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const pagePreloads = '/*page-preloads*/[]';
/** Starts the scripts anyway if no first paint is reported by then. */
const fallbackMs = 3000;

function loader(entry: string, preloads: string[]): string {
  return [
    '<script>',
    '(function(){',
    `var entry=${JSON.stringify(entry)};`,
    `var preloads=${JSON.stringify(preloads)}.concat(${pagePreloads});`,
    'function element(name,attributes){',
    'var created=document.createElement(name);',
    "created.crossOrigin='';",
    'return Object.assign(created,attributes);',
    '}',
    // Made now, during parsing, and added only after the first paint: the page's first
    // elements made from script cost milliseconds of setup, best spent before it paints.
    // Detached, they fetch nothing yet.
    "var script=element('script',{type:'module',src:entry});",
    "var links=preloads.map(function(href){return element('link',{rel:'modulepreload',href:href});});",
    'var started=false;',
    'function load(){',
    'if(started)return;',
    'started=true;',
    'document.head.append(script);',
    // Adding a preload link costs about a millisecond of main thread: one task each, so
    // no single task blocks input while they are added.
    'links.forEach(function(link){',
    'setTimeout(function(){document.head.append(link);});',
    '});',
    '}',
    // The paint entry is reported once the first frame is on screen, not merely drawn.
    "if(document.visibilityState==='hidden'||!window.PerformanceObserver)return load();",
    'new PerformanceObserver(function(list,observer){',
    "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load);}",
    "}).observe({type:'paint',buffered:true});",
    `setTimeout(load,${fallbackMs});`,
    '})();',
    '</script>',
  ].join('');
}

/** Adds a page's own chunks (URLs) to the scripts its HTML starts after the first paint. */
export function withPagePreloads(html: string, hrefs: string[]): string {
  if (!html.includes(pagePreloads)) throw new Error('the page has no script loader');
  return html.replace(pagePreloads, JSON.stringify(hrefs));
}

export function entryAfterPaint(): Plugin {
  return {
    name: 'entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module entry script');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
        return html
          .replace(entryScript, '')
          .replace(modulePreload, '')
          .replace('</body>', `  ${loader(entry, preloads)}\n  </body>`);
      },
    },
  };
}
