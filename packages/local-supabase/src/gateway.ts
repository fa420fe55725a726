// The API gateway's part of a request, as Supabase's Kong setup does it: the
// apikey must be one of the project's keys, new-style keys are swapped for
// their JWTs, the bearer token decides the Postgres role, and the caller's address replaces
// any the client claimed. Runs in Node.
// Invariant: the only roles that ever reach Postgres are anon,
// authenticated and service_role, from a verified token.
import type { IncomingMessage } from 'node:http';
import { header } from './http-util.ts';
import type { Claims } from './jwt.ts';
import { anonKey, publishableKey, secretKey, serviceRoleKey, verifyJwt } from './jwt.ts';

export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof apiRoles)[number];

export interface Caller {
  role: ApiRole;
  claims: Claims;
}

export interface Refusal {
  status: number;
  code: string | null;
  message: string;
  /** The gateway's own refusals carry the hint hosted Supabase gives with them. */
  hint?: string;
  jwt?: boolean;
}

const keyTokens = new Map<string, string>([
  [anonKey, anonKey],
  [publishableKey, anonKey],
  [serviceRoleKey, serviceRoleKey],
  [secretKey, serviceRoleKey],
]);

/**
 * The apikey check hosted Supabase's gateway does in front of both /auth/v1 and /rest/v1,
 * with its answers: an unknown `sb_` key is "Unregistered", an unknown legacy one "Invalid".
 */
export function checkApiKey(req: IncomingMessage, url: URL): Refusal | null {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey');
  if (!apikey) return { status: 401, code: null, ...keyRefusals.missing };
  if (keyTokens.has(apikey)) return null;
  return {
    status: 401,
    code: null,
    ...keyRefusals[apikey.startsWith('sb_') ? 'unregistered' : 'invalid'],
  };
}

const keyRefusals = {
  missing: {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  },
  unregistered: {
    message: 'Unregistered API key',
    hint: 'Double check the provided API key as it is not registered for this project.',
  },
  invalid: {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  },
};

/**
 * The bearer token to authorise with: Authorization, else the apikey's JWT. An `sb_` key in
 * Authorization is swapped only when it equals the apikey, as hosted does; any other goes on
 * as it is, and fails as a JWT would.
 */
export function bearerToken(req: IncomingMessage, url: URL): string | null {
  const authorization = header(req, 'authorization');
  const match = authorization ? /^bearer\s+(\S+)$/i.exec(authorization.trim()) : null;
  const token = match?.[1];
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey');
  if (token && !(token.startsWith('sb_') && token === apikey)) return token;
  return apikey ? (keyTokens.get(apikey) ?? null) : null;
}

/** Verifies the token and its role the way PostgREST does. */
export async function callerFromToken(token: string | null): Promise<Caller | Refusal> {
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const verified = await verifyJwt(token);
  if (!verified.ok) {
    const code = verified.reason === 'expired' ? 'PGRST303' : 'PGRST301';
    return { status: 401, code, message: verified.message, jwt: true };
  }
  const role = verified.claims.role ?? 'anon';
  if (!apiRoles.includes(role as ApiRole)) {
    return {
      status: 401,
      code: '42501',
      message: `permission denied to set role "${String(role)}"`,
    };
  }
  return { role: role as ApiRole, claims: { ...verified.claims, role } };
}

/** Address headers only a proxy in front may set; a client's own are dropped. */
const addressHeaders = new Set(['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for']);

/**
 * The headers PostgREST hands SQL as request.headers (lower-cased names, one string each), as
 * they leave the hosted edge: the client's own cf-connecting-ip, x-real-ip and x-forwarded-for
 * are dropped, and the address the request came from is set in their place, so SQL's
 * private.client_address() reads the peer whatever the client wrote.
 */
export function forwardedHeaders(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || addressHeaders.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const peer = req.socket.remoteAddress;
  if (peer) {
    for (const name of addressHeaders) headers[name] = peer;
  }
  return headers;
}

export function isRefusal(value: Caller | Refusal): value is Refusal {
  return 'status' in value;
}
