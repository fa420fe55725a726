// The embedded local backend: a node:http server speaking the Supabase Auth, REST and
// Storage subset a project uses, over PGlite or a PostgreSQL server, with a mail catcher
// beside it (Mailpit's API) that the mail auth sends goes to, configured by the project's
// config.toml (project-config.ts), which must hold nothing it does not follow. Beside the
// API, the platform pieces hosted Supabase runs: pg_net's worker (pg-net-worker.ts), Vault
// (vault.sql) and the project's Edge Functions (edge-functions.ts).
// startLocalBackend() is the package's entry point.
// Invariant: no request can crash the process; anything unexpected is a 500
// JSON answer and a log line.
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminAccount } from './admin.ts';
import { defaultAdmin, ensureAdmin } from './admin.ts';
import { handleAuth } from './auth-api.ts';
import type { AuthServer } from './auth-common.ts';
import { authError } from './auth-common.ts';
import type { Database, DatabaseTarget } from './db.ts';
import type { EdgeFunctions } from './edge-functions.ts';
import { edgeFunctions, functionNotFound } from './edge-functions.ts';
import { bearerToken, callerFromToken, checkApiKey, isRefusal } from './gateway.ts';
import type { Reply } from './http-util.ts';
import { corsHeaders, readBody, send } from './http-util.ts';
import { anonKey, publishableKey, secretKey, serviceRoleKey } from './jwt.ts';
import { cliSecrets, mailSecrets } from './function-secrets.ts';
import type { InboxOptions } from './local-inbox.ts';
import { startLocalInbox } from './local-inbox.ts';
import { emailHookOf, hookedMailer } from './auth-email-hook.ts';
import type { AuthMailTemplates } from './mailer.ts';
import { smtpMailer } from './mailer.ts';
import { databaseFromEnv, openLocalDatabase } from './open-local-database.ts';
import type { CronOptions } from './pg-cron.ts';
import { startCronScheduler } from './pg-cron.ts';
import type { AuthSettings, ProjectConfig } from './project-config.ts';
import { localProjectConfig, readProjectConfig } from './project-config.ts';
import { jsonProblem, queryProblem } from './request-text.ts';
import { handleRest } from './rest-api.ts';
import { handleRpc } from './rest-rpc.ts';
import { handleStorage, isStoragePath } from './storage-api.ts';
import { openFileStore } from './storage-files.ts';
import type { StorageServer } from './storage-objects.ts';
import type { NetWorker, NetWorkerOptions } from './pg-net-worker.ts';
import { startNetWorker } from './pg-net-worker.ts';
import { storeVaultSecrets } from './vault-secrets.ts';
import { loadSchemaCache, RestError } from './rest-query.ts';
import type { RestServer } from './rest-transaction.ts';
import type { SmtpSettings } from './smtp.ts';

/** What the backend knows once it listens, for settings that depend on it. */
export interface PlatformContext {
  /** The API's base URL. */
  url: string;
  /** Where mail goes: the catcher, or SMTP_HOST. */
  smtp: SmtpSettings;
  /** The [auth] settings in force (site_url for links). */
  auth: AuthSettings;
}

type FromContext<T> = T | ((context: PlatformContext) => T);

/** What the backend serves at /functions/v1 (edge-functions.ts). */
export interface FunctionsOptions {
  /** Over the default secrets and supabase/functions/.env, for every function. */
  env?: FromContext<Record<string, string>>;
}

