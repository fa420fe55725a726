// Downloads from the embedded backend's Storage: an object by its path (as the caller's
// policies, or anyone for a public bucket, may read it) and by a signed URL's token, with
// the headers hosted Storage's renderer sets (supabase/storage v1.70.6,
// src/http/routes/object/getObject.ts, getSignedObject.ts, src/storage/renderer/renderer.ts).
// Runs in Node. Invariant: a signed URL opens only the object its token names.
import type { Reply } from './http-util.ts';
import { storageErrors } from './storage-errors.ts';
import type { ObjectRow } from './storage-objects.ts';
import { findBucket, findObject } from './storage-objects.ts';
import type { StorageCall, Target } from './storage-request.ts';
import { asRequest, checkKey, storageCaller } from './storage-request.ts';
import { verifyObjectToken } from './storage-signing.ts';

/**
 * GET /object/authenticated/… needs a valid token; GET /object/… takes a bad or missing one
 * as an anonymous visitor, who sees public buckets only; /object/public/… needs no token.
 */
export async function download(
  call: StorageCall,
  { bucket: bucketId, key: name }: Target,
  token: 'required' | 'optional' | 'none',
): Promise<Reply> {
  const caller =
    token === 'none'
      ? null
      : token === 'required'
        ? await storageCaller(call.req, call.url)
        : await storageCaller(call.req, call.url, true);
  const bucket = await findBucket(call.db, bucketId);
  if (!bucket || (!caller && !bucket.public)) throw storageErrors.noSuchBucket();
  checkKey(name);
  const object =
    bucket.public || !caller
      ? await findObject(call.db, bucketId, name)
      : await findObject(asRequest(call, caller), bucketId, name);
  return objectReply(call, object);
}

export async function signedDownload(
  call: StorageCall,
  { bucket, key: name }: Target,
): Promise<Reply> {
  const token = call.url.searchParams.get('token');
  if (token === null) {
    throw storageErrors.invalidRequest("querystring must have required property 'token'");
  }
  const exp = await verifyObjectToken(token, `${bucket}/${name}`);
  checkKey(name);
  return objectReply(call, await findObject(call.db, bucket, name), new Date(exp * 1000));
}

/** The object's bytes with the headers Storage's renderer sets. */
async function objectReply(call: StorageCall, object: ObjectRow, expires?: Date): Promise<Reply> {
  const bytes = object.version ? await call.files.read(object.version) : null;
  if (!bytes) throw storageErrors.bytesMissing();
  const metadata = object.metadata ?? {};
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value ? value : undefined;
  const mimetype = text(metadata.mimetype) ?? 'application/octet-stream';
  const lastModified = new Date(text(metadata.lastModified) ?? Number.NaN);
  const eTag = text(metadata.eTag);
  const download = call.url.searchParams.get('download');
  const filename = encodeURIComponent(download ?? '');
  const headers: Record<string, string> = {
    // Storage never serves HTML as HTML from a project's domain.
    'Content-Type': mimetype.includes('text/html') ? 'text/plain' : mimetype,
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
    ...(eTag ? { ETag: eTag } : {}),
    ...(Number.isNaN(lastModified.getTime())
      ? {}
      : { 'Last-Modified': lastModified.toUTCString() }),
    ...(expires
      ? { Expires: expires.toUTCString() }
      : { 'Cache-Control': text(metadata.cacheControl) ?? 'no-cache' }),
  };
  if (download !== null) {
    headers['Content-Disposition'] = filename
      ? `attachment; filename=${filename}; filename*=UTF-8''${filename}`
      : 'attachment;';
  }
  return { status: 200, body: bytes, headers };
}
