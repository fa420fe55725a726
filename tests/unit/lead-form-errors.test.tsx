/*
 * Every lead form's one error path (useLeadForm): a submit that throws, here because the
 * validation cannot load (a chunk lost with the connection), shows the kind's failure
 * toast, or the booth's own notice, and keeps what was typed. Vitest fails the file on an
 * unhandled rejection, so none escapes.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingForm } from '@/features/booking/booking-form';
import { ApplicationForm } from '@/features/careers/application-form';
import { ContactForm } from '@/features/contact/contact-form';
import { EventLeadForm } from '@/features/event/event-lead-form';
import { leadKinds } from '@/shared/leads/lead-kinds';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

vi.mock(import('@/outbox/lead-resolver'), () => ({
  leadResolver: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

const harness = setUpLeadFormHarness();

const name = () => screen.getByLabelText(/^(Name|Full name|Full Name)/) as HTMLInputElement;

describe('a lead form whose submit throws', () => {
  it.each([
    ['booking', () => <BookingForm onBooked={vi.fn()} />, 'Book Consultation'],
    ['contact', () => <ContactForm />, 'Send Message'],
    [
      'application',
      () => <ApplicationForm position="AI Intern" onSubmitted={vi.fn()} />,
      'Submit Application',
    ],
  ] as const)('%s: shows the failure toast and keeps the values', async (kind, form, button) => {
    renderWithProviders(form());
    fireEvent.change(name(), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    const { title, message } = leadKinds[kind].messages.failure;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(title)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false),
    );
    expect(name().value).toBe('Ada');
    expect(harness.server.requests).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('event: says so in the booth form, not as a toast', async () => {
    renderWithProviders(
      <EventLeadForm
        setup={{ eventName: 'Web Summit 2026', staffName: 'Sam', pinHash: 'x' }}
        deviceId="0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11"
        onCaptured={vi.fn()}
        onIdleReset={() => undefined}
      />,
    );
    fireEvent.change(name(), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      leadKinds.event.messages.failure.message,
    );
    expect(name().value).toBe('Ada');
    expect(harness.server.requests).toEqual([]);
  });
});
