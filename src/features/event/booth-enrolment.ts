/*
 * The tablet's enrolment: trading an admin's one-time code for this device's credential,
 * and following what the device holds (the service worker may mark it refused). fetch
 * only, like the outbox's delivery, so the booth's chunk carries no Supabase client.
 */
import { useCallback, useEffect, useState } from 'react';
import { backendConfig } from '@/shared/backend-config';
import {
  readBoothEnrolment,
  saveBoothEnrolment,
  type BoothEnrolment,
} from '@/shared/outbox/booth-device';
import { onOutboxChange } from '@/shared/outbox/outbox-changes';

export const enrolmentMessages = {
  offline: 'Enrolment needs a connection. Connect this device, then try again.',
  unreachable: 'The server could not be reached. Check the connection, then try again.',
  required: 'Enrolment code is required',
} as const;

export type EnrolmentOutcome = { type: 'enrolled' } | { type: 'failed'; message: string };

/** Enrols this device for the event with the code; the server's reason when it refuses. */
export async function enrolDevice(code: string, eventName: string): Promise<EnrolmentOutcome> {
  if (!navigator.onLine) return { type: 'failed', message: enrolmentMessages.offline };
  let response: Response;
  try {
    response = await fetch(`${backendConfig.url}/rest/v1/rpc/enrol_booth_device`, {
      method: 'POST',
      headers: {
        apikey: backendConfig.anonKey,
        Authorization: `Bearer ${backendConfig.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ code, event_name: eventName }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { type: 'failed', message: enrolmentMessages.unreachable };
  }
  const body = (await response.json().catch(() => null)) as {
    credential?: unknown;
    event_name?: unknown;
    message?: unknown;
  } | null;
  if (!response.ok || typeof body?.credential !== 'string') {
    const message = typeof body?.message === 'string' ? body.message : null;
    return { type: 'failed', message: message ?? enrolmentMessages.unreachable };
  }
  await saveBoothEnrolment(eventName, body.credential);
  return { type: 'enrolled' };
}

/**
 * What this device holds: undefined while it is read, null when it was never enrolled; and
 * a re-read to await after enrolling. Also re-read whenever the outbox announces a change
 * (a refusal marks the credential so).
 */
export function useBoothEnrolment(): [BoothEnrolment | null | undefined, () => Promise<void>] {
  const [enrolment, setEnrolment] = useState<BoothEnrolment | null | undefined>(undefined);
  const reread = useCallback(
    () =>
      readBoothEnrolment().then(
        (value) => setEnrolment(value ?? null),
        () => setEnrolment(null),
      ),
    [],
  );
  useEffect(() => {
    void reread();
    return onOutboxChange(() => void reread());
  }, [reread]);
  return [enrolment, reread];
}
