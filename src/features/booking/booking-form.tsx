import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLeadSubmission } from '@/hooks/use-lead-submission';
import { bookingSchema, type Booking, type BookingInput } from '@/shared/leads/lead-schemas';
import { HoneypotField } from '@/components/honeypot-field';
import { LeadFieldInput, pickField, pickFields } from '@/components/lead-field-input';
import { bookingLead } from '@/shared/leads/booking-lead';

const emptyBooking: BookingInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  preferred_date: '',
  preferred_time: '',
  message: '',
};

/** The consultation booking form; `onBooked` runs once the booking is delivered or queued. */
export function BookingForm({ onBooked }: { onBooked: () => void }) {
  const submit = useLeadSubmission('booking');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput, unknown, Booking>({
    resolver: zodResolver(bookingSchema),
    defaultValues: emptyBooking,
  });

  const onSubmit = handleSubmit(async (booking, event) => {
    if (await submit(booking, event)) {
      reset(emptyBooking);
      onBooked();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">Tell us a little about you and we will respond within 24 hours.</Text>
        {pickFields(bookingLead.fields, ['name', 'email']).map((field) => (
          <LeadFieldInput
            key={field.name}
            field={field}
            error={errors[field.name]?.message}
            registration={register(field.name)}
          />
        ))}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {pickFields(bookingLead.fields, [
            'phone',
            'company',
            'preferred_date',
            'preferred_time',
          ]).map((field) => (
            <LeadFieldInput
              key={field.name}
              field={field}
              error={errors[field.name]?.message}
              registration={register(field.name)}
            />
          ))}
        </SimpleGrid>
        <LeadFieldInput
          field={pickField(bookingLead.fields, 'message')}
          error={errors.message?.message}
          registration={register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Book Consultation
          </Button>
        </Group>
      </Stack>
      <HoneypotField />
    </form>
  );
}
