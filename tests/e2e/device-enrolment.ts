/*
 * Enrolment codes for the booth suites, and revocation, through the RPCs an admin calls
 * (create_device_enrolment, booth_devices, revoke_booth_device) with the seeded admin's aal2 token. The token is signed here
 * with the local backend's JWT secret rather than earned with a TOTP code: the booth
 * suites run beside the seeded admin's own tests, and every code sign-in would spend a
 * code and end that admin's half-signed-in sessions (see playwright.config.ts). The
 * admin's own path, sign-in with MFA and 'Add a device', is booth-devices.spec.ts's.
 */
import { signJwt } from 'local-supabase/jwt';
import { anonKey, apiUrl, seededAdmin } from './backend';

/** The seeded admin's user id, from a password sign-in (aal1 reads nothing else). */
async function seededAdminId(): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seededAdmin.email, password: seededAdmin.password }),
  });
  const body = (await response.json()) as { user?: { id?: string } };
  if (!response.ok || !body.user?.id) throw new Error(`admin sign-in: HTTP ${response.status}`);
  return body.user.id;
}

let adminId: Promise<string> | null = null;

/** An admin RPC with the seeded admin's aal2 token; its answer's JSON. */
async function adminRpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  adminId ??= seededAdminId().catch((error: unknown) => {
    adminId = null;
    throw error;
  });
  const token = await signJwt({
    role: 'authenticated',
    aud: 'authenticated',
    sub: await adminId,
    aal: 'aal2',
    exp: Math.floor(Date.now() / 1000) + 600,
  });
  const response = await fetch(`${apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A one-time code for one booth device at the event. */
export async function createEnrolmentCode(eventName: string): Promise<string> {
  const code = await adminRpc('create_device_enrolment', { event_name: eventName });
  if (typeof code !== 'string') throw new Error(`create_device_enrolment: ${JSON.stringify(code)}`);
  return code;
}

/** Revokes every device enrolled for the event, as 'Revoke' in the admin's list does. */
export async function revokeDevicesOf(eventName: string): Promise<void> {
  const devices = (await adminRpc('booth_devices', {})) as { id: string; event_name: string }[];
  for (const device of devices.filter((each) => each.event_name === eventName)) {
    await adminRpc('revoke_booth_device', { device: device.id });
  }
}

/** The admin's list of the event's devices, with each one's last report. */
export async function devicesOf(
  eventName: string,
): Promise<
  { waiting: number | null; last_delivery_at: string | null; revoked_at: string | null }[]
> {
  const devices = (await adminRpc('booth_devices', {})) as {
    event_name: string;
    waiting: number | null;
    last_delivery_at: string | null;
    revoked_at: string | null;
  }[];
  return devices.filter((each) => each.event_name === eventName);
}
