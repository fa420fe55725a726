/*
 * How the admin's list reads a booth device's last heartbeat: its figures as shown, and
 * the flag for a device that holds leads and has not been heard from for over an hour
 * (a tablet left in a drawer, or one that lost its connection at the stand).
 */
import type { BoothDevice } from '@/features/admin/booth-devices-api';
import { boothFleetLimits } from '@/shared/booth-fleet-limits';

const notReported = '—';

/** The device's last contact of any kind: a heartbeat, a lead, its enrolment. */
function lastHeardAt(device: BoothDevice): number | null {
  const times = [device.last_seen_at, device.last_contact_at]
    .filter((at): at is string => at !== null)
    .map((at) => Date.parse(at));
  return times.length === 0 ? null : Math.max(...times);
}

/** The warning for an unrevoked device with leads waiting, silent for over an hour. */
export function silenceFlag(device: BoothDevice, now: number): string | null {
  const waiting = device.waiting ?? 0;
  const heard = lastHeardAt(device);
  if (device.revoked_at || waiting === 0 || heard === null) return null;
  if (now - heard <= boothFleetLimits.silentAfterMs) return null;
  return `Silent for over an hour with ${waiting === 1 ? '1 lead' : `${waiting} leads`} waiting`;
}

export function storageText(device: BoothDevice): string {
  if (device.persisted === null) return notReported;
  return device.persisted ? 'Kept' : 'May be cleared';
}

export function reported(value: number | string | null): string {
  return value === null ? notReported : String(value);
}
