import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingForm } from '@/features/booking/booking-form';
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
    expect(description?.textContent).toBe('Time zone: Asia/Kolkata');
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
});
