/*
 * The admin's booth devices: a one-time enrolment code per tablet, the list with each
 * device's last contact and last heartbeat, and revocation
 * (20261128000200_enrol_booth_devices.sql, 20261201000400_booth_fleet.sql). Network only;
 * the database refuses all three below aal2.
 */
import { failure } from '@/features/admin/api-failure';
import { getSupabase } from '@/lib/supabase';

/** One device as public.booth_devices lists it; the times are null until they happen. */
export interface BoothDevice {
  id: string;
  event_name: string;
  label: string;
  created_at: string;
  enrolled_at: string | null;
  last_contact_at: string | null;
  revoked_at: string | null;
  /** The last heartbeat and what it reported; null until the device sent one. */
  last_seen_at: string | null;
  waiting: number | null;
  failed: number | null;
  last_delivery_at: string | null;
  app_version: string | null;
  persisted: boolean | null;
}

export async function fetchBoothDevices(): Promise<BoothDevice[]> {
  const { data, error } = await getSupabase().rpc('booth_devices');
  if (error) throw failure(error);
  return data;
}

/** A code the tablet trades, once and within a day, for its own credential. */
export async function createDeviceEnrolment(eventName: string, label: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('create_device_enrolment', {
    event_name: eventName,
    label,
  });
  if (error) throw failure(error);
  return data;
}

export async function revokeBoothDevice(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('revoke_booth_device', { device: id });
  if (error) throw failure(error);
}
