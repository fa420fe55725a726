import { Button, SimpleGrid, Stack } from '@mantine/core';
import { memo, useMemo, type FormEvent } from 'react';
import { useForm, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import {
  preloadLeadSubmission,
  showLeadFailure,
  useLeadSubmission,
} from '@/hooks/use-lead-submission';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { Contact, ContactInput } from '@/shared/leads/lead-schemas';
import { HoneypotField } from '@/components/honeypot-field';
import { LeadFieldInput, pickField } from '@/components/lead-field-input';
import { contactLead } from '@/shared/leads/contact-lead';

type ContactField = keyof ContactInput;
type Registrations = { [Field in ContactField]: UseFormRegisterReturn<Field> };
type ErrorMessages = Partial<Record<ContactField, string>>;

/** The one-line fields, in form order; the message follows them. */
const lineFields = contactLead.fields.filter((field) => field.input !== 'textarea');
const messageField = pickField(contactLead.fields, 'message');
const fieldNames: ContactField[] = contactLead.fields.map((field) => field.name);
const emptyContact: ContactInput = { name: '', email: '', phone: '', company: '', message: '' };

// The form is on the page from the start; its validation and submission code load once
// the visitor starts on it, so reading the page costs none of it.
const validation = lazyResolver(() =>
  import('@/features/contact/contact-resolver').then((module) => module.contactResolver),
);

function prepareForm(): void {
  validation.preload();
  preloadLeadSubmission();
}

function registerAll(register: UseFormRegister<ContactInput>): Registrations {
  return Object.fromEntries(fieldNames.map((name) => [name, register(name)])) as Registrations;
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
  const registrations = useMemo(() => registerAll(register), [register]);
  const messages: ErrorMessages = Object.fromEntries(
    fieldNames.map((name) => [name, errors[name]?.message]),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (contact, event) => {
      // Keeping the field refs keeps the registrations above valid after the reset.
      if (await submit(contact, event)) reset(emptyContact, { keepFieldsRef: true });
    })(event).catch(() => showLeadFailure('contact'));

  return (
    <form onSubmit={onSubmit} onFocus={prepareForm} noValidate aria-label="Contact form">
      <Stack gap="sm">
        <ContactFields registrations={registrations} messages={messages} />
        <Button type="submit" disabled={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
      <HoneypotField />
    </form>
  );
}

interface ContactFieldsProps {
  registrations: Registrations;
  messages: ErrorMessages;
}

const sameFields = (before: ContactFieldsProps, after: ContactFieldsProps) =>
  before.registrations === after.registrations &&
  fieldNames.every((name) => before.messages[name] === after.messages[name]);

const ContactFields = memo(function ContactFields({ registrations, messages }: ContactFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {lineFields.map((field) => (
          <LeadFieldInput
            key={field.name}
            field={field}
            error={messages[field.name]}
            registration={registrations[field.name]}
          />
        ))}
      </SimpleGrid>
      <LeadFieldInput
        field={messageField}
        error={messages.message}
        registration={registrations.message}
      />
    </>
  );
}, sameFields);
