// Edge Functions as `supabase functions serve` runs them: /functions/v1/<name> (any method,
// any path under it) calls the handler supabase/functions/<name>/index.ts gives Deno.serve,
// in this process behind deno-shim.ts. Its environment is what the CLI gives every function
// (SUPABASE_URL, the project's keys, SUPABASE_DB_URL on PostgreSQL), then
// supabase/functions/.env, then the backend's `functions.env` option. config.toml's
// [functions.<name>] verify_jwt (default true) asks for a valid project JWT or key first;
// enabled = false serves none. Runs in Node.
// Invariant: a function that throws answers 500 and the backend carries on; every call in
// flight is tracked, so settled() can wait for them.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import type { FunctionHandler, FunctionInstance } from './deno-shim.ts';
import { loadFunction, runFunction } from './deno-shim.ts';
import { bearerToken } from './gateway.ts';
import { verifyJwt } from './jwt.ts';
import type { FunctionSettings } from './project-config.ts';

export interface EdgeFunctionsOptions {
  /** supabase/functions. */
  dir: string;
  /** config.toml's [functions.<name>] tables. */
  settings: Record<string, FunctionSettings>;
  /** The CLI's default secrets (SUPABASE_URL, the keys, …). */
  defaults: Record<string, string>;
  /** Over defaults and functions/.env, for every function. */
  env?: Record<string, string>;
}

export interface EdgeFunctions {
  /** Answers a request under /functions/v1/. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Resolves when no call is in flight. */
  settled(): Promise<void>;
  busy(): boolean;
  /** Waits for the calls in flight. */
  stop(): Promise<void>;
}

/** Each backend loads its own module instances: index.ts?backend=<n>. */
let backendCount = 0;

export const functionNotFound = { code: 'NOT_FOUND', message: 'Requested function was not found' };
const workerError = {
  code: 'WORKER_ERROR',
  message: 'Function exited due to an error (please check logs)',
};

function sendJson(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The CLI's env file: names starting SUPABASE_ are its own and are skipped, as it does. */
function envFile(dir: string): Record<string, string> {
  const file = join(dir, '.env');
  if (!existsSync(file)) return {};
  const entries = Object.entries(parseEnv(readFileSync(file, 'utf8')));
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => {
      const [name, value] = entry;
      return !name.startsWith('SUPABASE_') && value !== undefined;
    }),
  );
}

/** The path's first segment after /functions/v1/; '' when it is not a name. */
function functionName(url: URL): string {
  try {
    return decodeURIComponent(url.pathname.split('/')[3] ?? '');
  } catch {
    return '';
  }
}

async function unauthorised(req: IncomingMessage, url: URL): Promise<object | null> {
  const token = bearerToken(req, url);
  if (!token)
    return { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' };
  const verified = await verifyJwt(token);
  return verified.ok ? null : { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' };
}

export function edgeFunctions(options: EdgeFunctionsOptions): EdgeFunctions {
  const backend = (backendCount += 1);
  const env = { ...options.defaults, ...envFile(options.dir), ...options.env };
  const loaded = new Map<
    string,
    Promise<{ instance: FunctionInstance; handler: FunctionHandler }>
  >();
  const inFlight = new Set<Promise<unknown>>();

  const load = (name: string) => {
    let entry = loaded.get(name);
    if (!entry) {
      const instance: FunctionInstance = { env: { ...env }, handler: null };
      const href = `${pathToFileURL(join(options.dir, name, 'index.ts')).href}?backend=${backend}`;
      entry = loadFunction(href, instance).then((handler) => ({ instance, handler }));
      // A module that failed to load is loaded afresh on the next call.
      entry.catch(() => loaded.delete(name));
      loaded.set(name, entry);
    }
    return entry;
  };

  const call = async (req: IncomingMessage, res: ServerResponse, url: URL, name: string) => {
    const settings = options.settings[name] ?? { enabled: true, verifyJwt: true };
    const entry = join(options.dir, name, 'index.ts');
    if (!/^[A-Za-z0-9][\w-]*$/.test(name) || !settings.enabled || !existsSync(entry)) {
      return sendJson(res, 404, functionNotFound);
    }
    if (settings.verifyJwt) {
      const refusal = await unauthorised(req, url);
      if (refusal) return sendJson(res, 401, refusal);
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readRaw(req);
    const headers = new Headers();
    for (const [header, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(header, Array.isArray(value) ? value.join(', ') : value);
    }
    const path = url.pathname.slice('/functions/v1'.length);
    const request = new Request(new URL(path + url.search, url.origin), {
      method: req.method ?? 'GET',
      headers,
      body: body && body.length ? new Uint8Array(body) : null,
    });
    let response: Response;
    try {
      const { instance } = await load(name);
      response = await runFunction(instance, request);
    } catch (error) {
      console.error(`[functions] ${name}:`, error);
      return sendJson(res, 500, workerError);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const out: Record<string, string> = Object.fromEntries(response.headers);
    res.writeHead(response.status, { ...out, 'Content-Length': String(bytes.length) });
    res.end(bytes);
  };

  const settled = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };

  return {
    handle(req, res, url) {
      const running = call(req, res, url, functionName(url)).finally(() =>
        inFlight.delete(running),
      );
      inFlight.add(running);
      return running;
    },
    settled,
    busy: () => inFlight.size > 0,
    stop: settled,
  };
}
