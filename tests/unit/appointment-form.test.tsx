import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '@/features/admin/admin-api';
import { appointmentOf } from '@/features/admin/appointment';
import { AppointmentForm } from '@/features/admin/appointment-form';
import { LeadTable } from '@/features/admin/lead-table';
import { initialLeadQuery } from '@/features/admin/lead-query';
import { bookingLead } from '@/shared/leads/booking-lead';
import type * as adminApi from '@/features/admin/admin-api';
import type * as availabilityApi from '@/features/admin/availability-api';
import { renderWithProviders } from './render';

const api = vi.hoisted(() => ({
  fetchLeadPage: vi.fn(),
  fetchLeadNotifications: vi.fn(),
  updateLeadStatus: vi.fn(),
  scheduleAppointment: vi.fn(),
}));

vi.mock('@/features/admin/admin-api', async (importActual) => ({
  ...(await importActual<typeof adminApi>()),
  ...api,
}));

const hostsApi = vi.hoisted(() => ({ fetchHostCalendar: vi.fn() }));

vi.mock('@/features/admin/availability-api', async (importActual) => ({
  ...(await importActual<typeof availabilityApi>()),
  ...hostsApi,
}));

const host = (id: string, name: string) => ({
  id,
  name,
  email: null,
  time_zone: 'America/Los_Angeles',
  daily_cap: 8,
  active: true,
});
const grace = host('00000000-0000-4000-8000-0000000000a1', 'Grace Hopper');
const alan = host('00000000-0000-4000-8000-0000000000a2', 'Alan Turing');

/** Grace is free at Ada's wish; Alan has a booking from 04:00 to 04:30 UTC that day. */
function hostsAtAdasWish() {
  hostsApi.fetchHostCalendar.mockResolvedValue({
    hosts: [grace, alan],
    bufferMinutes: 15,
    bookings: [
      {
        id: '00000000-0000-4000-8000-000000000009',
        host_id: alan.id,
        scheduled_at: '2026-12-01T04:00:00Z',
        duration_minutes: 30,
      },
    ],
  });
}

const ada: LeadRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-25T09:00:00Z',
  status: 'pending',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  preferred_date: '2026-12-01',
  preferred_time: '10:00',
  time_zone: 'Asia/Kolkata',
  preferred_at: '2026-12-01T04:30:00+00:00',
  scheduled_at: null,
  meeting_link: null,
};

/** The admin's browser is in Berlin. */
function adminInBerlin() {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: 'Europe/Berlin' };
  });
}

/** A line whose text is split over a bold label and the clock. */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const whenInput = () => screen.getByLabelText(/^Date and time \(Europe\/Berlin\)/);
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeEach(hostsAtAdasWish);

afterEach(() => {
  vi.restoreAllMocks();
  for (const mock of [...Object.values(api), ...Object.values(hostsApi)]) mock.mockReset();
});

