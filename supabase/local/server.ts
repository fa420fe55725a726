// The embedded local backend: a node:http server speaking the Supabase Auth
// and REST subset the app uses, over PGlite or a PostgreSQL server.
// startLocalBackend() is what npm start, npm run dev and the tests call.
// Invariant: no request can crash the process; anything unexpected is a 500
// JSON answer and a log line.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminAccount } from './admin.ts';
import { defaultAdmin, ensureAdmin } from './admin.ts';
import { authError, handleAuth } from './auth-api.ts';
import type { Database, DatabaseTarget } from './db.ts';
import { bearerToken, callerFromToken, checkApiKey, isRefusal } from './gateway.ts';
import type { Reply } from './http-util.ts';
import { corsHeaders, readBody, send } from './http-util.ts';
import { anonKey, publishableKey, secretKey, serviceRoleKey } from './jwt.ts';
import { databaseFromEnv, openLocalDatabase } from './open-local-database.ts';
import { jsonProblem, queryProblem } from './request-text.ts';
import { handleRest, loadSchemaCache } from './rest-api.ts';
import { handleRpc } from './rest-rpc.ts';
import type { SchemaCache } from './rest-query.ts';
import { RestError } from './rest-query.ts';

export interface LocalBackendOptions {
  /** 0 picks a free port. Default 54321. */
  port?: number;
  host?: string;
  /** 'memory', a PGlite directory, or a postgres:// URL. Default: see databaseFromEnv(). */
  db?: DatabaseTarget;
  admin?: { email: string; password: string };
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  admin: AdminAccount;
  /** Whether this start created the database (and so seeded it). */
  createdDatabase: boolean;
  close(): Promise<void>;
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const local = await openLocalDatabase(options.db ?? databaseFromEnv());
  try {
    const adminSettings = options.admin ?? {
      email: process.env.ADMIN_EMAIL || defaultAdmin.email,
      password: process.env.ADMIN_PASSWORD || defaultAdmin.password,
    };
    const admin = await ensureAdmin(local.db, adminSettings.email, adminSettings.password);
    const schema = await loadSchemaCache(local.db);
    let baseUrl = '';
    const server = createServer((req, res) => {
      respond(local.db, schema, req, res, baseUrl).catch((error: unknown) => {
        console.error('[local-backend] could not answer', req.method, req.url, error);
        res.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 54321, options.host ?? '127.0.0.1', resolve);
    });
    const { address, port } = server.address() as AddressInfo;
    baseUrl = `http://${address}:${port}`;
    return {
      url: baseUrl,
      anonKey,
      serviceRoleKey,
      publishableKey,
      secretKey,
      admin,
      createdDatabase: local.created,
      close: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await local.close();
      },
    };
  } catch (error) {
    await local.close();
    throw error;
  }
}

async function respond(
  db: Database,
  schema: SchemaCache,
  req: IncomingMessage,
  res: ServerResponse,
  baseUrl: string,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', baseUrl);
  } catch {
    url = new URL('/', baseUrl);
  }
  const area = url.pathname.startsWith('/rest/v1/') ? 'rest' : 'auth';
  try {
    if (req.method === 'OPTIONS') return send(res, 204, null, corsHeaders);
    const reply = await route(db, schema, req, url, baseUrl);
    send(res, reply.status, reply.body, reply.headers);
  } catch (error) {
    const reply = errorReply(error, area);
    if (reply.status >= 500) console.error('[local-backend]', req.method, url.pathname, error);
    if (!res.headersSent) send(res, reply.status, reply.body, reply.headers);
    else res.destroy();
  }
}

function errorReply(error: unknown, area: 'rest' | 'auth'): Reply {
  if (error instanceof RestError) return error.toReply();
  return area === 'rest'
    ? new RestError(500, 'XX000', 'Internal server error').toReply()
    : authError(500, 'unexpected_failure', 'Internal server error');
}

async function route(
  db: Database,
  schema: SchemaCache,
  req: IncomingMessage,
  url: URL,
  baseUrl: string,
): Promise<Reply> {
  const auth = /^\/auth\/v1\/([a-z_]+)\/?$/.exec(url.pathname);
  const rest = /^\/rest\/v1\/((?:rpc\/)?[^/]+)\/?$/.exec(url.pathname);
  if (!auth && !rest)
    return { status: 404, body: { message: 'no Route matched with those values' } };
  const body = await readBody(req);
  if (body.kind === 'too-large') {
    return rest
      ? new RestError(413, 'PGRST413', 'Request body is larger than 1 MB').toReply()
      : authError(413, 'request_too_large', 'Request body is larger than 1 MB');
  }
  const refuseText = (where: string, problem: string): Reply =>
    rest
      ? new RestError(400, 'PGRST102', `The request's ${where} ${problem}`).toReply()
      : authError(400, 'validation_failed', `The request's ${where} ${problem}`);
  if (body.kind === 'not-utf8') return refuseText('body', 'is not valid UTF-8');
  const queryIssue = queryProblem(url.search.slice(1));
  if (queryIssue) return refuseText('query string', queryIssue);
  const keyRefusal = checkApiKey(req, url);
  if (keyRefusal) return { status: keyRefusal.status, body: { message: keyRefusal.message } };
  let json: unknown;
  if (body.kind === 'text') {
    try {
      json = JSON.parse(body.text);
    } catch {
      if (rest) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      return authError(400, 'bad_json', 'Could not parse request body as JSON');
    }
  }
  const bodyIssue = jsonProblem(json);
  if (bodyIssue) return refuseText('body', bodyIssue);
  if (auth) {
    const fields = json && typeof json === 'object' && !Array.isArray(json) ? json : {};
    return handleAuth(
      db,
      req,
      url,
      auth[1] ?? '',
      fields as Record<string, unknown>,
      `${baseUrl}/auth/v1`,
    );
  }
  const caller = await callerFromToken(bearerToken(req, url));
  if (isRefusal(caller)) {
    const refusal = new RestError(caller.status, caller.code, caller.message).toReply();
    if (caller.jwt) {
      refusal.headers = {
        ...refusal.headers,
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${caller.message}"`,
      };
    }
    return refusal;
  }
  const target = decodePathSegment(rest?.[1] ?? '');
  const rpc = /^rpc\/([^/]+)$/.exec(target);
  if (rpc) return handleRpc(db, req, url, rpc[1] ?? '', json, caller);
  return handleRest(db, schema, req, url, target, json, caller);
}

/** A malformed %-escape names no table; let the schema-cache lookup refuse it. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
