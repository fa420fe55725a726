import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '@/features/booking/booking-api';
import { BookingPage } from '@/features/booking/booking-page';
import type * as bookingApi from '@/features/booking/booking-api';
import { renderWithProviders } from './render';

const api = vi.hoisted(() => ({
  fetchBooking: vi.fn(),
  cancelBooking: vi.fn(),
  requestBookingTime: vi.fn(),
  pickBookingTime: vi.fn(),
}));

// No free times unless a test offers some: "Pick another time" is then a wish's form.
const rpc = vi.hoisted(() => ({
  fetchFreeStarts: vi.fn<() => Promise<string[]>>(() => Promise.resolve([])),
}));

vi.mock('@/lib/booking-rpc', () => rpc);

vi.mock('@/features/booking/booking-api', async (importActual) => ({
  ...(await importActual<typeof bookingApi>()),
  ...api,
}));

const token = 'ab'.repeat(32);

const pending: BookingView = {
  name: 'Ada Lovelace',
  status: 'pending',
  preferred_date: '2026-12-01',
  preferred_time: '10:00',
  time_zone: 'Asia/Kolkata',
  preferred_at: '2026-12-01T04:30:00+00:00',
  scheduled_at: null,
  duration_minutes: 30,
  meeting_link: null,
  host_name: null,
};

const confirmed: BookingView = {
  ...pending,
  status: 'confirmed',
  scheduled_at: '2026-12-02T05:30:00+00:00',
  duration_minutes: 45,
  meeting_link: 'https://meet.example.com/ada',
};

const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;

