/*
 * Starts the app's scripts only after the first paint. Vite links the entry and its
 * imports from <head>, so on a slow connection they share the bandwidth with the page and
 * its stylesheet and hold back the first paint of prerendered HTML that needs no script.
 * This moves them into a few lines at the end of <body> that add the same tags once the
 * browser reports the first contentful paint (at once in a hidden tab, which never
 * paints; after a few seconds if no paint is reported).
 */
import type { Plugin } from 'vite';

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Starts the scripts anyway if no first paint is reported by then. */
const fallbackMs = 3000;

function loader(entry: string, preloads: string[]): string {
  const tags = [
    ...preloads.map((href) => `['link',{rel:'modulepreload',href:${JSON.stringify(href)}}]`),
    `['script',{type:'module',src:${JSON.stringify(entry)}}]`,
  ];
  return [
    '<script>',
    '(function(){',
    'var started=false;',
    'function load(){',
    'if(started)return;',
    'started=true;',
    `[${tags.join(',')}].forEach(function(tag){`,
    'var element=document.createElement(tag[0]);',
    "element.crossOrigin='';",
    'Object.assign(element,tag[1]);',
    'document.head.append(element);',
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