export interface LocalBackendOptions {
  /** The project's supabase/ folder: config.toml, migrations/ and what [db.seed] names. */
  projectDir: string;
  /** 0 picks a free port. Default: config.toml's [api] port. */
  port?: number;
  host?: string;
  /** 'memory', a PGlite directory, or a postgres:// URL. Default: see databaseFromEnv(). */
  db?: DatabaseTarget;
  /** The first-start admin; `totpSecret` sets up its authenticator (ADMIN_TOTP_SECRET). */
  admin?: { email: string; password: string; totpSecret?: string };
  /** Another config.toml instead of the project's; its seed paths start from its folder. */
  config?: string;
  /**
   * Over config.toml's [auth] values (and their SUPABASE_* variables), for this
   * instance only: e.g. { enableConfirmations: true } for sign-ups that wait for a mail.
   */
  auth?: Partial<AuthSettings>;
  /**
   * The mail catcher's ports. Default: 0 (free ones) when `port` is 0, else INBOX_PORT or
   * 54324 (page and API) and INBOX_SMTP_PORT or 54325 (SMTP). No catcher with SMTP_HOST.
   */
  inbox?: InboxOptions;
  /** The From header of auth mail. Default: SMTP_SENDER, else no-reply@localhost. */
  mailFrom?: string;
  /**
   * The project's auth mail templates, for the mail the auth server sends itself: sign-up and
   * recovery when no [auth.hook.send_email] takes them, and the authenticator-locked notice.
   */
  authMail?: AuthMailTemplates;
  /**
   * pg_cron's jobs (cron.job), run as pg_cron runs them once the server listens. `minuteMs`:
   * how long a minute of cron time lasts, in real ms (tests shorten it); false: no jobs run.
   */
  cron?: CronOptions | false;
  /**
   * The project's Edge Functions (supabase/functions/<name>/index.ts) at /functions/v1/<name>;
   * false serves none (every name is 404).
   */
  functions?: FunctionsOptions | false;
  /** Vault secrets (name to value) to create or update at start, as a project's set-up does. */
  vault?: FromContext<Record<string, string>>;
  /** pg_net's worker: how often it looks at the queue without a wake (ms). Default 1000. */
  net?: NetWorkerOptions;
}

