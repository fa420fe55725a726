/*
 * Adding a lead kind is its description, its migration and its tests. A throwaway kind,
 * registered in this file only, must get a registry entry, a schema, an admin tab in its
 * place, its line in the privacy policy's retention periods and a typed path from its form
 * to its table. Each is read from the module the app uses, so a piece left hand-kept (a list
 * of kinds, of schemas, of tabs or of retention periods) fails here.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { LeadFieldset } from '@/components/lead-fieldset';
import { LeadSubmitButton } from '@/components/lead-submit-button';
import { parseLeadLink } from '@/features/admin/lead-link';
import { leadTabs } from '@/features/admin/lead-tabs';
import { RetentionPeriods } from '@/features/pages/retention-periods';
import { useLeadForm } from '@/outbox/use-lead-form';
import type { TablesInsert } from '@/shared/database.types';
import type { contactLead } from '@/shared/leads/contact-lead';
import { describeLeadKind, type AnyLeadKind, type LeadPayloadOf } from '@/shared/leads/lead-kind';
import type { leadKindList } from '@/shared/leads/lead-kind-list';
import {
  leadKindNames,
  leadKinds,
  type LeadKind,
  type LeadKindRegistry,
  type LeadPayload,
} from '@/shared/leads/lead-kinds';
import type { leadSchema } from '@/shared/leads/lead-schema';
import { leadSchemas } from '@/shared/leads/lead-schemas';
import { defaultRetentionMonths } from '@/shared/retention';
import type { z } from '@/shared/zod';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

/** A visitor asks to be called back; the leads land beside contact messages. */
const callback = await vi.hoisted(async () => {
  const { describeLeadKind } = await import('@/shared/leads/lead-kind');
  const { emailField, phoneField } = await import('@/shared/leads/common-fields');
  const { maxLength } = await import('@/shared/leads/lead-field');
  const fields = {
    name: {
      name: 'name',
      label: 'Name',
      input: 'text',
      required: 'Name is required',
      max: maxLength('Name', 100),
    },
    email: emailField,
    phone: phoneField(20),
    when: {
      name: 'message',
      label: 'When to call',
      input: 'textarea',
      required: 'Tell us when to call',
      max: maxLength('When to call', 200),
    },
  } as const;
  const basics = {
    kind: 'callback',
    table: 'contact_submissions',
    label: 'Callback request',
    messages: {
      success: { title: 'Call requested', message: 'We will call you back.' },
      failure: { title: 'Error', message: 'Failed to request a call. Please try again.' },
    },
    submit: { label: 'Request a call', pending: 'Requesting...' },
    followUp: { summaryFields: ['name'], promise: 'Today.', respondWithinHours: 8 },
    retention: { months: 6, policyLabel: 'Callback requests' },
    statuses: ['new', 'called'],
    openStatuses: ['new'],
    admin: {
      tabLabel: 'Callbacks',
      // Between contact messages (1) and consultations (2).
      tabOrder: 1.5,
      title: 'Callback requests',
      emptyText: 'No callback requests yet',
      personField: 'name',
      searchFields: ['name'],
      columns: ['created_at', 'name', 'status'],
      csvName: 'callbacks.csv',
    },
  } as const;
  const { name, email, phone, when } = fields;
  const lead = describeLeadKind({ ...basics, fields: [name, email, phone, when] });
  return { basics, fields, lead };
});
const callbackLead = callback.lead;

// Registered as a new kind's description module would be: one more entry in the list.
vi.mock(import('@/shared/leads/lead-kind-list'), async (importOriginal) => {
  const { leadKindList } = await importOriginal();
  return { leadKindList: [...leadKindList, callback.lead] as unknown as typeof leadKindList };
});

const harness = setUpLeadFormHarness();

