import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  appointmentDefaults,
  bothClocks,
  checkAppointment,
  isConfirmed,
  overlapMessage,
  preferredText,
  refusalText,
  type Appointment,
  type AppointmentUpdate,
  type AppointmentValues,
} from '@/features/admin/appointment';
import { ClockLines } from '@/features/admin/clock-lines';
import { useHostChoices } from '@/features/admin/use-host-choices';
import { instantOfLocalInput, zonedClock } from '@/lib/zoned-time';
import { appointmentLimits } from '@/shared/limits';

interface AppointmentFormProps {
  appointment: Appointment;
  adminZone: string;
  /** Saves the slot; rejects with the server's reason, which the form shows. */
  onSave: (update: AppointmentUpdate) => Promise<void>;
  onCancel: () => void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sets a consultation's slot on the admin's own clock, starting from the visitor's wish
 * (or the slot it has), with its length and an optional meeting link, and shows the
 * visitor's clock for the chosen time as the admin types.
 */
export function AppointmentForm({
  appointment,
  adminZone,
  onSave,
  onCancel,
}: AppointmentFormProps) {
  const rescheduling = isConfirmed(appointment);
  const [values, setValues] = useState<AppointmentValues>(() =>
    appointmentDefaults(appointment, adminZone),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof AppointmentValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = instantOfLocalInput(values.when, adminZone);
  const visitorZone = appointment.timeZone;
  const minutes = Number(values.duration) || appointment.durationMinutes;
  const hosts = useHostChoices(chosen, minutes, appointment.id);
  const verb = rescheduling ? 'reschedule' : 'confirm';
  // A host no longer listed (inactive, or not read yet) stays choosable as it is.
  const hostOptions = hosts.choices.some((choice) => choice.value === values.hostId)
    ? hosts.choices
    : [...hosts.choices, { value: values.hostId, label: 'Current host' }];

  const set = (name: keyof AppointmentValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((before) => ({ ...before, [name]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkAppointment(values, adminZone);
    setErrors(check.ok ? {} : check.errors);
    setFailure(null);
    if (!check.ok) return;
    setSaving(true);
    try {
      await onSave(check.update);
    } catch (error) {
      setFailure(refusalText(reasonOf(error)));
    } finally {
      setSaving(false);
    }
  };

  const wish = appointment.preferredAt;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={600}>
            The visitor asked for
          </Text>
          {wish ? (
            <ClockLines clocks={bothClocks(wish, visitorZone, adminZone)} />
          ) : (
            <Text size="sm">{preferredText(appointment) || 'No time given'}</Text>
          )}
        </div>
        {rescheduling && appointment.scheduledAt && (
          <div>
            <Text size="sm" fw={600}>
              Now scheduled for
            </Text>
            <ClockLines clocks={bothClocks(appointment.scheduledAt, visitorZone, adminZone)} />
          </div>
        )}
        <TextInput
          type="datetime-local"
          label={`Date and time (${adminZone})`}
          description={
            chosen && visitorZone && visitorZone !== adminZone
              ? `Visitor's time: ${zonedClock(chosen, visitorZone)}`
              : undefined
          }
          withAsterisk
          value={values.when}
          onChange={set('when')}
          error={errors.when}
        />
        <TextInput
          type="number"
          label="Duration (minutes)"
          inputMode="numeric"
          min={appointmentLimits.durationMinutes.min}
          max={appointmentLimits.durationMinutes.max}
          step={5}
          withAsterisk
          value={values.duration}
          onChange={set('duration')}
          error={errors.duration}
        />
        <TextInput
          type="url"
          label="Meeting link (optional)"
          inputMode="url"
          placeholder="https://"
          value={values.meetingLink}
          onChange={set('meetingLink')}
          error={errors.meetingLink}
        />
        <NativeSelect
          label="Host"
          data={hostOptions}
          value={values.hostId}
          onChange={set('hostId')}
          description={hosts.failure ? `Hosts could not be loaded: ${hosts.failure}` : undefined}
        />
        {failure && (
          <Alert color="red" role="alert">
            {/* The overlap is a whole sentence that every actor reads the same. */}
            {failure === overlapMessage ? failure : `Could not ${verb}: ${failure}`}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {rescheduling ? 'Save new time' : 'Confirm consultation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
