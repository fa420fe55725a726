// The embedded backend's /storage/v1: the part of hosted Supabase Storage's HTTP API that
// @supabase/storage-js 2.119.1 calls to upload (and upsert), update, download, sign URLs
// and fetch them, sign an upload URL and upload to it, list, remove and get a bucket. Routes, statuses and bodies follow
// supabase/storage v1.70.6 (4fa61fb, 2026-08-21), src/http/routes/object and bucket. Like
// Kong's storage-v1 route, it asks for no apikey: Storage checks the JWT itself, and a
// signed URL must open in a browser. Runs in Node.
// Invariant: every request gets a reply, never a thrown error: refusals in Storage's
// shape, anything unexpected a logged 500.
import type { IncomingMessage } from 'node:http';
import type { Row } from './db.ts';
import type { Caller } from './gateway.ts';
import type { Reply } from './http-util.ts';
import { header } from './http-util.ts';
import { download, signedDownload } from './storage-download.ts';
import { StorageFailure, storageErrors } from './storage-errors.ts';
import { listEntries } from './storage-list.ts';
import type { StorageServer } from './storage-objects.ts';
import {
  findBucket,
  findObject,
  listRows,
  readBucket,
  removeObjects,
  storeObject,
  testUploadPermission,
  visibleNames,
} from './storage-objects.ts';
import type { StorageCall, Target } from './storage-request.ts';
import { asRequest, checkKey, JsonBody, storageCaller, target } from './storage-request.ts';
import {
  checkExpiresIn,
  signedObjectUrl,
  signedUploadUrl,
  verifyUploadToken,
} from './storage-signing.ts';
import { globalFileSizeLimit, readUpload } from './storage-upload-body.ts';

const prefix = '/storage/v1';

export const isStoragePath = (url: URL): boolean =>
  url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);

export async function handleStorage(
  storage: StorageServer,
  req: IncomingMessage,
  url: URL,
): Promise<Reply> {
  try {
    return await route({ ...storage, req, url, method: req.method ?? 'GET' });
  } catch (error) {
    if (error instanceof StorageFailure) return error.toReply();
    console.error('[local-backend]', req.method, url.pathname, error);
    return storageErrors.internal().toReply();
  } finally {
    await drain(req);
  }
}

/** A refusal may come before the body is read; read it anyway, so the client hears it. */
function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    req.on('end', resolve);
    req.on('close', resolve);
    req.resume();
  });
}

async function route(call: StorageCall): Promise<Reply> {
  // The path as sent, as Fastify routes it: `new URL` would have resolved a `..` in it.
  const sent = call.req.url ?? '';
  const relative = sent.startsWith(`${prefix}/`)
    ? sent.slice(prefix.length)
    : `${call.url.pathname.slice(prefix.length)}${call.url.search}`;
  const [area, ...segments] = (relative.split('?')[0] ?? '').split('/').slice(1);
  const reply =
    area === 'object'
      ? objectRoute(call, segments)
      : area === 'bucket'
        ? bucketRoute(call, segments)
        : null;
  if (reply) return reply;
  throw storageErrors.routeNotFound(call.method, relative);
}

function bucketRoute(call: StorageCall, segments: string[]): Promise<Reply> | null {
  const [id] = segments;
  return call.method === 'GET' && id && segments.length === 1
    ? getBucket(call, target(segments).bucket)
    : null;
}

/** Fastify's router over the object routes: per method, static segments before parameters. */
function objectRoute(call: StorageCall, segments: string[]): Promise<Reply> | null {
  const [first, ...rest] = segments;
  if (!first) return null;
  const afterFirst = () => target(rest);
  const whole = () => target(segments);
  // `<bucket>/<key…>`, the key possibly empty (and then refused as Storage refuses it).
  const withKey = segments.length >= 2;
  switch (call.method) {
    case 'GET':
      if (first === 'sign' && rest.length >= 2) return signedDownload(call, afterFirst());
      if (first === 'public' && rest.length >= 2) return download(call, afterFirst(), 'none');
      if (first === 'authenticated' && rest.length >= 2) {
        return download(call, afterFirst(), 'required');
      }
      return withKey ? download(call, whole(), 'optional') : null;
    case 'POST':
      if (first === 'upload' && rest[0] === 'sign' && rest.length >= 3) {
        return signUpload(call, target(rest.slice(1)));
      }
      if (first === 'sign' && rest.length === 1) return signMany(call, afterFirst().bucket);
      if (first === 'sign' && rest.length >= 2) return signOne(call, afterFirst());
      if (first === 'list' && rest.length === 1) return list(call, afterFirst().bucket);
      return withKey ? upload(call, whole(), header(call.req, 'x-upsert') === 'true') : null;
    case 'PUT':
      if (first === 'upload' && rest[0] === 'sign' && rest.length >= 3) {
        return uploadSigned(call, target(rest.slice(1)));
      }
      return withKey ? upload(call, whole(), true) : null;
    case 'DELETE':
      return segments.length === 1 ? remove(call, whole().bucket) : null;
    default:
      return null;
  }
}

const iso = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