/** The throwaway kind's form, as a new kind's form would be written. */
function CallbackForm() {
  // Registered at run time only: the app's types know the four real kinds.
  const lead = useLeadForm('callback' as LeadKind);
  return (
    <form {...lead.formProps} aria-label="Callback form">
      <LeadFieldset
        fields={lead.fields}
        registrations={lead.registrations}
        messages={lead.messages}
      />
      <LeadSubmitButton {...lead.submitButton} placement="start" />
    </form>
  );
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a kind registered by its description alone', () => {
  it('is in the registry, by its name, and a staff mail can link to one', () => {
    expect(leadKindNames).toEqual(['booking', 'contact', 'application', 'event', 'callback']);
    expect((leadKinds as Record<string, AnyLeadKind>).callback).toBe(callbackLead);
    const lead = '0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11';
    expect(parseLeadLink(new URLSearchParams({ kind: 'callback', lead }))).toEqual({
      kind: 'callback',
      lead,
    });
  });

  it('gets a schema from its fields, with its own messages', () => {
    const schema = (leadSchemas as Record<string, z.ZodType>).callback;
    expect(schema?.parse({ name: ' Ada ', email: 'ada@example.com', message: 'After 5' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: null,
      message: 'After 5',
    });
    const refused = schema?.safeParse({ name: '', email: 'ada@example.com', message: '' });
    expect(refused?.error?.issues.map(({ message }) => message)).toEqual([
      'Name is required',
      'Tell us when to call',
    ]);
  });

  it('gets an admin tab where its tabOrder puts it', () => {
    expect(leadTabs).toEqual(['contact', 'callback', 'booking', 'application', 'event']);
  });

  it('has its retention period kept and stated in the privacy policy', () => {
    expect((defaultRetentionMonths as Record<string, number>).callback).toBe(6);
    renderWithProviders(<RetentionPeriods />);
    expect(screen.getByText('Callback requests: 6 months')).toBeTruthy();
  });

  it('goes from its form to its table through the outbox, with its own words', async () => {
    renderWithProviders(<CallbackForm />);
    fill(/^Name/, 'Ada Lovelace');
    fill(/^Email/, 'ada@example.com');
    fill(/^When to call/, 'Weekdays after 5');
    fireEvent.click(screen.getByRole('button', { name: 'Request a call' }));
    expect(await screen.findByText('Call requested')).toBeTruthy();
    expect(screen.getByText('We will call you back.')).toBeTruthy();
    expect([...harness.server.rows.values()]).toMatchObject([
      {
        table: 'contact_submissions',
        body: { name: 'Ada Lovelace', phone: null, message: 'Weekdays after 5' },
      },
    ]);
    expect(await harness.outbox()).toEqual([]);
  });

  it('gets a payload typed from its table’s generated insert type', () => {
    // Enforced by tsc, over the registry the kind's entry makes.
    type Registry = LeadKindRegistry<readonly [...typeof leadKindList, typeof callbackLead]>;
    expectTypeOf<keyof Registry>().toEqualTypeOf<LeadKind | 'callback'>();
    expectTypeOf<LeadPayloadOf<Registry['callback']>>().toEqualTypeOf<
      Pick<TablesInsert<'contact_submissions'>, 'name' | 'email' | 'phone' | 'message'>
    >();
    expectTypeOf<
      z.output<ReturnType<typeof leadSchema<(typeof callbackLead.fields)[number]>>>
    >().toExtend<LeadPayloadOf<typeof callbackLead>>();
    // The registered kinds' payloads are the same derivation.
    expectTypeOf<LeadPayload<'contact'>>().toEqualTypeOf<LeadPayloadOf<typeof contactLead>>();
  });

  it('does not compile when its table disagrees with it', () => {
    const { basics } = callback;
    const { name, email, phone, when } = callback.fields;
    const described = [
      // As registered above: it fits.
      describeLeadKind({ ...basics, fields: [name, email, phone, when] }),
      // @ts-expect-error contact_submissions has no fax column
      describeLeadKind({ ...basics, fields: [name, email, when, { ...phone, name: 'fax' }] }),
      // @ts-expect-error contact_submissions needs a message
      describeLeadKind({ ...basics, fields: [name, email, phone] }),
      // @ts-expect-error an optional message would be stored as null, which the column refuses
      describeLeadKind({
        ...basics,
        fields: [name, email, phone, { ...when, required: undefined }],
      }),
    ];
    expect(described).toHaveLength(4);
  });
});
