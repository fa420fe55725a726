import { Button, Stack } from '@mantine/core';
import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  preloadLeadSubmission,
  showLeadFailure,
  useLeadSubmission,
} from '@/outbox/use-lead-submission';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { Contact, ContactInput } from '@/shared/leads/lead-schemas';
import { LeadFieldset, messagesOf, registrationsOf } from '@/components/lead-fieldset';
import { contactLead } from '@/shared/leads/contact-lead';
import { emptyLeadInput } from '@/shared/leads/lead-kind';

const emptyContact: ContactInput = emptyLeadInput(contactLead.fields);

// The form is on the page from the start; its validation and submission code load once
// the visitor starts on it, so reading the page costs none of it.
const validation = lazyResolver(() =>
  import('@/features/contact/contact-resolver').then((module) => module.contactResolver),
);

function prepareForm(): void {
  validation.preload();
  preloadLeadSubmission();
}

/** The contact page's form: sends a message through the outbox, resets on success. */
export function ContactForm() {
  const submit = useLeadSubmission('contact');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: validation.resolver,
    defaultValues: emptyContact,
  });
  // react-hook-form re-renders this component synchronously once it is ready (a layout
  // effect, so within hydration). Registering once keeps each field's ref and props
  // stable, so the fields skip that render and every one that does not touch them.
  const registrations = useMemo(() => registrationsOf(contactLead.fields, register), [register]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (contact) => {
      // Keeping the field refs keeps the registrations above valid after the reset.
      if (await submit(contact)) reset(emptyContact, { keepFieldsRef: true });
    })(event).catch(() => showLeadFailure('contact'));

  return (
    <form onSubmit={onSubmit} onFocus={prepareForm} noValidate aria-label="Contact form">
      <Stack gap="sm">
        <LeadFieldset
          fields={contactLead.fields}
          registrations={registrations}
          messages={messagesOf(contactLead.fields, errors)}
        />
        <Button type="submit" disabled={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
