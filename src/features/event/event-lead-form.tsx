import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LeadFieldset, messagesOf, registrationsOf } from '@/components/lead-fieldset';
import { useIdleReset } from '@/features/event/use-idle-reset';
import { IdleCountdown } from '@/features/event/idle-countdown';
import { captureEventLead } from '@/features/event/capture-event-lead';
import type { EventSetup } from '@/features/event/event-setup';
import { eventLead } from '@/shared/leads/event-lead';
import { emptyLeadInput } from '@/shared/leads/lead-kind';
import { eventSchema, type EventLead, type EventLeadInput } from '@/shared/leads/lead-schemas';
import { timings } from '@/shared/limits';

const visitorFields = eventLead.fields.filter(
  (field) => field.input !== 'hidden' && field.input !== 'consent',
);
const consentFields = eventLead.fields.filter((field) => field.input === 'consent');
const emptyEventLead: EventLeadInput = emptyLeadInput(eventLead.fields);
const schemaResolver = zodResolver(eventSchema);

interface EventLeadFormProps {
  setup: EventSetup;
  deviceId: string;
  /** The lead is on the device (and perhaps already delivered): thank the visitor. */
  onCaptured: (lead: EventLead) => void;
  /** A half-filled form was left alone and cleared. */
  onIdleReset: () => void;
}

/**
 * The visitor's form at the booth. The device adds the event, the staff member, its id
 * and its clock at the moment of submitting; the lead then takes the site's one outbox
 * path. Mount it afresh (a new key) for every visitor: nothing of the last one survives.
 */
export function EventLeadForm({ setup, deviceId, onCaptured, onIdleReset }: EventLeadFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo<Resolver<EventLeadInput, unknown, EventLead>>(
    () => (values, context, options) =>
      schemaResolver(
        {
          ...values,
          event_name: setup.eventName,
          staff_name: setup.staffName,
          device_id: deviceId,
          captured_at: new Date().toISOString(),
        },
        context,
        options,
      ),
    [setup, deviceId],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EventLeadInput, unknown, EventLead>({ resolver, defaultValues: emptyEventLead });
  const registrations = useMemo(() => registrationsOf(eventLead.fields, register), [register]);
  const messages = messagesOf(eventLead.fields, errors);
  const { secondsLeft } = useIdleReset({
    active: isDirty && !isSubmitting,
    idleMs: timings.eventIdleResetMs,
    warnMs: timings.eventIdleWarningMs,
    onReset: onIdleReset,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (lead) => {
      setFailure(null);
      const outcome = await captureEventLead(lead);
      if (outcome.type === 'captured') onCaptured(lead);
      else setFailure(outcome.message);
    })(event).catch(() => setFailure(eventLead.messages.failure.message));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Event lead form" autoComplete="off">
      <Stack gap="md">
        <LeadFieldset
          fields={visitorFields}
          registrations={registrations}
          messages={messages}
          size="lg"
        />
        <LeadFieldset
          fields={consentFields}
          registrations={registrations}
          messages={messages}
          size="lg"
        />
        {failure && (
          <Alert color="red" title={eventLead.messages.failure.title} role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="xl" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Submit'}
        </Button>
      </Stack>
      {secondsLeft !== null && <IdleCountdown secondsLeft={secondsLeft} />}
    </form>
  );
}
