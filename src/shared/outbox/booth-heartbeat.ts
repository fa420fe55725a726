/*
 * The booth's heartbeat (outbox, last delivery, app version, storage) to public.booth_heartbeat
 * with the device's credential, as its leads go; a revoked device learns it here and its
 * credential is marked refused. Sent by the open kiosk, or by the worker with the kiosk closed.
 * Runs in the page and the worker (fetch only); nothing is sent unenrolled.
 */
import {
  boothDeviceHeader,
  markBoothEnrolmentRefused,
  readBoothEnrolment,
} from '@/shared/outbox/booth-device';
import type { BackendConfig } from '@/shared/outbox/deliver-lead';
import { lastDeliveredAt } from '@/shared/outbox/event-log';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { listOutboxItems } from '@/shared/outbox/outbox-storage';
import { deliveryTimeoutMs } from '@/shared/outbox/retry-policy';

/** The Periodic Background Sync tag the kiosk registers, so the worker reports while it is closed. */
export const boothHeartbeatTag = 'booth-heartbeat';

/** The arguments of public.booth_heartbeat, named as the database names them. */
export interface BoothHeartbeat {
  waiting: number;
  failed: number;
  last_delivery_at: string | null;
  app_version: string;
  persisted: boolean;
}

export type HeartbeatOutcome = 'sent' | 'revoked' | 'not-enrolled' | 'unreachable';

/** The report from the outbox's booth leads (the strip counts the same) and the device's log. */
export function boothHeartbeat(
  items: readonly OutboxItem[],
  lastDelivery: number | null,
  appVersion: string,
  persisted: boolean,
): BoothHeartbeat {
  const events = items.filter((item) => item.kind === 'event');
  return {
    waiting: events.filter((item) => item.state === 'pending').length,
    failed: events.filter((item) => item.state === 'failed').length,
    last_delivery_at: lastDelivery === null ? null : new Date(lastDelivery).toISOString(),
    app_version: appVersion,
    persisted,
  };
}

/** Whether the browser keeps this site's storage; false where it cannot tell. */
export async function storagePersisted(): Promise<boolean> {
  return (await navigator.storage?.persisted?.().catch(() => false)) ?? false;
}

/** The figures of this moment: the outbox, the device's log and the browser's storage. */
export async function readBoothHeartbeat(): Promise<BoothHeartbeat> {
  const [items, lastDelivery, persisted] = await Promise.all([
    listOutboxItems(),
    lastDeliveredAt().catch(() => null),
    storagePersisted(),
  ]);
  return boothHeartbeat(items, lastDelivery, __APP_VERSION__, persisted);
}

/** Sends the report with this device's credential; a device without a usable one sends none. */
export async function sendBoothHeartbeat(
  report: BoothHeartbeat,
  backend: BackendConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<HeartbeatOutcome> {
  const enrolment = await readBoothEnrolment().catch(() => undefined);
  if (!enrolment || enrolment.refused) return 'not-enrolled';
  let response: Response;
  try {
    response = await fetchImpl(`${backend.url}/rest/v1/rpc/booth_heartbeat`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        [boothDeviceHeader]: enrolment.credential,
      },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(deliveryTimeoutMs),
    });
  } catch {
    return 'unreachable';
  }
  const answer = (await response.json().catch(() => null)) as { revoked?: unknown } | null;
  // Revoked, or no longer known at all: as a refused lead, the device must enrol again.
  if (response.status === 401 || response.status === 403 || answer?.revoked === true) {
    await markBoothEnrolmentRefused(enrolment.credential);
    return 'revoked';
  }
  return response.ok ? 'sent' : 'unreachable';
}
