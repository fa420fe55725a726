// The embedded backend's Storage refusals, as hosted Storage renders them. Matched against
// supabase/storage v1.70.6 (4fa61fb, 2026-08-21): src/internal/errors/codes.ts (ERRORS),
// src/storage/database/errors.ts (database errors), src/http/error-handler.ts and
// src/http/not-found-handler.ts. The body is { statusCode, error, message, code } with the
// error's own status as a string; the HTTP status is 400 for every such status below 500
// (Storage's userStatusCode), except the route-level 404 and the body-size 413.
// Runs in Node. Invariant: every refusal the /storage/v1 routes give is built here.
import type { Reply } from './http-util.ts';
import { RestError } from './rest-query.ts';

export class StorageFailure extends Error {
  constructor(
    /** The status the body names. */
    readonly statusCode: number,
    readonly code: string,
    /** The body's legacy `error` field. */
    readonly error: string,
    message: string,
    readonly httpStatus: number = statusCode >= 500 ? statusCode : 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toReply(): Reply {
    const { statusCode, error, message, code } = this;
    return {
      status: this.httpStatus,
      body: { statusCode: String(statusCode), error, message, code },
      headers: this.headers,
    };
  }
}

const failure = (statusCode: number, code: string, error: string, message: string) =>
  new StorageFailure(statusCode, code, error, message);

export const storageErrors = {
  noSuchBucket: () => failure(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => failure(404, 'NoSuchKey', 'not_found', 'Object not found'),
  /** A row whose bytes are gone: what Storage's renderer answers for the backend's 404. */
  bytesMissing: () =>
    new StorageFailure(404, 'NoSuchKey', 'Not found', 'The resource was not found', 400, {
      'Cache-Control': 'no-store',
    }),
  keyAlreadyExists: () =>
    failure(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  accessDenied: (message: string) => failure(403, 'AccessDenied', 'Unauthorized', message),
  entityTooLarge: (entity = 'object') =>
    failure(
      413,
      'EntityTooLarge',
      'Payload too large',
      `The ${entity} exceeded the maximum allowed size`,
    ),
  invalidMimeType: (mimeType: string) =>
    failure(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  /** Fastify's refusal of a Content-Type it cannot parse. */
  invalidContentType: () =>
    failure(415, 'InvalidMimeType', 'invalid_mime_type', 'Invalid Content-Type header'),
  invalidKey: (message: string) => failure(400, 'InvalidKey', 'InvalidKey', message),
  invalidJwt: (message: string) => failure(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    failure(400, 'InvalidSignature', 'InvalidSignature', message),
  invalidParameter: (name: string) =>
    failure(400, 'InvalidParameter', 'InvalidParameter', `Invalid Parameter ${name}`),
  noContent: (message = 'No content provided') =>
    failure(400, 'InvalidRequest', 'InvalidRequest', message),
  /** Fastify's schema validation: ajv's message, under the name of a plain Error. */
  invalidRequest: (message: string) => failure(400, 'InvalidRequest', 'Error', message),
  badJson: () =>
    failure(
      400,
      'InvalidRequest',
      'FastifyError',
      "Body is not valid JSON but content-type is set to 'application/json'",
    ),
  bodyTooLarge: () =>
    new StorageFailure(413, 'EntityTooLarge', 'FastifyError', 'Request body is too large', 413),
  routeNotFound: (method: string, path: string) =>
    new StorageFailure(
      404,
      'InvalidRequest',
      'Not Found',
      `Route ${method}:${path} not found`,
      404,
    ),
  internal: () => failure(500, 'InternalError', 'InternalError', 'Internal server error'),
};

/**
 * A database error from inTransaction (a RestError carrying the SQLSTATE) as Storage's
 * DBError.fromDBError renders it; anything else is passed through unchanged.
 */
export function fromStorageDatabaseError(error: unknown): unknown {
  if (!(error instanceof RestError) || !/^[0-9A-Z]{5}$/.test(error.code ?? '')) return error;
  switch (error.code) {
    case '42501':
      return storageErrors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return failure(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
    case '23503':
      return failure(
        404,
        'InvalidRequest',
        'InvalidRequest',
        'The related resource does not exist',
      );
    default:
      return failure(500, 'DatabaseError', 'DatabaseError', `database error, code: ${error.code}`);
  }
}
