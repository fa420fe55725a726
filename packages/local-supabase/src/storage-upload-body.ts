// Reads an upload the way hosted Storage's fileUploadFromRequest does (supabase/storage
// v1.70.6, src/storage/uploader.ts): a raw body whose Content-Type is the object's type,
// or multipart/form-data with one file part (of any name: storage-js sends an empty one)
// and the fields cacheControl, contentType and metadata. Runs in Node.
// Invariant: no more than the limit (plus multipart's envelope) is held in memory; the
// rest of a larger body is drained, so the client reads the refusal instead of a reset.
import type { IncomingMessage } from 'node:http';
import { header } from './http-util.ts';
import { jsonProblem } from './request-text.ts';
import { storageErrors } from './storage-errors.ts';

/** Hosted Storage's default global upload limit (FILE_SIZE_LIMIT, the Free plan's). */
export const globalFileSizeLimit = 50 * 1024 * 1024;

/** What a multipart body may carry around its file: boundaries, part headers, fields. */
const multipartEnvelope = 1024 * 1024 + 64 * 1024;

/** Storage's MAX_CUSTOM_METADATA_SIZE. */
const maxUserMetadataBytes = 1024 * 1024;

/** A Content-Type Fastify can parse: type/subtype, then parameters. */
const mediaType = /^[\w!#$%&'*+.^`|~-]+\/[\w!#$%&'*+.^`|~-]+\s*(;.*)?$/s;

export interface UploadLimits {
  maxBytes: number;
  /** null or empty: any type. */
  allowedMimeTypes: string[] | null;
}

export interface Upload {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

interface BodyBytes {
  /** At most the cap's worth. */
  bytes: Buffer;
  /** What the client sent in all. */
  size: number;
}

/** The body, held up to `cap` bytes and drained past it. */
function readBytes(req: IncomingMessage, cap: number): Promise<BodyBytes> {
  return new Promise((resolve, reject) => {
    const closed = () =>
      reject(storageErrors.noContent('Request stream closed before upload could complete'));
    // The client may have gone while the bucket was looked up.
    if (req.destroyed) return closed();
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= cap) chunks.push(chunk);
    });
    req.on('end', () => {
      ended = true;
      resolve({ bytes: Buffer.concat(chunks), size });
    });
    req.on('close', () => {
      if (!ended) closed();
    });
  });
}

/** Storage's validateMimeType: type and subtype compared as written; `type/*` allows a type. */
function checkMimeType(mimetype: string, allowed: string[] | null): void {
  if (!allowed?.length) return;
  const [type, subtype] = mimetype.split('/');
  const match = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (subtype === undefined || !match) throw storageErrors.invalidMimeType(mimetype);
}

function parseUserMetadata(json: string | undefined): Record<string, unknown> | undefined {
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    // Storage ignores metadata it cannot parse.
    return undefined;
  }
}

export async function readUpload(req: IncomingMessage, limits: UploadLimits): Promise<Upload> {
  const upload = await parseUpload(req, limits);
  // The row's jsonb cannot hold these; Storage would fail on them with a 500.
  const problem = jsonProblem([upload.mimetype, upload.cacheControl, upload.userMetadata ?? null]);
  if (problem) throw storageErrors.invalidRequest(`The upload's metadata ${problem}`);
  return upload;
}

async function parseUpload(req: IncomingMessage, limits: UploadLimits): Promise<Upload> {
  const contentType = header(req, 'content-type');
  const multipart = contentType?.startsWith('multipart/form-data') ?? false;
  const body = await readBytes(req, limits.maxBytes + (multipart ? multipartEnvelope : 0));
  if (contentType !== undefined && !mediaType.test(contentType)) {
    throw storageErrors.invalidContentType();
  }
  if (multipart) return readForm(contentType ?? '', body, limits);
  const mimetype = contentType || 'application/octet-stream';
  checkMimeType(mimetype, limits.allowedMimeTypes);
  if (body.size > limits.maxBytes) throw storageErrors.entityTooLarge();
  const metadata = header(req, 'x-metadata');
  return {
    bytes: body.bytes,
    mimetype,
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
    userMetadata:
      metadata === undefined
        ? undefined
        : parseUserMetadata(Buffer.from(metadata, 'base64').toString('utf8')),
  };
}

async function readForm(
  contentType: string,
  body: BodyBytes,
  limits: UploadLimits,
): Promise<Upload> {
  if (body.size > limits.maxBytes + multipartEnvelope) throw storageErrors.entityTooLarge();
  if (!/;\s*boundary=/i.test(contentType)) {
    throw storageErrors.noContent('Multipart: Boundary not found');
  }
  let form: FormData;
  try {
    form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body.bytes),
    }).formData();
  } catch {
    throw storageErrors.noContent('Unexpected end of form');
  }
  const field = (name: string): string | undefined => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const file = [...form.values()].find((value) => typeof value !== 'string');
  if (!file) throw storageErrors.noContent();
  // Busboy, under Storage, gives a part without a Content-Type RFC 7578's text/plain.
  const mimetype = field('contentType') || file.type || 'text/plain';
  checkMimeType(mimetype, limits.allowedMimeTypes);
  const metadata = field('metadata') ?? field('userMetadata');
  if (metadata !== undefined && Buffer.byteLength(metadata) > maxUserMetadataBytes) {
    throw storageErrors.entityTooLarge('user_metadata');
  }
  if (file.size > limits.maxBytes) throw storageErrors.entityTooLarge();
  const cacheTime = field('cacheControl');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimetype,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: parseUserMetadata(metadata),
  };
}
