/*
 * Sends one outbox item to Supabase REST as a plain insert (anon may insert, not read back)
 * and classifies the answer; a lead with a file uploads it first, a booth lead or rating
 * goes with the device's credential. Runs in the page and the
 * service worker, with fetch only, so neither needs supabase-js to deliver a lead.
 */
import {
  boothDeviceHeader,
  enrolledFor,
  markBoothEnrolmentRefused,
  readBoothEnrolment,
} from '@/shared/outbox/booth-device';
import { uploadAttachment } from '@/shared/outbox/deliver-attachment';
import type { z } from '@/shared/zod';
import { eventNoteTable } from '@/shared/leads/event-note';
import { eventNoteSchema } from '@/shared/leads/event-note-schema';
import { leadKinds } from '@/shared/leads/lead-kinds';
import { leadSchemas } from '@/shared/leads/lead-schemas';
import { isBoothKind, isLeadKind } from '@/shared/outbox/outbox-kinds';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { classifyResponse, deliveryTimeoutMs, uploadTimeoutMs } from '@/shared/outbox/retry-policy';

export interface BackendConfig {
  url: string;
  anonKey: string;
}

export type DeliveryOutcome =
  | { type: 'delivered'; duplicate: boolean }
  | { type: 'transient'; reason: string }
  | { type: 'rejected'; reason: string };

const foreignKeyViolation = '23503';

export const notEnrolledReason = 'This device is not enrolled for this event';

/** Where an item of its kind is inserted, and the schema that cuts its payload to the row. */
function targetOf(item: OutboxItem): { table: string; schema: z.ZodType<object> } {
  if (!isLeadKind(item.kind)) return { table: eventNoteTable, schema: eventNoteSchema };
  return { table: leadKinds[item.kind].table, schema: leadSchemas[item.kind] };
}

/**
 * A booth lead or rating goes out only with this device's credential for its event (a
 * rating names its lead's). Without one it is not sent at all and waits (transient) until
 * staff enrol the device.
 */
async function boothCredential(item: OutboxItem): Promise<string | null> {
  if (!isBoothKind(item.kind)) return null;
  const enrolment = await readBoothEnrolment().catch(() => undefined);
  return enrolment && enrolledFor(enrolment, String(item.payload.event_name))
    ? enrolment.credential
    : null;
}

/** `file` holds the bytes of the item's attachment; without them it cannot be sent. */
export async function deliverLead(
  item: OutboxItem,
  backend: BackendConfig,
  fetchImpl: typeof fetch = fetch,
  file?: Blob,
): Promise<DeliveryOutcome> {
  const { table, schema } = targetOf(item);
  // Re-checked with the form's own schema: a stored item from an older release, or one
  // edited on the device, is refused here with a reason instead of by the database.
  const checked = schema.safeParse(item.payload);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { type: 'rejected', reason: `${issue?.path.join('.') ?? 'lead'}: ${issue?.message}` };
  }
  const credential = await boothCredential(item);
  if (isBoothKind(item.kind) && !credential)
    return { type: 'transient', reason: notEnrolledReason };
  const { attachment } = item;
  if (attachment) {
    if (!file) return { type: 'rejected', reason: 'Résumé: the file kept with it is missing' };
    const upload = await uploadAttachment(
      attachment,
      file,
      backend,
      fetchImpl,
      uploadTimeoutMs(file.size),
    );
    if (upload) return upload;
  }
  const row = { ...checked.data, id: item.id, ...(attachment && { resume_path: attachment.path }) };
  let response: Response;
  try {
    response = await fetchImpl(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        'Content-Profile': 'public',
        Prefer: 'return=minimal',
        ...(credential && { [boothDeviceHeader]: credential }),
      },
      body: JSON.stringify(row),
      signal: AbortSignal.timeout(deliveryTimeoutMs),
    });
  } catch (error) {
    return { type: 'transient', reason: error instanceof Error ? error.message : String(error) };
  }

  if (response.ok) return { type: 'delivered', duplicate: false };
  const body = await readError(response);
  // Revoked, or never valid here: the device is asked to enrol again, and the lead waits.
  if (credential && (response.status === 401 || response.status === 403)) {
    await markBoothEnrolmentRefused(credential).catch(() => undefined);
    return { type: 'transient', reason: notEnrolledReason };
  }
  // The row names a file Storage no longer holds (removed as an orphan while this device was
  // away): the next attempt uploads it again.
  if (attachment && body.code === foreignKeyViolation) {
    return { type: 'transient', reason: `Résumé: ${body.message}` };
  }
  const verdict = classifyResponse(response.status, body.code);
  if (verdict === 'duplicate') return { type: 'delivered', duplicate: true };
  if (verdict === 'refused') {
    return { type: 'rejected', reason: body.message || `HTTP ${response.status}` };
  }
  return { type: 'transient', reason: `HTTP ${response.status}: ${body.message}` };
}

async function readError(response: Response): Promise<{ code: string; message: string }> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    return {
      code: typeof parsed.code === 'string' ? parsed.code : '',
      message: typeof parsed.message === 'string' ? parsed.message : text,
    };
  } catch {
    return { code: '', message: text };
  }
}