/** This device's zone. */
function browserIn(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

/** A line whose text is split over a bold label and its value. */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

function openLink(hash: string) {
  window.history.replaceState(null, '', `/booking${hash}`);
  renderWithProviders(<BookingPage />, { route: '/booking' });
}

beforeEach(() => browserIn('Europe/Berlin'));

afterEach(() => {
  vi.restoreAllMocks();
  for (const mock of Object.values(api)) mock.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('the booking page', () => {
  it('says a link without a token is not valid, and asks nothing of the server', async () => {
    openLink('');
    expect(await screen.findByText('This link is not valid or has expired.')).toBeTruthy();
    expect(api.fetchBooking).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeTruthy();
  });

  it('shows nothing of any booking for a token the server refuses', async () => {
    api.fetchBooking.mockResolvedValue(null);
    openLink(`#${token}`);
    expect(await screen.findByText('This link is not valid or has expired.')).toBeTruthy();
    expect(api.fetchBooking).toHaveBeenCalledWith(token);
    expect(screen.queryByText(/Status/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it("shows a confirmed slot in the booking's zone, on this clock, and its meeting link", async () => {
    api.fetchBooking.mockResolvedValue(confirmed);
    openLink(`#${token}`);
    expect(
      await screen.findByText(line('Scheduled for: Wed 2 Dec 2026, 11:00 Asia/Kolkata (GMT+5:30)')),
    ).toBeTruthy();
    expect(screen.getByText(line('Status: Confirmed'))).toBeTruthy();
    expect(
      screen.getByText(line('On your clock: Wed 2 Dec 2026, 06:30 Europe/Berlin (GMT+1)')),
    ).toBeTruthy();
    expect(screen.getByText(line('Duration: 45 minutes'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the meeting' }).getAttribute('href')).toBe(
      'https://meet.example.com/ada',
    );
  });

  it('cancels only after the visitor confirms, then says so and shows the new state', async () => {
    api.fetchBooking.mockResolvedValue(confirmed);
    api.cancelBooking.mockResolvedValue({ ...confirmed, status: 'cancelled', scheduled_at: null });
    openLink(`#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByText('Cancel this consultation? We will let our team know.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep booking' })),
    );
    expect(api.cancelBooking).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      'Your booking is cancelled and its time is free again. We have let our team know.',
    );
    expect(api.cancelBooking).toHaveBeenCalledWith(token);
    expect(screen.getByText(line('Status: Cancelled'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('keeps a cancelled booking cancelled: no new time, a new booking instead', async () => {
    api.fetchBooking.mockResolvedValue({ ...pending, status: 'cancelled' });
    openLink(`#${token}`);
    expect(
      await screen.findByText('This booking is cancelled. To meet us, book a new consultation.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book a new consultation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pick another time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('refuses a date more than a year ahead before asking the server', async () => {
    api.fetchBooking.mockResolvedValue(pending);
    openLink(`#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick another time' }));
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '9999-12-31' } });
    fireEvent.change(screen.getByLabelText(/^Time(?! zone)/), { target: { value: '09:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a date within the next year.')).toBeTruthy();
    expect(api.requestBookingTime).not.toHaveBeenCalled();
  });

  it("asks for another time on this device's clock, naming its zone", async () => {
    browserIn('America/Los_Angeles');
    api.fetchBooking.mockResolvedValue(confirmed);
    api.requestBookingTime.mockResolvedValue({
      ...pending,
      preferred_date: '2026-12-03',
      preferred_time: '09:15',
      time_zone: 'America/Los_Angeles',
      preferred_at: '2026-12-03T17:15:00+00:00',
    });
    openLink(`#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick another time' }));
    const form = await screen.findByRole('form', { name: 'Request another time' });
    fireEvent.submit(form);
    expect(screen.getByText('Choose a date')).toBeTruthy();
    expect(screen.getByText('Choose a time')).toBeTruthy();
    expect(screen.getByText('Time zone: Pacific Time (America/Los_Angeles)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-03' } });
    fireEvent.change(screen.getByLabelText(/^Time(?! zone)/), { target: { value: '09:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you: we have your new time and will confirm it by email.',
    );
    expect(api.requestBookingTime).toHaveBeenCalledWith(token, {
      date: '2026-12-03',
      time: '09:15',
      timeZone: 'America/Los_Angeles',
    });
    expect(screen.getByText(line('Status: Waiting for our confirmation'))).toBeTruthy();
    expect(
      screen.getByText(line('Time requested: Thu 3 Dec 2026, 09:15 America/Los_Angeles (GMT-8)')),
    ).toBeTruthy();
  });

  it("keeps the form and shows the server's reason when a request is refused", async () => {
    api.fetchBooking.mockResolvedValue(pending);
    api.requestBookingTime.mockRejectedValue(new Error('violates check constraint'));
    openLink(`#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick another time' }));
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-03' } });
    fireEvent.change(screen.getByLabelText(/^Time(?! zone)/), { target: { value: '09:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your request could not be sent: violates check constraint',
    );
    expect(screen.getByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('a link that expired meanwhile turns the page to the message', async () => {
    api.fetchBooking.mockResolvedValue(pending);
    api.cancelBooking.mockResolvedValue(null);
    openLink(`#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('This link is not valid or has expired.')).toBeTruthy();
    expect(screen.queryByText(/Status/)).toBeNull();
  });

  it('says why the booking could not be loaded, and tries again when asked', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.fetchBooking.mockRejectedValueOnce(new Error('Failed to fetch'));
    api.fetchBooking.mockResolvedValue(pending);
    openLink(`#${token}`);
    expect(await screen.findByText('We could not load your booking: Failed to fetch')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(line('Status: Waiting for our confirmation'))).toBeTruthy();
  });

  it('says it needs a connection while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openLink(`#${token}`);
    expect(
      await screen.findByText(
        'Your booking needs an internet connection. It will load when you are back online.',
      ),
    ).toBeTruthy();
    expect(api.fetchBooking).not.toHaveBeenCalled();
  });

  it('picks another free time, booked at once, and offers fresh times when it was just taken', async () => {
    browserIn('Asia/Kolkata');
    const starts = ['2026-12-02T05:30:00.000Z', '2026-12-02T06:00:00.000Z'];
    rpc.fetchFreeStarts.mockClear().mockResolvedValue(starts);
    api.fetchBooking.mockResolvedValue(pending);
    api.pickBookingTime
      .mockRejectedValueOnce(new Error('That time was just taken'))
      .mockResolvedValueOnce({ ...confirmed, host_name: 'Cognivance AI' });
    openLink(`#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick another time' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Wed 2 Dec 2026, 11:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time was just takenSomeone booked it a moment ago. Here are the free times now.',
    );
    expect(rpc.fetchFreeStarts).toHaveBeenCalledTimes(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Wed 2 Dec 2026, 11:30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your new time is booked. The confirmation is on its way to your inbox.',
    );
    expect(api.pickBookingTime).toHaveBeenLastCalledWith(token, [starts[1]]);
    expect(screen.getByText(line('Status: Confirmed'))).toBeTruthy();
  });
});
