import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoothDevice } from '@/features/admin/booth-devices-api';
import { BoothDevices } from '@/features/admin/booth-devices';
import { closeEventLog } from '@/shared/outbox/event-log';
import { enrolmentNotice } from '@/features/event/event-page';
import { StaffStrip } from '@/features/event/staff-strip';
import { renderWithProviders } from './render';

const api = vi.hoisted(() => ({ devices: [] as BoothDevice[] }));
vi.mock('@/features/admin/booth-devices-api', () => ({
  fetchBoothDevices: () => Promise.resolve(api.devices),
  createDeviceEnrolment: vi.fn(),
  revokeBoothDevice: vi.fn(),
}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function device(label: string, report: Partial<BoothDevice>): BoothDevice {
  return {
    id: crypto.randomUUID(),
    event_name: 'AI Summit',
    label,
    created_at: minutesAgo(600),
    enrolled_at: minutesAgo(590),
    last_contact_at: null,
    revoked_at: null,
    last_seen_at: null,
    waiting: null,
    failed: null,
    last_delivery_at: null,
    app_version: null,
    persisted: null,
    ...report,
  };
}

/** The row's cells by the table's column headers. */
async function rowOf(label: string): Promise<Record<string, string>> {
  const table = await screen.findByRole('table', { name: 'Booth devices' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const row = within(table).getByRole('row', { name: new RegExp(label) });
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(
    headers.map((header, index) => [header, cells[index]?.textContent ?? '']),
  );
}

describe("the admin's booth devices", () => {
  it('lists each device with its last heartbeat', async () => {
    api.devices = [
      device('Reporting tablet', {
        last_contact_at: minutesAgo(2),
        last_seen_at: minutesAgo(2),
        waiting: 4,
        failed: 1,
        last_delivery_at: minutesAgo(10),
        app_version: '0.1.0+abc1234',
        persisted: true,
      }),
      device('Silent tablet', { last_contact_at: minutesAgo(5) }),
    ];
    renderWithProviders(<BoothDevices />);
    expect(await rowOf('Reporting tablet')).toMatchObject({
      Waiting: '4',
      Failed: '1',
      Version: '0.1.0+abc1234',
      Storage: 'Kept',
      Status: 'Enrolled',
    });
    expect(await rowOf('Silent tablet')).toMatchObject({
      Waiting: '—',
      Failed: '—',
      'Last delivery': '—',
      Version: '—',
      Storage: '—',
    });
  });

  it('flags a device with leads waiting that has been silent for over an hour', async () => {
    api.devices = [
      device('Drawer tablet', {
        last_contact_at: minutesAgo(61),
        last_seen_at: minutesAgo(61),
        waiting: 3,
        persisted: false,
      }),
      device('Quiet tablet', {
        last_contact_at: minutesAgo(59),
        last_seen_at: minutesAgo(59),
        waiting: 3,
      }),
      device('Empty tablet', {
        last_contact_at: minutesAgo(300),
        last_seen_at: minutesAgo(300),
        waiting: 0,
      }),
      device('Revoked tablet', {
        last_contact_at: minutesAgo(300),
        last_seen_at: minutesAgo(300),
        waiting: 2,
        revoked_at: minutesAgo(200),
      }),
    ];
    renderWithProviders(<BoothDevices />);
    const drawer = await rowOf('Drawer tablet');
    expect(drawer.Status).toBe('EnrolledSilent for over an hour with 3 leads waiting');
    expect(drawer.Storage).toBe('May be cleared');
    expect(await screen.findAllByText(/^Silent for over an hour/)).toHaveLength(1);
    expect((await rowOf('Quiet tablet')).Status).toBe('Enrolled');
    expect((await rowOf('Empty tablet')).Status).toBe('Enrolled');
  });
});

describe('the staff strip', () => {
  const setup = { eventName: 'AI Summit', staffName: 'Sam', pinHash: 'x' };

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  afterEach(async () => {
    await closeEventLog();
    vi.unstubAllGlobals();
  });

  const renderStrip = () =>
    renderWithProviders(
      <StaffStrip
        opened
        setup={setup}
        deviceId="0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11"
        onClose={() => undefined}
        onChangeEvent={() => undefined}
        onLeave={() => undefined}
      />,
    );

  const storageAnswering = (persisted: boolean) =>
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      storage: { persisted: () => Promise.resolve(persisted) },
    });

  it('says the storage is kept when the browser keeps it', async () => {
    storageAnswering(true);
    renderStrip();
    expect(await screen.findByText('Storage: kept')).toBeTruthy();
  });

  it('says the storage may be cleared when the browser does not promise to keep it', async () => {
    storageAnswering(false);
    renderStrip();
    expect(await screen.findByText('Storage: may be cleared')).toBeTruthy();
  });
});

describe("a revoked kiosk's notice", () => {
  const revoked = { eventName: 'AI Summit', credential: 'c', refused: true };
  const opening =
    "This device's enrolment was revoked, so it cannot capture leads, and the leads it had sent were removed from it. Ask an admin for a new enrolment code.";

  it('says what happened to the leads it had sent and to those still waiting', () => {
    expect(enrolmentNotice(revoked, 0)).toBe(`${opening} No lead is waiting to be sent.`);
    expect(enrolmentNotice(revoked, 1)).toBe(
      `${opening} 1 lead not yet sent is kept on this device and sent once it is enrolled again.`,
    );
    expect(enrolmentNotice(revoked, 3)).toBe(
      `${opening} 3 leads not yet sent are kept on this device and sent once it is enrolled again.`,
    );
  });
});
