// What the /storage/v1 routes read from a request besides an upload's bytes: the bucket
// and key in its path, the caller, and a JSON body checked as Storage's Fastify schemas
// check it, with ajv's messages (supabase/storage v1.70.6: src/http/plugins/jwt.ts,
// src/storage/limits.ts, src/storage/backend/secure-path.ts, src/http/routes/object).
// Runs in Node. Invariant: a key that could name a path outside its folder is refused, as
// the file backend of Storage (the one `supabase start` runs) refuses it.
import type { IncomingMessage } from 'node:http';
import type { Caller } from './gateway.ts';
import { bearerToken, callerFromToken, isRefusal } from './gateway.ts';
import { readBody } from './http-util.ts';
import { jsonProblem } from './request-text.ts';
import type { StorageFailure } from './storage-errors.ts';
import { storageErrors } from './storage-errors.ts';
import type { StorageRequest, StorageServer } from './storage-objects.ts';
import { verifyStorageJwt } from './storage-signing.ts';

/** A request to /storage/v1 and what answers it. */
export interface StorageCall extends StorageServer {
  req: IncomingMessage;
  url: URL;
  method: string;
}

export const asRequest = (call: StorageCall, caller: Caller): StorageRequest => ({
  ...call,
  caller,
});

/** A path's bucket and, after it, the object's key (empty when the path ends at the bucket). */
export interface Target {
  bucket: string;
  key: string;
}

/** The path's segments after the route's static ones, decoded as Fastify decodes parameters. */
export function target([bucket = '', ...key]: string[]): Target {
  const decode = (text: string, refuse: () => StorageFailure): string => {
    try {
      return decodeURIComponent(text);
    } catch {
      throw refuse();
    }
  };
  const rawKey = key.join('/');
  const decoded = decode(bucket, storageErrors.noSuchBucket);
  // Postgres cannot hold a NUL, so no bucket has one.
  if (decoded.includes('\u0000')) throw storageErrors.noSuchBucket();
  return {
    bucket: decoded,
    key: decode(rawKey, () => storageErrors.invalidKey(`Invalid key: ${rawKey}`)),
  };
}

/**
 * The caller, as Storage's jwt plugin finds them: the bearer token (or the apikey's JWT,
 * as the gateway passes it on) verified; refused with jose's reason, or null where the
 * route lets a bad token through as an unauthenticated anon (`optional`).
 */
export async function storageCaller(req: IncomingMessage, url: URL): Promise<Caller>;
export async function storageCaller(
  req: IncomingMessage,
  url: URL,
  optional: true,
): Promise<Caller | null>;
export async function storageCaller(
  req: IncomingMessage,
  url: URL,
  optional = false,
): Promise<Caller | null> {
  const token = bearerToken(req, url);
  const found = token ? await callerFromToken(token) : null;
  if (found && !isRefusal(found)) return found;
  if (optional) return null;
  // jose's reason, as Storage gives it; the gateway's where jose takes what it refuses.
  const verified = await verifyStorageJwt(token ?? '');
  const refusal = found && isRefusal(found) ? found.message : 'Access denied';
  throw storageErrors.accessDenied(verified.ok ? refusal : verified.message);
}

/** Storage's isValidKey: S3-safe characters only. */
const validKey = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

/** mustBeValidKey, then the file backend's resolveSecureFilesystemPath checks. */
export function checkKey(key: string): void {
  if (!key || !validKey.test(key)) throw storageErrors.invalidKey(`Invalid key: ${key}`);
  if (key.startsWith('/'))
    throw storageErrors.invalidKey(`Invalid key: ${key} must be a relative path`);
  if (/^[a-zA-Z]:\//.test(key)) {
    throw storageErrors.invalidKey(`Invalid key: ${key} must not be an absolute Windows path`);
  }
  if (key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw storageErrors.invalidKey(`Invalid key: ${key} contains dot path segment`);
  }
}

/** A JSON request body, checked field by field with ajv's wording. */
export class JsonBody {
  private constructor(private readonly fields: Record<string, unknown>) {}

  /** An empty body is null to Storage's JSON parser, so "must be object", as any non-object. */
  static async read(req: IncomingMessage): Promise<JsonBody> {
    const body = await readBody(req);
    if (body.kind === 'too-large') throw storageErrors.bodyTooLarge();
    if (body.kind === 'not-utf8') throw storageErrors.badJson();
    let value: unknown = null;
    if (body.kind === 'text') {
      try {
        value = JSON.parse(body.text);
      } catch {
        throw storageErrors.badJson();
      }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw storageErrors.invalidRequest('body must be object');
    }
    // Postgres cannot hold these; Storage would fail on them with a 500.
    const problem = jsonProblem(value);
    if (problem) throw storageErrors.invalidRequest(`body ${problem}`);
    return new JsonBody(value as Record<string, unknown>);
  }

  /** ajv checks every required property before any property's type. */
  require(...names: string[]): this {
    const missing = names.find((name) => this.fields[name] === undefined);
    if (missing)
      throw storageErrors.invalidRequest(`body must have required property '${missing}'`);
    return this;
  }

  integer(name: string, minimum: number): number | undefined {
    const value = this.fields[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw storageErrors.invalidRequest(`body/${name} must be integer`);
    }
    if (value < minimum) throw storageErrors.invalidRequest(`body/${name} must be >= ${minimum}`);
    return value;
  }

  string(name: string): string | undefined {
    const value = this.fields[name];
    if (value !== undefined && typeof value !== 'string') {
      throw storageErrors.invalidRequest(`body/${name} must be string`);
    }
    return value;
  }

  /** A required array of at least one string. */
  strings(name: string): string[] {
    const value = this.fields[name];
    if (!Array.isArray(value)) throw storageErrors.invalidRequest(`body/${name} must be array`);
    if (value.length === 0) {
      throw storageErrors.invalidRequest(`body/${name} must NOT have fewer than 1 items`);
    }
    const index = value.findIndex((item) => typeof item !== 'string');
    if (index >= 0) throw storageErrors.invalidRequest(`body/${name}/${index} must be string`);
    return value as string[];
  }

  /** list()'s sortBy: a column from the list, and an order. */
  sortBy<C extends string>(columns: readonly C[]): { column: C; ascending: boolean } | undefined {
    const value = this.fields.sortBy;
    if (value === undefined) return undefined;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw storageErrors.invalidRequest('body/sortBy must be object');
    }
    const { column, order } = value as Record<string, unknown>;
    if (column === undefined) {
      throw storageErrors.invalidRequest("body/sortBy must have required property 'column'");
    }
    const oneOf = (name: string, item: unknown, allowed: readonly string[]) => {
      if (!allowed.includes(item as string)) {
        throw storageErrors.invalidRequest(
          `body/sortBy/${name} must be equal to one of the allowed values`,
        );
      }
    };
    oneOf('column', column, columns);
    if (order !== undefined) oneOf('order', order, ['asc', 'desc']);
    return { column: column as C, ascending: order !== 'desc' };
  }
}
