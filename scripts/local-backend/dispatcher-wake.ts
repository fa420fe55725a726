// Which requests wake the embedded backend's lead dispatcher at once: a write through the REST
// API (a lead stored, a booking confirmed or moved), an admin's retry or release of a held
// lead and a visitor's change to their booking. Runs in Node.
// Invariant: never the dispatcher's own claim and record calls, which would wake it again at
// once, for ever (it spun a whole core that way).
import type { AnsweredRequest } from 'local-supabase/server';

/** The functions that queue notifications; never claim_… or record_…. */
const wakingFunctions = new Set([
  'retry_lead_notification',
  'release_held_lead',
  'cancel_booking',
  'request_booking_time',
]);

export function wakesDispatcher({ method, url, status }: AnsweredRequest): boolean {
  const writes = method === 'POST' || method === 'PATCH';
  if (!writes || status >= 300 || !url.pathname.startsWith('/rest/v1/')) return false;
  const target = url.pathname.slice('/rest/v1/'.length);
  return !target.startsWith('rpc/') || wakingFunctions.has(target.slice('rpc/'.length));
}
