import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  preloadLeadSubmission,
  showLeadFailure,
  useLeadSubmission,
} from '@/hooks/use-lead-submission';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { Contact, ContactInput } from '@/shared/schemas/contact-schema';

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (contact) => {
      if (await submit(contact)) reset(emptyContact);
    })(event).catch(() => showLeadFailure('contact'));

  return (
    <form onSubmit={onSubmit} onFocus={prepareForm} noValidate aria-label="Contact form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Full Name"
            withAsterisk
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Company"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>
        <Textarea
          label="Message"
          withAsterisk
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" disabled={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
