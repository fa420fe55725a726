import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingForm } from '@/features/booking/booking-form';
import { wallClock } from '@/lib/zoned-time';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const harness = setUpLeadFormHarness();

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function renderForm() {
  const onBooked = vi.fn();
  renderWithProviders(<BookingForm onBooked={onBooked} />);
  return onBooked;
}

/** This browser reports the zone as Chromium does, by its old alias for India. */
function browserIn(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

// Tomorrow and the day after, 04:30 and 05:00 UTC: 10:00 and 10:30 in India.
const day = (offset: number, time: string) => {
  const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${time}:00.000Z`;
};
const starts = [day(1, '04:30'), day(1, '05:00'), day(1, '05:30'), day(2, '04:30')];
const india = (start: string) => wallClock(new Date(start), 'Asia/Kolkata');

function offerStarts() {
  harness.server.answerRpc('available_slots', () =>
    starts.map((start_at) => ({ start_at, hosts: 1 })),
  );
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Book Consultation' }));
}

describe('BookingForm', () => {
  it('marks name and email as required and uses phone, date and time inputs', () => {
    renderForm();
    const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`);
    expect(labelOf(screen.getByLabelText(/^Name/))?.textContent).toContain('*');
    expect(labelOf(screen.getByLabelText(/^Email/))?.textContent).toContain('*');
    expect(screen.getByLabelText(/^Phone/).getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText(/^Preferred date/).getAttribute('type')).toBe('date');
    expect(screen.getByLabelText(/^Preferred time/).getAttribute('type')).toBe('time');
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
  });

  it('shows the spec messages under the fields and focuses the first invalid one', async () => {
    const onBooked = renderForm();
    fill(/^Email/, 'not-an-email');
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Name/)));
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(await harness.outbox()).toEqual([]);
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('delivers the booking, shows the success toast and closes', async () => {
    const onBooked = renderForm();
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    expect(screen.getByText("We'll be in touch shortly to confirm your appointment.")).toBeTruthy();
    expect(onBooked).toHaveBeenCalledOnce();
    const [row] = [...harness.server.rows.values()];
    expect(row).toMatchObject({
      table: 'consultations',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        service_type: 'General Consultation',
        preferred_date: null,
      },
    });
    expect(await harness.outbox()).toEqual([]);
  });

  it("sends the visitor's time zone with the booking and shows it by the time", async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Asia/Kolkata' };
    });
    renderForm();
    const time = screen.getByLabelText(/^Preferred time/);
    const description = document.getElementById(time.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Time zone: India Standard Time (Asia/Kolkata)');
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    fill(/^Preferred date/, '2026-12-01');
    fill(/^Preferred time/, '10:00');
    submit();
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    const [row] = [...harness.server.rows.values()];
    expect(row?.body).toMatchObject({
      preferred_date: '2026-12-01',
      preferred_time: '10:00',
      time_zone: 'Asia/Kolkata',
    });
  });

  it('keeps the booking in the outbox and says so when the network is down', async () => {
    harness.server.setMode('offline');
    harness.goOffline();
    const onBooked = renderForm();
    fill(/^Name/, 'Ada');
    fill(/^Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('Saved offline')).toBeTruthy();
    expect(screen.getByText("We'll send it automatically when you're back online.")).toBeTruthy();
    expect(onBooked).toHaveBeenCalledOnce();
    expect(await harness.outbox()).toMatchObject([{ kind: 'booking', state: 'pending' }]);
  });

  it('keeps the dialog open with its values when the server rejects the booking', async () => {
    harness.server.setMode('http-400');
    const onBooked = renderForm();
    fill(/^Name/, 'Ada');
    fill(/^Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('Failed to book consultation. Please try again.')).toBeTruthy();
    expect(onBooked).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
    expect(await harness.outbox()).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('offers free times on the visitor’s clock, up to three in order, and says when one is booked', async () => {
    browserIn('Asia/Calcutta');
    offerStarts();
    harness.server.answerRpc('booking_outcome', () => ({
      status: 'confirmed',
      scheduled_at: starts[2],
      duration_minutes: 30,
      host_name: 'Cognivance AI',
      requested_slots: [starts[2], starts[0]],
    }));
    const onBooked = renderForm();
    expect(screen.getByDisplayValue('India Standard Time (Asia/Kolkata)')).toBeTruthy();
    const time = (start: string) => screen.getByRole('button', { name: india(start) });
    fireEvent.click(await screen.findByRole('button', { name: india(starts[2]!) }));
    fireEvent.click(time(starts[0]!));
    fireEvent.click(time(starts[1]!));
    expect(time(starts[0]!).textContent).toBe('10:00');
    const order = () =>
      screen.getAllByRole('listitem').map((item) => item.textContent?.replace('×', ''));
    expect(order()).toEqual([
      `1st choice:${india(starts[2]!)}`,
      `2nd choice:${india(starts[0]!)}`,
      `3rd choice:${india(starts[1]!)}`,
    ]);
    expect(screen.getByText('You have picked 3 times: remove one to pick another.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${india(starts[1]!)}` }));
    expect(order()).toHaveLength(2);
    expect(screen.queryByLabelText(/^Preferred date/)).toBeNull();
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    expect(
      screen.getByText(
        `Your consultation is booked for ${india(starts[2]!)} India Standard Time (Asia/Kolkata). The confirmation is on its way to your inbox.`,
      ),
    ).toBeTruthy();
    expect(onBooked).toHaveBeenCalledOnce();
    const [row] = [...harness.server.rows.values()];
    expect(row?.body).toMatchObject({
      requested_slots: [starts[2], starts[0]],
      time_zone: 'Asia/Kolkata',
      preferred_date: null,
    });
  });

  it('sends "None of these times work" as a wish for a date and time', async () => {
    browserIn('Asia/Kolkata');
    offerStarts();
    renderForm();
    await screen.findByRole('button', { name: india(starts[0]!) });
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    expect(screen.queryByLabelText(/^Preferred date/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'None of these times work' }));
    fill(/^Preferred date/, '2026-12-24');
    fill(/^Preferred time/, '10:00');
    submit();
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    expect(screen.getByText("We'll be in touch shortly to confirm your appointment.")).toBeTruthy();
    const [row] = [...harness.server.rows.values()];
    expect(row?.body).toMatchObject({ requested_slots: null, preferred_date: '2026-12-24' });
  });

  it('keeps the dialog and what was typed when the time was just taken, and picks again for the same booking', async () => {
    browserIn('Asia/Kolkata');
    offerStarts();
    harness.server.answerRpc('booking_outcome', (args) => ({
      status: 'pending',
      scheduled_at: null,
      duration_minutes: 30,
      host_name: null,
      requested_slots: [starts[0]],
      id: args.booking_id,
    }));
    harness.server.answerRpc('book_slots', (args) => ({
      status: 'confirmed',
      scheduled_at: (args.requested_slots as string[])[0],
      duration_minutes: 30,
      host_name: 'Cognivance AI',
      requested_slots: args.requested_slots,
    }));
    const onBooked = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: india(starts[0]!) }));
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('That time was just taken')).toBeTruthy();
    expect(
      screen.getByText('Someone booked it a moment ago. Here are the free times now.'),
    ).toBeTruthy();
    expect(onBooked).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
    await waitFor(() =>
      expect(harness.server.calls.filter((call) => call.name === 'available_slots')).toHaveLength(
        2,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: india(starts[1]!) }));
    submit();
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    const [row] = [...harness.server.rows.values()];
    expect(harness.server.rows.size).toBe(1);
    expect(harness.server.calls.find((call) => call.name === 'book_slots')?.args).toEqual({
      booking_id: row?.body.id,
      requested_slots: [starts[1]],
    });
    expect(onBooked).toHaveBeenCalledOnce();
  });

  it('keeps a wish typed after the time was just taken, on the same booking', async () => {
    browserIn('Asia/Kolkata');
    offerStarts();
    harness.server.answerRpc('booking_outcome', () => ({
      status: 'pending',
      scheduled_at: null,
      duration_minutes: 30,
      host_name: null,
      requested_slots: [starts[0]],
    }));
    harness.server.answerRpc('wish_booking_time', () => ({
      status: 'pending',
      scheduled_at: null,
      duration_minutes: 30,
      host_name: null,
      requested_slots: [starts[0]],
    }));
    const onBooked = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: india(starts[0]!) }));
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('That time was just taken')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('None of these times work'));
    fill(/^Preferred date/, '2026-12-24');
    fill(/^Preferred time/, '10:00');
    submit();
    expect(await screen.findByText('Consultation Booked!')).toBeTruthy();
    const [row] = [...harness.server.rows.values()];
    expect(harness.server.rows.size).toBe(1);
    expect(harness.server.calls.find((call) => call.name === 'wish_booking_time')?.args).toEqual({
      booking_id: row?.body.id,
      preferred_date: '2026-12-24',
      preferred_time: '10:00',
      time_zone: 'Asia/Kolkata',
    });
    expect(onBooked).toHaveBeenCalledOnce();
  });

  it('offline, offers the last free times it saw and says how old they are', async () => {
    browserIn('Asia/Kolkata');
    localStorage.setItem(
      'booking-free-starts',
      JSON.stringify({ starts, fetchedAt: Date.now() - 2 * 3_600_000 }),
    );
    harness.server.setMode('offline');
    harness.goOffline();
    const onBooked = renderForm();
    expect(await screen.findByText('Free times as of 2 hours ago')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: india(starts[1]!) }));
    fireEvent.click(screen.getByRole('button', { name: india(starts[0]!) }));
    fill(/^Name/, 'Ada');
    fill(/^Email/, 'ada@example.com');
    submit();
    expect(await screen.findByText('Saved offline')).toBeTruthy();
    expect(onBooked).toHaveBeenCalledOnce();
    expect(await harness.outbox()).toMatchObject([
      { kind: 'booking', payload: { requested_slots: [starts[1], starts[0]] } },
    ]);
  });
});
