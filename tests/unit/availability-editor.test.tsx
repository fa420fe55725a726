import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityPanel } from '@/features/admin/availability-panel';
import type * as availabilityApi from '@/features/admin/availability-api';
import { renderWithProviders } from './render';

const api = vi.hoisted(() => ({
  fetchAvailability: vi.fn(),
  saveSettings: vi.fn(),
  addHost: vi.fn(),
  updateHost: vi.fn(),
  addHours: vi.fn(),
  removeHours: vi.fn(),
  addOverride: vi.fn(),
  removeOverride: vi.fn(),
}));

vi.mock('@/features/admin/availability-api', async (importActual) => ({
  ...(await importActual<typeof availabilityApi>()),
  ...api,
}));

const hostId = 'b0000000-0000-4000-8000-000000000001';
const host = {
  id: hostId,
  name: 'Cognivance AI',
  email: null,
  time_zone: 'America/Los_Angeles',
  daily_cap: 8,
  active: true,
};
const settings = { meeting_minutes: 30, buffer_minutes: 15, notice_minutes: 240, horizon_days: 30 };
const weekdayHours = [1, 2, 3, 4, 5].map((weekday) => ({
  id: `00000000-0000-4000-8000-00000000010${weekday}`,
  host_id: hostId,
  weekday,
  start_time: '09:00:00',
  end_time: '17:00:00',
}));

beforeEach(() => {
  api.fetchAvailability.mockResolvedValue({
    settings,
    hosts: [host],
    hours: weekdayHours,
    overrides: [
      {
        id: '00000000-0000-4000-8000-000000000201',
        host_id: hostId,
        on_date: '2026-12-24',
        start_time: null,
        end_time: null,
      },
    ],
  });
  for (const write of [api.saveSettings, api.addHost, api.updateHost, api.addHours])
    write.mockResolvedValue(undefined);
  for (const write of [api.removeHours, api.addOverride, api.removeOverride])
    write.mockResolvedValue(undefined);
});

afterEach(() => {
  // Cleared, not reset: a write settling after the test still reads the week again.
  for (const mock of Object.values(api)) mock.mockClear();
});

const hostSection = () => screen.findByRole('region', { name: 'Cognivance AI' });

