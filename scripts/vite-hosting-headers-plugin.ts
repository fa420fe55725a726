/*
 * Makes `vite preview` (and so `npm start` and the e2e suite) send the headers of
 * scripts/hosting-headers.ts, the same ones the build writes for the hosts. Its middleware
 * runs first and applies them as the response head goes out, so they win over what the
 * prerendered-pages plugin and Vite's static server set for the same names.
 */
import { statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { backendNotePath } from './backend-target.ts';
import {
  headersFor,
  hostingRules,
  readSiteFacts,
  type HeaderRule,
  type HeaderValues,
} from './hosting-headers.ts';

/** The rules for the build in `outDir`, read again whenever a new build is there. */
function rulesOf(outDir: string): () => HeaderRule[] {
  let stamp = -1;
  let rules: HeaderRule[] = [];
  return () => {
    // The build writes its backend note after every page: a new time means a new build.
    const built = statSync(backendNotePath(outDir), { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (built !== stamp) {
      rules = hostingRules(readSiteFacts(outDir));
      stamp = built;
    }
    return rules;
  };
}

type WriteHead = (statusCode: number, ...rest: unknown[]) => ServerResponse;

/** Sets `headers` on `res` at the moment its head is written, over any set before. */
function applyOnWriteHead(res: ServerResponse, headers: HeaderValues): void {
  const writeHead = res.writeHead.bind(res) as WriteHead;
  (res as unknown as { writeHead: WriteHead }).writeHead = (statusCode, ...rest) => {
    // Headers handed to writeHead would outrank setHeader: move them in first.
    const last = rest.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      rest.pop();
      for (const [name, value] of Object.entries(last as Record<string, unknown>)) {
        if (value !== undefined) res.setHeader(name, value as string | number | string[]);
      }
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return writeHead(statusCode, ...rest);
  };
}

export function hostingHeaders(): Plugin {
  return {
    name: 'hosting-headers',
    configurePreviewServer: {
      // Before the prerendered-pages plugin, which answers most requests itself.
      order: 'pre',
      handler(server) {
        const rules = rulesOf(resolve(server.config.root, server.config.build.outDir));
        // Fails the server's start on a build that cannot say its backend.
        rules();
        server.middlewares.use((req, res, next) => {
          try {
            const pathname = (req.url ?? '/').split('?')[0] || '/';
            applyOnWriteHead(res, headersFor(rules(), pathname));
            next();
          } catch (error) {
            next(error);
          }
        });
      },
    },
  };
}
