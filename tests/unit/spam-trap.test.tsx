import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BookingForm } from '@/features/booking/booking-form';
import { ApplicationForm } from '@/features/careers/application-form';
import { ContactForm } from '@/features/contact/contact-form';
import { isSpamTrap } from '@/shared/leads/lead-field';
import { csvColumnsOf } from '@/shared/leads/lead-kind';
import { leadKindNames, leadKinds } from '@/shared/leads/lead-kinds';
import { leadSchemas } from '@/shared/leads/lead-schemas';
import { renderWithProviders } from './render';

// The booking dialog asks for free times as it opens; no backend answers here.
vi.mock('@/lib/booking-rpc', () => ({
  fetchFreeStarts: () => Promise.resolve([]),
  fetchBookingOutcome: vi.fn(),
  bookSlots: vi.fn(),
}));

const publicForms = {
  booking: {
    schema: leadSchemas.booking,
    valid: { name: 'Ada', email: 'ada@example.com' },
    form: () => <BookingForm onBooked={vi.fn()} />,
  },
  contact: {
    schema: leadSchemas.contact,
    valid: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    form: () => <ContactForm />,
  },
  application: {
    schema: leadSchemas.application,
    valid: {
      position: 'AI Intern',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+91 98765 43210',
      location: 'Bangalore',
      cover_letter: 'I would love to build production AI systems with your team this year.',
      years_of_experience: 'Less than 1 year',
      availability: 'Immediately',
    },
    form: () => <ApplicationForm position="AI Intern" onSubmitted={vi.fn()} />,
  },
} satisfies Record<
  string,
  {
    schema: { safeParse: (input: unknown) => { success: boolean; data?: unknown } };
    valid: object;
    form: () => ReactElement;
  }
>;

describe.each(Object.entries(publicForms))('the %s spam trap', (_kind, { schema, valid, form }) => {
  it('keeps what a bot typed, trimmed, so the lead is stored and only its mails are held', () => {
    const parsed = schema.safeParse({ ...valid, spam_trap: '  https://spam.example ' });
    expect(parsed.data).toMatchObject({ spam_trap: 'https://spam.example' });
  });

  it('is null when left empty or missing, as a person leaves it', () => {
    expect(schema.safeParse({ ...valid, spam_trap: '' }).data).toMatchObject({ spam_trap: null });
    expect(schema.safeParse(valid).data).toMatchObject({ spam_trap: null });
  });

  it('holds at most 200 characters, as the database does', () => {
    expect(schema.safeParse({ ...valid, spam_trap: 'x'.repeat(200) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, spam_trap: 'x'.repeat(201) }).success).toBe(false);
  });

  it('renders as an input no person meets: off screen, untabbable, unheard', () => {
    const { container } = renderWithProviders(form());
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    const wrapper = trap?.closest('[aria-hidden="true"]');
    // Moved off screen by its class, not display:none or hidden, which some bots skip.
    expect(wrapper?.className).toBe('spam-trap');
    expect(trap?.hidden).toBe(false);
    expect(trap?.type).toBe('text');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.labels?.[0]?.textContent).toBe('Leave this field empty');
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
    expect(container.querySelector('[name="spam_trap"]')).toBeNull();
  });
});

describe('the lead descriptions', () => {
  it('give each public form one trap and the staff-run booth none', () => {
    const traps = (kind: keyof typeof leadKinds) => leadKinds[kind].fields.filter(isSpamTrap);
    expect(traps('booking').map((field) => field.name)).toEqual(['spam_trap']);
    expect(traps('contact').map((field) => field.name)).toEqual(['spam_trap']);
    expect(traps('application').map((field) => field.name)).toEqual(['spam_trap']);
    expect(traps('event')).toEqual([]);
  });

  it.each(leadKindNames)('never show the %s trap to staff: lists, CSV, search, mails', (kind) => {
    const { admin, followUp, fields } = leadKinds[kind];
    const shown: string[] = [
      ...csvColumnsOf(leadKinds[kind]),
      ...admin.searchFields,
      ...followUp.summaryFields,
      admin.personField,
      ...(admin.groupBy ? [admin.groupBy.field] : []),
    ];
    for (const trap of fields.filter(isSpamTrap)) expect(shown).not.toContain(trap.name);
  });
});
