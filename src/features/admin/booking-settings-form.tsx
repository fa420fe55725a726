import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { saveSettings, type BookingSettings } from '@/features/admin/availability-api';
import { availabilityMessages, wholeNumber } from '@/features/admin/availability-text';
import { useWrite } from '@/features/admin/use-availability';

interface BookingSettingsFormProps {
  settings: BookingSettings;
  onSaved: () => void;
}

const fields = [
  { name: 'buffer_minutes', label: 'Buffer before and after (minutes)' },
  { name: 'notice_minutes', label: 'Minimum notice (minutes)' },
  { name: 'horizon_days', label: 'Horizon (days ahead)' },
] as const;

type Field = (typeof fields)[number]['name'];

/** The rules every host's free times follow; the meeting's length is shown, not edited. */
export function BookingSettingsForm({ settings, onSaved }: BookingSettingsFormProps) {
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    buffer_minutes: String(settings.buffer_minutes),
    notice_minutes: String(settings.notice_minutes),
    horizon_days: String(settings.horizon_days),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const write = useWrite(onSaved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const numbers = Object.fromEntries(
      fields.map(({ name }) => [name, wholeNumber(values[name])]),
    ) as Record<Field, number | null>;
    const wrong = fields.filter(({ name }) => numbers[name] === null);
    setErrors(Object.fromEntries(wrong.map(({ name }) => [name, availabilityMessages.whole])));
    if (wrong.length) return;
    void write.run(() => saveSettings({ ...settings, ...(numbers as Record<Field, number>) }));
  };

  return (
    <form onSubmit={submit} aria-labelledby="booking-settings-title" noValidate>
      <Stack gap="xs">
        <Title order={2} size="h4" id="booking-settings-title">
          Booking settings
        </Title>
        <Text size="sm">{`Meetings last ${settings.meeting_minutes} minutes.`}</Text>
        <Group align="flex-start">
          {fields.map(({ name, label }) => (
            <TextInput
              key={name}
              type="number"
              inputMode="numeric"
              min={0}
              label={label}
              value={values[name]}
              error={errors[name]}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setValues((before) => ({ ...before, [name]: value }));
              }}
            />
          ))}
        </Group>
        {write.failure && (
          <Alert color="red" role="alert">
            {`Could not save the settings: ${write.failure}`}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={write.busy}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
