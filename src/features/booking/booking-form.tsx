import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLeadSubmission } from '@/hooks/use-lead-submission';
import { bookingSchema, type Booking, type BookingInput } from '@/shared/schemas/booking-schema';
import { HoneypotField } from '@/components/honeypot-field';

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
        <TextInput
          label="Name"
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Phone" type="tel" autoComplete="tel" {...register('phone')} />
          <TextInput label="Company" autoComplete="organization" {...register('company')} />
          <TextInput label="Preferred date" type="date" {...register('preferred_date')} />
          <TextInput label="Preferred time" type="time" {...register('preferred_time')} />
        </SimpleGrid>
        <Textarea label="Message" autosize minRows={3} {...register('message')} />
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
