// Small HTTP helpers shared by the auth, REST and Storage handlers of the local
// backend: CORS headers, bounded body reading and JSON or byte replies. Runs in
// Node. Invariant: a body over the limit is drained, never buffered.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeUtf8 } from './request-text.ts';

export const maxBodyBytes = 1024 * 1024;

/**
 * What supabase-js sends and reads, per the contract (§3.1), storage-js' upload headers, and
 * the booth tablet's x-booth-device (its enrolment credential; hosted Kong echoes any header).
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, accept, x-retry-count, range, x-upsert, cache-control, x-metadata, content-encoding, x-booth-device',
  'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version, x-sb-error-code',
  'Access-Control-Max-Age': '86400',
};

/** A handler's answer; a string or Buffer body is sent as it is (JSON text, or a file's bytes). */
export interface Reply {
  status: number;
  body: string | object | null;
  headers?: Record<string, string>;
}

export type Body =
  { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'too-large' } | { kind: 'not-utf8' };

export function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep draining past the limit so the client can read the 413 instead of a reset.
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > maxBodyBytes) resolve({ kind: 'too-large' });
      else if (size === 0) resolve({ kind: 'none' });
      else {
        const text = decodeUtf8(Buffer.concat(chunks));
        resolve(text === null ? { kind: 'not-utf8' } : { kind: 'text', text });
      }
    });
    req.on('error', reject);
  });
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | object | null,
  headers: Record<string, string> = {},
): void {
  const payload =
    body === null
      ? ''
      : typeof body === 'string' || Buffer.isBuffer(body)
        ? body
        : JSON.stringify(body);
  const type = headers['Content-Type'] ?? 'application/json; charset=utf-8';
  res.writeHead(status, {
    ...corsHeaders,
    ...(payload.length ? { 'Content-Type': type } : {}),
    ...headers,
    'Content-Length': String(Buffer.byteLength(payload)),
  });
  res.end(payload);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
