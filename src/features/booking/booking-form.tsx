import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIsClient } from '@/hooks/use-is-client';
import { browserTimeZone } from '@/lib/zoned-time';
import { useLeadSubmission } from '@/outbox/use-lead-submission';
import { bookingSchema, type Booking, type BookingInput } from '@/shared/leads/lead-schemas';
import { LeadFieldset, messagesOf, registrationsOf } from '@/components/lead-fieldset';
import { bookingLead } from '@/shared/leads/booking-lead';
import { emptyLeadInput } from '@/shared/leads/lead-kind';

const emptyBooking: BookingInput = emptyLeadInput(bookingLead.fields);

/** The consultation booking form; `onBooked` runs once the booking is delivered or queued. */
export function BookingForm({ onBooked }: { onBooked: () => void }) {
  const submit = useLeadSubmission('booking');
  // The visitor's zone gives their date and time a meaning; read in the browser only.
  const isClient = useIsClient();
  const timeZone = useMemo(() => (isClient ? browserTimeZone() : null), [isClient]);
  const hints = useMemo(
    () => (timeZone ? { preferred_time: `Time zone: ${timeZone}` } : undefined),
    [timeZone],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput, unknown, Booking>({
    resolver: zodResolver(bookingSchema),
    defaultValues: emptyBooking,
  });

  const onSubmit = handleSubmit(async (booking) => {
    if (await submit({ ...booking, time_zone: timeZone })) {
      reset(emptyBooking);
      onBooked();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">Tell us a little about you and we will respond within 24 hours.</Text>
        <LeadFieldset
          fields={bookingLead.fields}
          registrations={registrationsOf(bookingLead.fields, register)}
          messages={messagesOf(bookingLead.fields, errors)}
          hints={hints}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Book Consultation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
