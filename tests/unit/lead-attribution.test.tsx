import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingForm } from '@/features/booking/booking-form';
import { ApplicationForm } from '@/features/careers/application-form';
import { ContactForm } from '@/features/contact/contact-form';
import { recordVisitAttribution } from '@/lib/visit-attribution';
import { attributionFields } from '@/shared/leads/common-fields';
import { csvColumnsOf } from '@/shared/leads/lead-kind';
import { leadKinds } from '@/shared/leads/lead-kinds';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const harness = setUpLeadFormHarness();

const attribution = {
  utm_source: 'expo',
  utm_medium: 'qr',
  utm_campaign: 'fall26',
  referrer: 'https://news.example',
  landing_path: '/services',
};

// This file is one visit: it began on /services, from a link on another site.
beforeAll(() =>
  recordVisitAttribution({
    url: 'https://cognivance.example/services?utm_source=expo&utm_medium=qr&utm_campaign=fall26',
    referrer: 'https://news.example/story?id=7',
  }),
);

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('every visitor lead of the visit says where it came from', () => {
  it('a contact message', async () => {
    renderWithProviders(<ContactForm />);
    fill(/^Full Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    fill(/^Message/, 'We would like to automate our claims triage.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    const [row] = [...harness.server.rows.values()];
    expect(row).toMatchObject({ table: 'contact_submissions', body: attribution });
  });

  it('a booking queued offline keeps it in the outbox', async () => {
    harness.server.setMode('offline');
    harness.goOffline();
    renderWithProviders(<BookingForm onBooked={vi.fn()} />);
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByText('Saved offline')).toBeTruthy();
    expect(await harness.outbox()).toMatchObject([{ kind: 'booking', payload: attribution }]);
  });

  it('an application', async () => {
    renderWithProviders(<ApplicationForm position="AI Intern" onSubmitted={vi.fn()} />);
    fill(/^Full name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    fill(/^Phone/, '+91 98765 43210');
    fill(/^Location/, 'Bangalore');
    fill(/^Years of experience/, 'Less than 1 year');
    fill(/^Availability/, 'Immediately');
    fill(/^Cover letter/, 'I have built two retrieval-augmented assistants and want to ship more.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    const [row] = [...harness.server.rows.values()];
    expect(row).toMatchObject({ table: 'job_applications', body: attribution });
  });

  it('without a control in any form', () => {
    const { container } = renderWithProviders(
      <>
        <ContactForm />
        <BookingForm onBooked={vi.fn()} />
        <ApplicationForm position="AI Intern" onSubmitted={vi.fn()} />
      </>,
    );
    for (const { name } of attributionFields)
      expect(container.querySelector(`[name="${name}"]`)).toBeNull();
  });
});

describe('the lead descriptions', () => {
  const names = attributionFields.map(({ name }) => name);

  it.each(['booking', 'contact', 'application'] as const)(
    'give %s leads the attribution, listed, exported and filterable by source',
    (kind) => {
      const { fields, admin } = leadKinds[kind];
      expect(fields.map(({ name }) => name)).toEqual(expect.arrayContaining(names));
      expect(admin.columns).toContain('utm_source');
      expect(csvColumnsOf(leadKinds[kind])).toEqual(expect.arrayContaining(names));
      expect(admin.groupBy?.field).toBe('utm_source');
    },
  );

  it('give booth leads, which record their event, none', () => {
    const fieldNames: string[] = leadKinds.event.fields.map(({ name }) => name);
    for (const name of names) expect(fieldNames).not.toContain(name);
  });
});