async function getBucket(call: StorageCall, id: string): Promise<Reply> {
  const bucket = await readBucket(asRequest(call, await storageCaller(call.req, call.url)), id);
  // Storage's bucketSchema, as its serializer writes it: a null string is "".
  return {
    status: 200,
    body: {
      id: bucket.id,
      name: bucket.name,
      owner: bucket.owner ?? '',
      public: Boolean(bucket.public),
      file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
      allowed_mime_types: bucket.allowed_mime_types,
      created_at: iso(bucket.created_at),
      updated_at: iso(bucket.updated_at),
    },
  };
}

async function upload(
  call: StorageCall,
  { bucket: bucketId, key: name }: Target,
  upsert: boolean,
  signedFor?: Caller,
): Promise<Reply> {
  const caller = signedFor ?? (await storageCaller(call.req, call.url));
  const bucket = await findBucket(call.db, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  // An empty folder's placeholder holds nothing, of any type.
  const placeholder = name.endsWith('.emptyFolderPlaceholder');
  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  const file = await readUpload(call.req, {
    maxBytes: placeholder ? 0 : Math.min(bucketLimit, globalFileSizeLimit),
    allowedMimeTypes: placeholder ? null : bucket.allowed_mime_types,
  });
  checkKey(name);
  const id = await storeObject(asRequest(call, caller), bucketId, name, file, upsert);
  return { status: 200, body: { Id: id, Key: `${bucketId}/${name}` } };
}

/** createSignedUploadUrl: issued only when the caller's INSERT policies admit the object. */
async function signUpload(call: StorageCall, { bucket, key: name }: Target): Promise<Reply> {
  const caller = await storageCaller(call.req, call.url);
  checkKey(name);
  if (!(await findBucket(call.db, bucket))) throw storageErrors.noSuchBucket();
  await testUploadPermission(asRequest(call, caller), bucket, name);
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : undefined;
  const upsert = header(call.req, 'x-upsert') === 'true';
  return { status: 200, body: await signedUploadUrl(`${bucket}/${name}`, sub, upsert) };
}

/** uploadToSignedUrl: the token stands for the caller; the upload runs as the superuser. */
async function uploadSigned(call: StorageCall, where: Target): Promise<Reply> {
  const token = call.url.searchParams.get('token');
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const { owner, upsert } = await verifyUploadToken(token, `${where.bucket}/${where.key}`);
  const superuser: Caller = { role: 'service_role', claims: { role: 'service_role', sub: owner } };
  const reply = await upload(call, where, upsert, superuser);
  return { status: reply.status, body: { Key: (reply.body as { Key: string }).Key } };
}

async function signOne(call: StorageCall, { bucket, key: name }: Target): Promise<Reply> {
  const caller = await storageCaller(call.req, call.url);
  const body = (await JsonBody.read(call.req)).require('expiresIn');
  const expiresIn = checkExpiresIn(body.integer('expiresIn', 1) ?? 0);
  checkKey(name);
  await findObject(asRequest(call, caller), bucket, name);
  return {
    status: 200,
    body: { signedURL: await signedObjectUrl(`${bucket}/${name}`, expiresIn) },
  };
}

async function signMany(call: StorageCall, bucket: string): Promise<Reply> {
  const caller = await storageCaller(call.req, call.url);
  const body = (await JsonBody.read(call.req)).require('expiresIn', 'paths');
  const expiresIn = checkExpiresIn(body.integer('expiresIn', 1) ?? 0);
  const paths = body.strings('paths');
  const visible = await visibleNames(asRequest(call, caller), bucket, paths);
  const signed = await Promise.all(
    paths.map(async (path) =>
      visible.has(path)
        ? { error: null, path, signedURL: await signedObjectUrl(`${bucket}/${path}`, expiresIn) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
  return { status: 200, body: signed };
}

const sortColumns = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

async function list(call: StorageCall, bucket: string): Promise<Reply> {
  const caller = await storageCaller(call.req, call.url);
  const body = (await JsonBody.read(call.req)).require('prefix');
  const prefix = body.string('prefix') ?? '';
  const limit = body.integer('limit', 1) ?? 100;
  const offset = body.integer('offset', 0) ?? 0;
  const sortBy = body.sortBy(sortColumns);
  const search = body.string('search') ?? '';
  // Storage takes a prefix for a folder.
  const folder = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
  const rows = await listRows(asRequest(call, caller), bucket, folder + search);
  const entries = listEntries(rows, {
    prefix: folder,
    search,
    limit: Math.min(limit, 1500),
    offset,
    column: sortBy?.column ?? 'name',
    ascending: sortBy?.ascending ?? true,
  });
  return { status: 200, body: entries.map((entry) => withIsoDates(entry)) };
}

async function remove(call: StorageCall, bucket: string): Promise<Reply> {
  const caller = await storageCaller(call.req, call.url);
  const body = (await JsonBody.read(call.req)).require('prefixes');
  const removed = await removeObjects(asRequest(call, caller), bucket, body.strings('prefixes'));
  return { status: 200, body: removed.map(objectJson) };
}

function withIsoDates<T extends object>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, iso(value)])) as T;
}

/** A storage.objects row as Storage's objectSchema writes it: a null string is "". */
function objectJson(row: Row): Row {
  return {
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner ?? '',
    owner_id: row.owner_id ?? '',
    version: row.version ?? '',
    id: row.id,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
    last_accessed_at: iso(row.last_accessed_at),
    metadata: row.metadata,
    user_metadata: row.user_metadata,
  };
}
