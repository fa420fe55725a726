/*
 * Uploads a lead's file to Supabase Storage before its row is inserted, with fetch only
 * (page and service worker). Safe to repeat: the object's path derives from the lead's id,
 * and a path already taken counts as this upload when the stored object has the same size
 * (the earlier attempt landed, its answer was lost). Anon may not read the bucket, so the
 * size comes from `pending_resume_size`, which answers only while the row is not stored;
 * once it is, the insert's 23505 says the lead arrived.
 */
import type { BackendConfig, DeliveryOutcome } from '@/shared/outbox/deliver-lead';
import type { OutboxAttachment } from '@/shared/outbox/outbox-item';
import { resumeBucket } from '@/shared/leads/resume';

/** Null when the file is stored (or may be: the insert decides), else why not. */
export type UploadOutcome = Exclude<DeliveryOutcome, { type: 'delivered' }> | null;

interface StorageErrorBody {
  statusCode?: unknown;
  error?: unknown;
  message?: unknown;
}

const objectUrl = (backend: BackendConfig, path: string) =>
  `${backend.url}/storage/v1/object/${resumeBucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

const headersFor = (backend: BackendConfig) => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${backend.anonKey}`,
});

export async function uploadAttachment(
  attachment: OutboxAttachment,
  file: Blob,
  backend: BackendConfig,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<UploadOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(objectUrl(backend, attachment.path), {
      method: 'POST',
      headers: {
        ...headersFor(backend),
        'Content-Type': attachment.type,
        'x-upsert': 'false',
        'cache-control': 'max-age=3600',
      },
      body: file,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { type: 'transient', reason: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) return null;
  const body = await readStorageError(response);
  // Storage has answered with the HTTP status and, in older releases, a 400 carrying the
  // real one in the body's statusCode.
  const status = Number(body.statusCode) || response.status;
  const reason = `Résumé: ${typeof body.message === 'string' ? body.message : `HTTP ${status}`}`;
  if (status === 409 || status === 403) {
    // Taken, or refused because the folder is no longer new: an earlier attempt's upload.
    return sameFileStored(attachment, backend, fetchImpl, timeoutMs);
  }
  if (status === 400 || status === 413 || status === 415 || status === 422) {
    return { type: 'rejected', reason };
  }
  return { type: 'transient', reason };
}

async function sameFileStored(
  attachment: OutboxAttachment,
  backend: BackendConfig,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<UploadOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`${backend.url}/rest/v1/rpc/pending_resume_size`, {
      method: 'POST',
      headers: { ...headersFor(backend), 'Content-Type': 'application/json' },
      body: JSON.stringify({ object_name: attachment.path }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { type: 'transient', reason: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) return { type: 'transient', reason: `HTTP ${response.status}` };
  const size = (await response.json().catch(() => null)) as unknown;
  if (size === null || size === attachment.size) return null;
  return { type: 'rejected', reason: 'Résumé: a different file is already stored for it' };
}

async function readStorageError(response: Response): Promise<StorageErrorBody> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StorageErrorBody) : {};
  } catch {
    return { message: text };
  }
}
