// One signed POST per lead, as the Standard Webhooks specification has it (the scheme
// Supabase's auth hooks use): webhook-id stays the notification's id across retries, so a
// receiver can de-duplicate; webhook-timestamp and webhook-signature are made per attempt.
import { Webhook } from 'standardwebhooks';
import type { DispatchKind } from './lead-kinds.ts';
import { leadReference } from './lead-kinds.ts';
import type { Lead } from './lead-mail.tsx';

export interface WebhookTarget {
  url: string;
  secret: string;
}

export const webhookTimeoutMs = 10_000;

/**
 * What the database keeps about a lead for its own checks, never sent out, and the rating
 * a claim attaches to a rated lead (lead.rated sends it apart from the lead's fields).
 */
const internalColumns = ['client_hash', 'held_at', 'held_reason', 'rating_note'];

/** The lead's own fields, as a webhook sends them. */
export function webhookFields(lead: Lead): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(lead).filter(([name]) => !internalColumns.includes(name)),
  );
}

export function webhookPayload(kind: DispatchKind, lead: Lead, now: Date): string {
  const fields = webhookFields(lead);
  return JSON.stringify({
    type: 'lead.created',
    timestamp: now.toISOString(),
    data: {
      kind: kind.kind,
      table: kind.table,
      id: lead.id,
      reference: leadReference(lead.id),
      created_at: lead.created_at,
      fields,
    },
  });
}

/** Resolves when the receiver answered 2xx; throws with the reason otherwise. */
export async function deliverWebhook(
  target: WebhookTarget,
  notificationId: string,
  body: string,
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const id = `msg_${notificationId}`;
  const signature = new Webhook(target.secret).sign(id, now, body);
  let response: Response;
  try {
    response = await fetcher(target.url, {
      method: 'POST',
      // A redirect is a failure: following it would send the lead somewhere unconfigured.
      redirect: 'manual',
      signal: AbortSignal.timeout(webhookTimeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    });
  } catch (error) {
    throw new Error(
      `Could not reach the webhook: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`The webhook answered HTTP ${response.status}`);
  }
}
