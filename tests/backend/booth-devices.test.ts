// Booth devices through the real supabase-js against the embedded backend: an anonymous
// booth lead is refused; an admin at aal2 makes a one-time code, the tablet trades it for
// its credential, and with that credential (sent as the x-booth-device header, as the
// outbox sends it) its leads and heartbeats are accepted, for its own event only, until it is
// revoked.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import type { Database } from '../../src/shared/database.types.ts';
import { adminClient, supabaseClient } from './supabase-client.ts';

const lead = (eventName: string) => ({
  id: randomUUID(),
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  interested_in: ['Agentic AI'],
  consent: true,
  event_name: eventName,
  staff_name: 'Sam',
  device_id: randomUUID(),
  captured_at: new Date().toISOString(),
});

describe('booth devices', () => {
  let backend: AppBackend;
  let admin: SupabaseClient<Database>;
  let tablet: SupabaseClient<Database>;

  beforeAll(async () => {
    backend = await startAppBackend({ port: 0, db: 'memory', functions: false });
    admin = await adminClient(backend);
    tablet = supabaseClient(backend.url, backend.anonKey);
  });

  afterAll(async () => {
    await backend?.close();
  });

  const send = (row: ReturnType<typeof lead>, credential?: string) => {
    const insert = tablet.from('event_leads').insert(row);
    return credential ? insert.setHeader('x-booth-device', credential) : insert;
  };

  it('refuses an anonymous booth lead with 401', async () => {
    const { error, status } = await send(lead('AI Summit'));
    expect(status).toBe(401);
    expect(error?.message).toBe('This booth device is not enrolled for this event');
  });

  it('accepts an enrolled device for its own event until the admin revokes it', async () => {
    const { data: code, error: codeError } = await admin.rpc('create_device_enrolment', {
      event_name: 'AI Summit',
      label: 'Tablet 1',
    });
    expect(codeError).toBeNull();
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);

    const anonymous = await tablet.rpc('create_device_enrolment', { event_name: 'AI Summit' });
    expect(anonymous.status).toBe(401);

    const { data: enrolment, error } = await tablet.rpc('enrol_booth_device', {
      code: String(code),
      event_name: 'AI Summit',
    });
    expect(error).toBeNull();
    const credential = String((enrolment as { credential: string }).credential);

    const accepted = await send(lead('AI Summit'), credential);
    expect(accepted.error).toBeNull();
    expect(accepted.status).toBe(201);

    const elsewhere = await send(lead('Other Expo'), credential);
    expect(elsewhere.status).toBe(401);

    const { data: devices } = await admin.rpc('booth_devices');
    const [device] = devices ?? [];
    expect(device).toMatchObject({ event_name: 'AI Summit', label: 'Tablet 1', revoked_at: null });
    expect(device?.last_contact_at).not.toBeNull();

    const revoked = await admin.rpc('revoke_booth_device', { device: String(device?.id) });
    expect(revoked.error).toBeNull();
    expect((await send(lead('AI Summit'), credential)).status).toBe(401);
  });

  it('takes a heartbeat only with a device credential, and tells a revoked device', async () => {
    // Plain HTTP, as a stranger or the tablet's own fetch sends it.
    const beat = (credential?: string) =>
      fetch(`${backend.url}/rest/v1/rpc/booth_heartbeat`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'application/json',
          ...(credential && { 'x-booth-device': credential }),
        },
        body: JSON.stringify({
          waiting: 2,
          failed: 0,
          last_delivery_at: null,
          app_version: '0.1.0+abc1234',
          persisted: false,
        }),
      });
    const stranger = await beat();
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ message: 'This booth device is not enrolled' });

    const { data: code } = await admin.rpc('create_device_enrolment', {
      event_name: 'Fleet Expo',
      label: 'Tablet 2',
    });
    const { data: enrolment } = await tablet.rpc('enrol_booth_device', {
      code: String(code),
      event_name: 'Fleet Expo',
    });
    const credential = String((enrolment as { credential: string }).credential);
    const enrolled = await beat(credential);
    expect(enrolled.status).toBe(200);
    expect(await enrolled.json()).toEqual({ revoked: false });

    const { data: devices } = await admin.rpc('booth_devices');
    const device = devices?.find((each) => each.label === 'Tablet 2');
    expect(device).toMatchObject({ waiting: 2, app_version: '0.1.0+abc1234', persisted: false });
    await admin.rpc('revoke_booth_device', { device: String(device?.id) });
    expect(await (await beat(credential)).json()).toEqual({ revoked: true });
  });
});
