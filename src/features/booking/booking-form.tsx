import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { LeadFieldset } from '@/components/lead-fieldset';
import { LeadSubmitButton } from '@/components/lead-submit-button';
import { useIsClient } from '@/hooks/use-is-client';
import { browserTimeZone } from '@/lib/zoned-time';
import { useLeadForm } from '@/outbox/use-lead-form';

/** The consultation booking form; `onBooked` runs once the booking is delivered or queued. */
export function BookingForm({ onBooked }: { onBooked: () => void }) {
  // The visitor's zone gives their date and time a meaning; read in the browser only.
  const isClient = useIsClient();
  const timeZone = useMemo(() => (isClient ? browserTimeZone() : null), [isClient]);
  const hints = useMemo(
    () => (timeZone ? { preferred_time: `Time zone: ${timeZone}` } : undefined),
    [timeZone],
  );
  const lead = useLeadForm('booking', {
    send: (booking, submit) => submit({ ...booking, time_zone: timeZone }),
    onSent: onBooked,
  });

  return (
    <form {...lead.formProps}>
      <Stack gap="sm">
        <Text size="sm">Tell us a little about you and we will respond within 24 hours.</Text>
        <LeadFieldset
          fields={lead.fields}
          registrations={lead.registrations}
          messages={lead.messages}
          hints={hints}
        />
        <LeadSubmitButton {...lead.submitButton} placement="end" />
      </Stack>
    </form>
  );
}