describe('the confirm form', () => {
  function renderForm(row: LeadRecord = ada) {
    const onSave = vi.fn<(update: unknown) => Promise<void>>().mockResolvedValue(undefined);
    renderWithProviders(
      <AppointmentForm
        appointment={appointmentOf(row)}
        adminZone="Europe/Berlin"
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    return onSave;
  }

  it("starts at the wish on the admin's clock and shows the visitor's clock as it changes", () => {
    renderForm();
    expect(screen.getByText('Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)')).toBeTruthy();
    expect((whenInput() as HTMLInputElement).value).toBe('2026-12-01T05:30');
    expect(whenInput().getAttribute('type')).toBe('datetime-local');
    expect(descriptionOf(whenInput())).toContain(
      "Visitor's time: Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)",
    );
    fireEvent.change(whenInput(), { target: { value: '2026-12-01T09:00' } });
    expect(descriptionOf(whenInput())).toContain(
      "Visitor's time: Tue 1 Dec 2026, 13:30 Asia/Kolkata (GMT+5:30)",
    );
    expect((screen.getByLabelText(/^Duration \(minutes\)/) as HTMLInputElement).value).toBe('30');
  });

  it('saves the slot, its length and link as the update the database takes', async () => {
    const onSave = renderForm();
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText(/^Meeting link/), {
      target: { value: 'https://meet.example.com/ada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm consultation' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        status: 'confirmed',
        scheduled_at: '2026-12-01T04:30:00.000Z',
        duration_minutes: 45,
        meeting_link: 'https://meet.example.com/ada',
        host_id: null,
      }),
    );
  });

  it('offers any free host, then the hosts free at that time, then the busy ones', async () => {
    const onSave = renderForm();
    const select = screen.getByLabelText('Host');
    await waitFor(() =>
      expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'Any free host',
        'Grace Hopper (free)',
        'Alan Turing (busy then)',
      ]),
    );
    expect((select as HTMLSelectElement).value).toBe('');
    // An hour later Alan's booking and its buffers are over: both are free, by name.
    fireEvent.change(whenInput(), { target: { value: '2026-12-01T06:30' } });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any free host',
      'Alan Turing (free)',
      'Grace Hopper (free)',
    ]);
    fireEvent.change(select, { target: { value: grace.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm consultation' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ host_id: grace.id })),
    );
  });

  it.each([
    [
      'the exclusion constraint (23P01)',
      'conflicting key value violates exclusion constraint "consultations_no_double_booking"',
    ],
    ['the trigger (P0001)', 'That time overlaps another booking for this host.'],
  ])('says an overlap from %s in words and keeps what was typed', async (_, message) => {
    const onSave = renderForm();
    onSave.mockRejectedValue(new Error(message));
    await screen.findByRole('option', { name: 'Alan Turing (busy then)' });
    fireEvent.change(screen.getByLabelText('Host'), { target: { value: alan.id } });
    fireEvent.change(whenInput(), { target: { value: '2026-12-01T05:15' } });
    fireEvent.change(screen.getByLabelText(/^Meeting link/), {
      target: { value: 'https://meet.example.com/ada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm consultation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time overlaps another booking for this host.',
    );
    expect((whenInput() as HTMLInputElement).value).toBe('2026-12-01T05:15');
    expect((screen.getByLabelText('Host') as HTMLSelectElement).value).toBe(alan.id);
    expect((screen.getByLabelText(/^Meeting link/) as HTMLInputElement).value).toBe(
      'https://meet.example.com/ada',
    );
  });

  it('says what is wrong beside the field and saves nothing', () => {
    const onSave = renderForm();
    fireEvent.change(whenInput(), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Meeting link/), { target: { value: 'meet.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm consultation' }));
    expect(screen.getByText('Choose a date and time')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with https://')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in words and stays open", async () => {
    const onSave = renderForm();
    onSave.mockRejectedValue(
      new Error('violates check constraint "consultations_confirmed_has_time"'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm consultation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not confirm: A confirmed consultation needs a date and time.',
    );
  });

  it('moves a confirmed slot from where it is', () => {
    renderForm({
      ...ada,
      status: 'confirmed',
      scheduled_at: '2026-12-02T09:00:00Z',
      meeting_link: 'https://meet.example.com/ada',
    });
    expect((whenInput() as HTMLInputElement).value).toBe('2026-12-02T10:00');
    expect(screen.getByText('Now scheduled for')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save new time' })).toBeTruthy();
  });
});

describe('the consultations list', () => {
  // The toast's code loads on first use; loaded beforehand, the wait is for the save alone.
  beforeAll(() => import('@/toasts/toast-display'));

  beforeEach(() => {
    adminInBerlin();
    api.fetchLeadPage.mockResolvedValue({ rows: [ada], total: 1 });
    api.fetchLeadNotifications.mockResolvedValue([]);
    api.updateLeadStatus.mockResolvedValue(undefined);
  });

  function renderList() {
    renderWithProviders(
      <LeadTable description={bookingLead} query={initialLeadQuery} onQueryChange={vi.fn()} />,
    );
    return screen.findByRole('table', { name: bookingLead.admin.title });
  }

  it("shows the wish on the visitor's clock and the admin's", async () => {
    const table = await renderList();
    expect(
      within(table).getByText(line('Visitor: Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)')),
    ).toBeTruthy();
    expect(
      within(table).getByText(line('You: Tue 1 Dec 2026, 05:30 Europe/Berlin (GMT+1)')),
    ).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Preferred time' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Preferred date' })).toBeNull();
  });

  it("opens the confirm form for 'confirmed' instead of saving a bare status", async () => {
    const table = await renderList();
    fireEvent.change(
      within(table).getByLabelText("Status of Ada Lovelace's consultation booking"),
      { target: { value: 'confirmed' } },
    );
    const dialog = await screen.findByRole('dialog', {
      name: "Confirm Ada Lovelace's consultation",
    });
    expect(api.updateLeadStatus).not.toHaveBeenCalled();
    api.scheduleAppointment.mockResolvedValue({
      ...ada,
      status: 'confirmed',
      scheduled_at: '2026-12-01T04:30:00+00:00',
      duration_minutes: 30,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm consultation' }));
    expect(
      await within(table).findByRole('button', { name: "Reschedule Ada Lovelace's consultation" }),
    ).toBeTruthy();
    expect(api.scheduleAppointment).toHaveBeenCalledWith(bookingLead, ada.id, {
      status: 'confirmed',
      scheduled_at: '2026-12-01T04:30:00.000Z',
      duration_minutes: 30,
      meeting_link: null,
      host_id: null,
    });
    expect(
      await screen.findByText('Confirmed for Tue 1 Dec 2026, 05:30 Europe/Berlin (GMT+1)'),
    ).toBeTruthy();
    expect(within(table).getByText('30 minutes')).toBeTruthy();
  });

  it('saves any other status at once', async () => {
    const table = await renderList();
    fireEvent.change(
      within(table).getByLabelText("Status of Ada Lovelace's consultation booking"),
      { target: { value: 'cancelled' } },
    );
    await waitFor(() =>
      expect(api.updateLeadStatus).toHaveBeenCalledWith(bookingLead, ada.id, 'cancelled'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
