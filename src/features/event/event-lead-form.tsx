import { Alert, Stack } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { LeadFieldset } from '@/components/lead-fieldset';
import { LeadSubmitButton } from '@/components/lead-submit-button';
import { useIdleReset } from '@/features/event/use-idle-reset';
import { IdleCountdown } from '@/features/event/idle-countdown';
import { SendMeChecklist } from '@/features/event/send-me-checklist';
import { captureEventLead } from '@/features/event/capture-event-lead';
import type { EventSetup } from '@/features/event/event-setup';
import { BadgeScan } from '@/features/event/scan/badge-scan';
import { prefillFromBadge } from '@/features/event/scan/badge-prefill';
import { useLeadForm } from '@/outbox/use-lead-form';
import { eventLead } from '@/shared/leads/event-lead';
import type { LeadPayload, LeadValues } from '@/shared/leads/lead-kinds';
import { timings } from '@/shared/limits';

const visitorFields = eventLead.fields.filter(
  (field) => field.input !== 'hidden' && field.input !== 'consent',
);
const consentFields = eventLead.fields.filter((field) => field.input === 'consent');
const sendMeField = eventLead.fields.find((field) => field.input === 'pages');

interface EventLeadFormProps {
  setup: EventSetup;
  deviceId: string;
  /** The lead is on the device (and perhaps already delivered): thank the visitor. */
  onCaptured: (lead: LeadPayload<'event'>, id: string) => void;
  /** A half-filled form was left alone and cleared. */
  onIdleReset: () => void;
}

/**
 * The visitor's form at the booth. The device adds the event, the staff member, its id
 * and its clock at the moment of submitting; the lead then takes the site's one outbox
 * path. Mount it afresh (a new key) for every visitor: nothing of the last one survives.
 * What went wrong shows in the form, not as a toast: the visitor is the one reading.
 */
export function EventLeadForm({ setup, deviceId, onCaptured, onIdleReset }: EventLeadFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const capturedId = useRef('');
  const complete = useCallback(
    (values: LeadValues<'event'>): LeadValues<'event'> => ({
      ...values,
      event_name: setup.eventName,
      staff_name: setup.staffName,
      device_id: deviceId,
      captured_at: new Date().toISOString(),
    }),
    [setup, deviceId],
  );
  const lead = useLeadForm('event', {
    complete,
    send: async (captured) => {
      setFailure(null);
      const outcome = await captureEventLead(captured);
      if (outcome.type === 'captured') {
        capturedId.current = outcome.id;
        return true;
      }
      setFailure(outcome.message);
      return false;
    },
    onSent: (captured) => onCaptured(captured, capturedId.current),
    onError: () => setFailure(eventLead.messages.failure.message),
  });
  const { registrations, messages } = lead;
  const { isDirty, isSubmitting } = lead.form.formState;
  // An open camera left alone counts as a half-filled form: the reset releases it.
  const { secondsLeft } = useIdleReset({
    active: (isDirty || scanning) && !isSubmitting,
    idleMs: timings.eventIdleResetMs,
    warnMs: timings.eventIdleWarningMs,
    onReset: onIdleReset,
  });

  return (
    <form {...lead.formProps} aria-label="Event lead form" autoComplete="off">
      <Stack gap="md">
        <BadgeScan
          onFields={(badge) => prefillFromBadge(lead.form, badge)}
          onActiveChange={setScanning}
        />
        <LeadFieldset
          fields={visitorFields}
          registrations={registrations}
          messages={messages}
          size="lg"
        />
        {sendMeField && (
          <SendMeChecklist
            field={sendMeField}
            registration={registrations[sendMeField.name]}
            error={messages[sendMeField.name]}
          />
        )}
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
        <LeadSubmitButton {...lead.submitButton} placement="stretch" />
      </Stack>
      {secondsLeft !== null && <IdleCountdown secondsLeft={secondsLeft} />}
    </form>
  );
}
