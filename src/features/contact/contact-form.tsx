import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLeadSubmission } from '@/hooks/use-lead-submission';
import { contactSchema, type Contact, type ContactInput } from '@/shared/schemas/contact-schema';

const emptyContact: ContactInput = { name: '', email: '', phone: '', company: '', message: '' };

/** The contact page's form: sends a message through the outbox, resets on success. */
export function ContactForm() {
  const submit = useLeadSubmission('contact');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact,
  });

  const onSubmit = handleSubmit(async (contact) => {
    if (await submit(contact)) reset(emptyContact);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form">
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
          autosize
          minRows={5}
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
