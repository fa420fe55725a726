/*
 * Serves a finished build the way the production static hosts do, for npm run preview,
 * npm start, the e2e suite and the bench: sirv sends the files (the .br or .gz copy the
 * build wrote beside one, when the browser takes it; ETags to revalidate), /about answers
 * about/index.html, a path no file answers gets 404.html with status 404, and every
 * response carries the headers of scripts/hosting-headers.ts, the rules the build wrote
 * for the hosts. Runs in Node.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, posix, resolve } from 'node:path';
import sirv from 'sirv';
import { backendNotePath } from './backend-target.ts';
import {
  hashedAssetsFolder,
  headersFor,
  hostingRules,
  immutableCache,
  readSiteFacts,
  revalidateCache,
  type HeaderRule,
  type HeaderValues,
} from './hosting-headers.ts';
import { textContentTypes } from './precompress.ts';

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

const notFoundPage = '/404.html';
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The rules for the build in `dir`, read again whenever a new build is there. */
function rulesOf(dir: string): () => HeaderRule[] {
  let stamp = -1;
  let rules: HeaderRule[] = [];
  return () => {
    // The build writes its backend note after every page: a new time means a new build.
    const built = statSync(backendNotePath(dir), { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (built !== stamp) {
      rules = hostingRules(readSiteFacts(dir));
      stamp = built;
    }
    return rules;
  };
}

/** What `file` (a URL path in the build) goes out with; the hosting rules win. */
function headersOf(file: string, hosting: HeaderValues): Record<string, string | undefined> {
  return {
    'Content-Type': textContentTypes[extname(file)],
    // Hashed assets never change; pages and the worker must be revalidated.
    'Cache-Control': file.startsWith(`/${hashedAssetsFolder}/`) ? immutableCache : revalidateCache,
    ...hosting,
  };
}

function setHeaders(res: ServerResponse, headers: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

/** 404.html with status 404 and `headers`, precompressed as sirv would send it. */
function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  headers: Record<string, string | undefined>,
): void {
  const page = join(dir, notFoundPage);
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = encodings.find(
    ({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(page + suffix),
  );
  const file = encoding ? page + encoding.suffix : page;
  setHeaders(res, {
    ...headers,
    Vary: 'Accept-Encoding',
    'Content-Encoding': encoding?.name,
    'Content-Length': String(statSync(file).size),
  });
  res.statusCode = 404;
  createReadStream(file).pipe(res);
}

function handler(dir: string) {
  const rules = rulesOf(dir);
  // Fails the server's start on a build that cannot say its backend.
  rules();
  if (!existsSync(join(dir, notFoundPage))) throw new Error(`${dir} has no ${notFoundPage}`);
  // `dev`: looks each file up when asked, so a new build is served without a restart.
  const files = sirv(dir, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0] || '/';
    // A path without an extension is a page: its folder's index.html, as the hosts look it up.
    const file = extname(pathname) ? pathname : posix.join(pathname, 'index.html');
    let hosting: HeaderValues;
    try {
      hosting = headersFor(rules(), pathname);
    } catch (error) {
      // A build being rewritten, or one the rules refuse: say so rather than stop serving.
      res.writeHead(500).end(error instanceof Error ? error.message : String(error));
      return;
    }
    // Set before sirv runs, so they go out with its 304s too and outrank its own.
    setHeaders(res, headersOf(file, hosting));
    req.url = file;
    files(req, res, () => sendNotFound(req, res, dir, headersOf(notFoundPage, hosting)));
  };
}

/** Serves the build in `dir` on `host:port` (0: any free port); refuses a taken port. */
export async function startPreviewServer({
  dir,
  host = '127.0.0.1',
  port,
}: {
  dir: string;
  host?: string;
  port: number;
}): Promise<PreviewServer> {
  const server = createServer(handler(resolve(dir)));
  await new Promise<void>((listening, failed) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      failed(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${host}:${port} is already in use: stop what holds it, or choose another port`,
            )
          : error,
      ),
    );
    server.listen(port, host, () => listening());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