export interface LocalBackend {
  url: string;
  /** The database it serves, for tests to set fixtures up and look inside. */
  db: Database;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  admin: AdminAccount;
  /** The settings in force: config.toml's, with the `auth` option over its [auth] ones. */
  config: ProjectConfig;
  /** config.auth, which the banner reads. */
  auth: AuthSettings;
  /** Where mail senders (auth, an Edge Function) send: the catcher, or SMTP_HOST. */
  smtp: SmtpSettings;
  /** The mail catcher's page, its Mailpit API under /api/v1; null when SMTP_HOST sends mail. */
  inboxUrl: string | null;
  /** Whether this start created the database (and so seeded it). */
  createdDatabase: boolean;
  /** pg_net's worker: settled() resolves once its queue is empty and nothing is in flight. */
  net: Pick<NetWorker, 'settled'>;
  /** The Edge Functions: settled() resolves once no call is in flight. */
  functions: Pick<EdgeFunctions, 'settled'>;
  /**
   * Resolves once pg_net's queue is empty and neither a request nor a function call is in
   * flight: everything a write set going (a trigger's http_post, the function it calls) is done.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const file = options.config
    ? readProjectConfig(options.config)
    : localProjectConfig(options.projectDir);
  const overrides = Object.entries(options.auth ?? {}).filter(([, value]) => value !== undefined);
  const settings: AuthSettings = { ...file.auth, ...Object.fromEntries(overrides) };
  const config: ProjectConfig = { ...file, auth: settings };
  const target = options.db ?? databaseFromEnv();
  const local = await openLocalDatabase(target, {
    projectDir: options.projectDir,
    seed: config.db.seed,
  });
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? config.api.port;
  const inbox = await startLocalInbox(host, port, target, options.inbox).catch(
    async (error: unknown) => {
      await local.close();
      throw error;
    },
  );
  try {
    const adminSettings = options.admin ?? {
      email: process.env.ADMIN_EMAIL || defaultAdmin.email,
      password: process.env.ADMIN_PASSWORD || defaultAdmin.password,
      totpSecret: process.env.ADMIN_TOTP_SECRET || undefined,
    };
    const admin = await ensureAdmin(
      local.db,
      adminSettings.email,
      adminSettings.password,
      adminSettings.totpSecret,
      new URL(settings.siteUrl).host,
    );
    const mailFrom = options.mailFrom ?? (process.env.SMTP_SENDER?.trim() || 'no-reply@localhost');
    const mailer = smtpMailer(inbox.smtp, {
      from: mailFrom,
      siteUrl: settings.siteUrl,
      templates: options.authMail,
    });
    const backend: Backend = {
      rest: { db: local.db, schema: await loadSchemaCache(local.db), settings: config.api },
      baseUrl: '',
      auth: { db: local.db, issuer: '', settings, mailer },
      storage: { db: local.db, files: openFileStore(target) },
      functions: null,
    };
    const server = createServer((req, res) => {
      respond(backend, req, res).catch((error: unknown) => {
        console.error('[local-backend] could not answer', req.method, req.url, error);
        res.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    const { address, port: boundPort } = server.address() as AddressInfo;
    const baseUrl = `http://${address}:${boundPort}`;
    backend.baseUrl = baseUrl;
    backend.auth.issuer = `${baseUrl}/auth/v1`;
    const emailHook = settings.sendEmailHook && emailHookOf(settings.sendEmailHook, baseUrl);
    if (emailHook) backend.auth.mailer = hookedMailer(emailHook, mailer);
    const context: PlatformContext = { url: baseUrl, smtp: inbox.smtp, auth: settings };
    const given = <T>(value: FromContext<T> | undefined) =>
      typeof value === 'function' ? (value as (context: PlatformContext) => T)(context) : value;
    await storeVaultSecrets(local.db, given(options.vault) ?? {});
    const functions =
      options.functions === false
        ? null
        : edgeFunctions({
            dir: join(options.projectDir, 'functions'),
            settings: config.functions,
            defaults: {
              ...cliSecrets(baseUrl, target),
              ...mailSecrets(inbox.smtp, mailFrom, settings.siteUrl),
            },
            env: {
              ...given(options.functions?.env),
              // The secret the auth server signs with, whatever functions/.env says.
              ...(emailHook?.secretName ? { [emailHook.secretName]: emailHook.secret } : {}),
            },
          });
    backend.functions = functions;
    const net = await startNetWorker(local.db, options.net);
    const settled = async () => {
      do {
        await net.settled();
        await functions?.settled();
      } while (net.busy() || functions?.busy());
    };
    const cron = options.cron === false ? null : await startCronScheduler(local.db, options.cron);
    return {
      url: baseUrl,
      db: local.db,
      anonKey,
      serviceRoleKey,
      publishableKey,
      secretKey,
      admin,
      config,
      auth: settings,
      smtp: inbox.smtp,
      inboxUrl: inbox.url,
      createdDatabase: local.created,
      net,
      functions: { settled: async () => functions?.settled() },
      settled,
      close: async () => {
        await cron?.stop();
        await net.stop();
        await functions?.stop();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        mailer.close();
        await inbox.close();
        await local.close();
      },
    };
  } catch (error) {
    await inbox.close();
    await local.close();
    throw error;
  }
}

/** What every request is answered from. */
interface Backend {
  rest: RestServer;
  baseUrl: string;
  functions: EdgeFunctions | null;
  auth: AuthServer;
  storage: StorageServer;
}

async function respond(backend: Backend, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', backend.baseUrl);
  } catch {
    url = new URL('/', backend.baseUrl);
  }
  const area = url.pathname.startsWith('/rest/v1/') ? 'rest' : 'auth';
  try {
    if (url.pathname.startsWith('/functions/v1/')) {
      if (backend.functions) return await backend.functions.handle(req, res, url);
      return send(res, 404, functionNotFound);
    }
    if (req.method === 'OPTIONS') return send(res, 204, null, corsHeaders);
    const reply = await route(backend, req, url);
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

async function route(backend: Backend, req: IncomingMessage, url: URL): Promise<Reply> {
  if (isStoragePath(url)) return handleStorage(backend.storage, req, url);
  // One segment (signup, token, …), or factors/{id}/challenge and the like.
  const auth = /^\/auth\/v1\/([a-z_]+(?:\/[\w-]+){0,2})\/?$/.exec(url.pathname);
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
  // Like Kong's auth-v1-open route: a link in a mail carries no API key.
  const keyRefusal = auth?.[1] === 'verify' ? null : checkApiKey(req, url);
  if (keyRefusal)
    return {
      status: keyRefusal.status,
      body: { message: keyRefusal.message, hint: keyRefusal.hint },
    };
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
    return handleAuth(backend.auth, req, url, auth[1] ?? '', fields as Record<string, unknown>);
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
  if (rpc) return handleRpc(backend.rest, req, url, rpc[1] ?? '', json, caller);
  return handleRest(backend.rest, req, url, target, json, caller);
}

/** A malformed %-escape names no table; let the schema-cache lookup refuse it. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
