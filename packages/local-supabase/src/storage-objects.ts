// The SQL behind the embedded backend's Storage routes, as hosted Storage runs it
// (supabase/storage v1.70.6, src/storage/database/pg.ts and src/storage/uploader.ts): every
// object statement in one transaction with the caller's role and request.jwt.claims, so
// storage.objects' policies decide; buckets, public objects and signed URLs' objects are
// read as the superuser, as Storage reads them. Runs in Node.
// Invariant: an object's bytes are written only inside the transaction that inserts its
// row, and removed again when that transaction fails.
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Database, Queryable, Row } from './db.ts';
import type { Caller } from './gateway.ts';
import { inTransaction } from './rest-transaction.ts';
import type { FileStore } from './storage-files.ts';
import { fromStorageDatabaseError, StorageFailure, storageErrors } from './storage-errors.ts';
import type { ListedRow } from './storage-list.ts';
import type { Upload } from './storage-upload-body.ts';

/** What Storage keeps: rows in the database, bytes in the file store. */
export interface StorageServer {
  db: Database;
  files: FileStore;
}

/** One request's access to Storage: who asks, and for what (request.method, .path, .headers). */
export interface StorageRequest extends StorageServer {
  caller: Caller;
  req: IncomingMessage;
  url: URL;
}

export interface BucketRow {
  id: string;
  public: boolean | null;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
}

/** Storage's isUuid: only a UUID subject becomes the (deprecated) owner column. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const findObjectSql =
  'select id, version, metadata from storage.objects where name = $1 and bucket_id = $2 limit 1';

/** Storage's own search_path (its database pool's), not PostgREST's: it does not read [api]. */
const storageSearchPath = ['storage', 'public', 'extensions'];

function asCaller<T>(
  request: StorageRequest,
  statement: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { db, caller, req, url } = request;
  return inTransaction(db, caller, req, url, storageSearchPath, statement).catch(
    (error: unknown) => {
      throw fromStorageDatabaseError(error);
    },
  );
}

/** The bucket, read as the superuser whatever the caller's policies (its limits, its publicity). */
export async function findBucket(db: Database, id: string): Promise<BucketRow | undefined> {
  const [bucket] = await db.query<BucketRow & Row>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return bucket;
}

/** getBucket: the bucket as the caller's policies on storage.buckets let them see it. */
export async function readBucket(request: StorageRequest, id: string): Promise<Row> {
  const [bucket] = await asCaller(request, (tx) =>
    tx.query(
      `select id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types
         from storage.buckets where id = $1 limit 1`,
      [id],
    ),
  );
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/**
 * Upload: INSERT as the caller (no RETURNING, so INSERT policies alone decide), or with
 * upsert INSERT … ON CONFLICT DO UPDATE … RETURNING, which also needs UPDATE and SELECT.
 * Returns the object's id.
 */
export async function storeObject(
  request: StorageRequest,
  bucketId: string,
  name: string,
  upload: Upload,
  upsert: boolean,
): Promise<string> {
  const { files, caller } = request;
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const owner = sub && uuid.test(sub) ? sub : null;
  const version = randomUUID();
  const metadata = {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.length,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  };
  const values = [
    randomUUID(),
    bucketId,
    name,
    owner,
    sub,
    JSON.stringify(metadata),
    JSON.stringify(upload.userMetadata ?? {}),
    version,
  ];
  const insert = `insert into storage.objects
      (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
      values ($1, $2, $3, $4, $5, $6, $7, $8)`;
  // As Storage's upsertObject: the owner columns change only for a caller who has them.
  const updates = ['metadata', 'user_metadata', 'version']
    .concat(owner ? ['owner'] : [], sub ? ['owner_id'] : [])
    .map((column) => `${column} = excluded.${column}`);
  let stored: { id: string; previous: string | null };
  try {
    stored = await asCaller(request, async (tx) => {
      let row = { id: String(values[0]), previous: null as string | null };
      if (upsert) {
        const [upserted] = await tx.query<typeof row>(
          `with previous as (select version from storage.objects where bucket_id = $2 and name = $3)
           ${insert} on conflict (name, bucket_id) do update set ${updates.join(', ')}
           returning id, (select version from previous) as previous`,
          values,
        );
        if (upserted) row = upserted;
      } else {
        await tx.query(insert, values);
      }
      await files.write(version, upload.bytes);
      return row;
    });
  } catch (error) {
    await files.remove([version]);
    const duplicate = error instanceof StorageFailure && error.code === 'ResourceAlreadyExists';
    throw duplicate && !upsert ? storageErrors.keyAlreadyExists() : error;
  }
  // Committed: the replaced version's bytes are no one's now.
  if (stored.previous) await files.remove([stored.previous]);
  return stored.id;
}

/** The object as the caller may see it, or as the superuser for public buckets and signed URLs. */
export async function findObject(
  request: StorageRequest | Database,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const [object] =
    'caller' in request
      ? await asCaller(request, (tx) => tx.query<ObjectRow & Row>(findObjectSql, [name, bucketId]))
      : await request.query<ObjectRow & Row>(findObjectSql, [name, bucketId]);
  if (!object) throw storageErrors.noSuchKey();
  return object;
}

/** Which of these names the caller may see (createSignedUrls). */
export async function visibleNames(
  request: StorageRequest,
  bucketId: string,
  names: string[],
): Promise<Set<string>> {
  const rows = await asCaller(request, (tx) =>
    tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, names],
    ),
  );
  return new Set(rows.map((row) => row.name));
}

/** The objects under a prefix the caller may see, for list() to fold into folders. */
export function listRows(
  request: StorageRequest,
  bucketId: string,
  startsWith: string,
): Promise<ListedRow[]> {
  return asCaller(request, (tx) =>
    tx.query<ListedRow & Row>(
      `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
        where bucket_id = $1 and starts_with(lower(name), lower($2))`,
      [bucketId, startsWith],
    ),
  );
}

/** remove(): DELETE … RETURNING the rows the caller's policies let go; then their bytes. */
export async function removeObjects(
  request: StorageRequest,
  bucketId: string,
  names: string[],
): Promise<Row[]> {
  const rows = await asCaller(request, (tx) =>
    tx.query(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
      [bucketId, names],
    ),
  );
  await request.files.remove(rows.map((row) => String(row.version)));
  return rows;
}

/** Thrown inside a permission test to roll its transaction back. */
class PermissionTested extends Error {}

/**
 * Storage's canUpload (signUploadObjectUrl): the caller's INSERT of the object's row, rolled
 * back, so storage.objects' insert policies decide whether a signed upload URL is issued.
 */
export async function testUploadPermission(
  request: StorageRequest,
  bucketId: string,
  name: string,
): Promise<void> {
  const sub = typeof request.caller.claims.sub === 'string' ? request.caller.claims.sub : null;
  try {
    await asCaller(request, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3, $4, '{}')`,
        [bucketId, name, sub && uuid.test(sub) ? sub : null, sub],
      );
      throw new PermissionTested();
    });
  } catch (error) {
    if (error instanceof PermissionTested) return;
    const duplicate = error instanceof StorageFailure && error.code === 'ResourceAlreadyExists';
    throw duplicate ? storageErrors.keyAlreadyExists() : error;
  }
}
