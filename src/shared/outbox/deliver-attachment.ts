/*
 * Uploads a lead's file to Supabase Storage before its row is inserted, with fetch only
 * (page and service worker), through a signed upload URL the backend issues after its grant. Safe to repeat: the object's path derives from the lead's id,
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

const signPath = (path: string) =>
  `/object/upload/sign/${resumeBucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

const headersFor = (backend: BackendConfig) => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${backend.anonKey}`,
});

type Step = { response: Response } | { outcome: UploadOutcome };

async function send(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Step> {
  try {
    return { response: await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { outcome: { type: 'transient', reason } };
  }
}

/**
 * As storage-js createSignedUploadUrl and uploadToSignedUrl do, after the backend's grant:
 * ask for the upload (request_resume_upload: the client's budget, the type, the size), then
 * for a signed upload URL (issued only for a granted, unused path), then PUT the file there.
 */
export async function uploadAttachment(
  attachment: OutboxAttachment,
  file: Blob,
  backend: BackendConfig,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<UploadOutcome> {
  const grant = await send(
    fetchImpl,
    `${backend.url}/rest/v1/rpc/request_resume_upload`,
    {
      method: 'POST',
      headers: { ...headersFor(backend), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        object_name: attachment.path,
        content_type: attachment.type,
        size_bytes: attachment.size,
      }),
    },
    timeoutMs,
  );
  if ('outcome' in grant) return grant.outcome;
  if (!grant.response.ok) {
    const body = await readStorageError(grant.response);
    const reason = `Résumé: ${typeof body.message === 'string' ? body.message : `HTTP ${grant.response.status}`}`;
    // Over the budget: the queue tries again later; a type or size refused is final.
    return grant.response.status === 400
      ? { type: 'rejected', reason }
      : { type: 'transient', reason };
  }
  const signed = await send(
    fetchImpl,
    `${backend.url}/storage/v1${signPath(attachment.path)}`,
    { method: 'POST', headers: headersFor(backend) },
    timeoutMs,
  );
  if ('outcome' in signed) return signed.outcome;
  if (!signed.response.ok)
    return refusal(signed.response, attachment, backend, fetchImpl, timeoutMs);
  const { url } = (await signed.response.json().catch(() => ({}))) as { url?: unknown };
  if (typeof url !== 'string') return { type: 'transient', reason: 'Résumé: no upload URL' };
  const put = await send(
    fetchImpl,
    `${backend.url}/storage/v1${url}`,
    {
      method: 'PUT',
      headers: {
        ...headersFor(backend),
        'Content-Type': attachment.type,
        'x-upsert': 'false',
        'cache-control': 'max-age=3600',
      },
      body: file,
    },
    timeoutMs,
  );
  if ('outcome' in put) return put.outcome;
  return put.response.ok ? null : refusal(put.response, attachment, backend, fetchImpl, timeoutMs);
}

async function refusal(
  response: Response,
  attachment: OutboxAttachment,
  backend: BackendConfig,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<UploadOutcome> {
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