describe('the availability editor', () => {
  it("shows the settings, each host's week in their zone and the dates that differ", async () => {
    renderWithProviders(<AvailabilityPanel />);
    const section = await hostSection();
    expect(screen.getByText('Meetings last 30 minutes.')).toBeTruthy();
    expect(
      (screen.getByLabelText('Buffer before and after (minutes)') as HTMLInputElement).value,
    ).toBe('15');
    expect(within(section).getByText('Weekly hours (America/Los_Angeles)')).toBeTruthy();
    const week = within(section).getByRole('table', { name: 'Weekly hours of Cognivance AI' });
    const monday = within(week).getByRole('row', { name: /^Monday/ });
    expect(within(monday).getByRole('button', { name: 'Remove Monday 09:00–17:00' })).toBeTruthy();
    expect(
      within(within(week).getByRole('row', { name: /^Saturday/ })).getByText('Not working'),
    ).toBeTruthy();
    const dates = within(section).getByRole('table', {
      name: 'Dates that differ for Cognivance AI',
    });
    expect(within(dates).getByRole('row').textContent).toBe('2026-12-24Day offRemove');
  });

  it('adds a second window to a weekday and reads the week again', async () => {
    renderWithProviders(<AvailabilityPanel />);
    const form = within(await hostSection()).getByRole('form', {
      name: 'Add hours for Cognivance AI',
    });
    fireEvent.change(within(form).getByLabelText('Weekday'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '18:00' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '20:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add hours' }));
    await waitFor(() =>
      expect(api.addHours).toHaveBeenCalledWith({
        host_id: hostId,
        weekday: 1,
        start_time: '18:00',
        end_time: '20:30',
      }),
    );
    await waitFor(() => expect(api.fetchAvailability).toHaveBeenCalledTimes(2));
  });

  it('refuses a window that ends before it starts, saving nothing', async () => {
    renderWithProviders(<AvailabilityPanel />);
    const form = within(await hostSection()).getByRole('form', {
      name: 'Add hours for Cognivance AI',
    });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '17:00' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '09:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add hours' }));
    expect(within(form).getByText('The end must come after the start')).toBeTruthy();
    expect(api.addHours).not.toHaveBeenCalled();
  });

  it('removes one window', async () => {
    renderWithProviders(<AvailabilityPanel />);
    fireEvent.click(
      within(await hostSection()).getByRole('button', { name: 'Remove Friday 09:00–17:00' }),
    );
    await waitFor(() => expect(api.removeHours).toHaveBeenCalledWith(weekdayHours[4]?.id));
  });

  it('adds a day off, or hours that replace the weekday on a date', async () => {
    renderWithProviders(<AvailabilityPanel />);
    const form = within(await hostSection()).getByRole('form', {
      name: 'Add a date for Cognivance AI',
    });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add date' }));
    await waitFor(() =>
      expect(api.addOverride).toHaveBeenCalledWith({
        host_id: hostId,
        on_date: '2026-12-31',
        start_time: null,
        end_time: null,
      }),
    );
    fireEvent.click(within(form).getByLabelText('Day off'));
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '12:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add date' }));
    await waitFor(() =>
      expect(api.addOverride).toHaveBeenLastCalledWith({
        host_id: hostId,
        on_date: '2026-12-31',
        start_time: '10:00',
        end_time: '12:00',
      }),
    );
  });

  it('saves the settings, and asks for whole numbers first', async () => {
    renderWithProviders(<AvailabilityPanel />);
    await hostSection();
    const buffer = screen.getByLabelText('Buffer before and after (minutes)');
    fireEvent.change(buffer, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Enter a whole number')).toBeTruthy();
    expect(api.saveSettings).not.toHaveBeenCalled();
    fireEvent.change(buffer, { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Horizon (days ahead)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.saveSettings).toHaveBeenCalledWith({
        ...settings,
        buffer_minutes: 10,
        horizon_days: 60,
      }),
    );
  });

  it("renames a host, moves their zone and cap, and shows the database's refusal", async () => {
    renderWithProviders(<AvailabilityPanel />);
    const form = within(await hostSection()).getByRole('form', {
      name: 'Edit host Cognivance AI',
    });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(within(form).getByLabelText('Time zone'), {
      target: { value: 'Europe/London' },
    });
    fireEvent.change(within(form).getByLabelText('Daily cap'), { target: { value: '99' } });
    api.updateHost.mockRejectedValue(
      new Error(
        'new row for relation "booking_hosts" violates check constraint "booking_hosts_daily_cap_range"',
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save host' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Could not save host Cognivance AI: new row for relation "booking_hosts" violates check constraint "booking_hosts_daily_cap_range"',
    );
    expect(api.updateHost).toHaveBeenCalledWith(hostId, {
      name: 'Ada Lovelace',
      email: null,
      time_zone: 'Europe/London',
      daily_cap: 99,
      active: true,
    });
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('adds a host in the admin zone by default', async () => {
    renderWithProviders(<AvailabilityPanel />);
    await hostSection();
    const form = screen.getByRole('form', { name: 'Add a host' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add host' }));
    expect(within(form).getByText('Enter a name')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Grace Hopper' } });
    fireEvent.change(within(form).getByLabelText('Time zone'), {
      target: { value: 'Europe/Paris' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add host' }));
    await waitFor(() =>
      expect(api.addHost).toHaveBeenCalledWith({
        name: 'Grace Hopper',
        email: null,
        time_zone: 'Europe/Paris',
        daily_cap: 8,
        active: true,
      }),
    );
  });
});
