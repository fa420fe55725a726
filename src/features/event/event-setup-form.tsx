import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from '@/shared/zod';
import classes from '@/features/event/event.module.css';
import { hashPin, pinPattern, saveEventSetup, type EventSetup } from '@/features/event/event-setup';
import { limits, maxLength } from '@/shared/leads/lead-field';

const eventNameMax = maxLength('Event name', limits.name);
const staffNameMax = maxLength('Staff name', limits.name);

const setupSchema = z.object({
  eventName: z
    .string()
    .trim()
    .min(1, 'Event name is required')
    .max(eventNameMax.value, eventNameMax.message),
  staffName: z.string().trim().max(staffNameMax.value, staffNameMax.message),
  pin: z.string().regex(pinPattern, 'PIN must be 4 digits'),
});

type SetupValues = z.input<typeof setupSchema>;

interface EventSetupFormProps {
  /** The current set-up when staff change the event; its PIN is asked for afresh. */
  current: EventSetup | null;
  /** Back to the form without changes; only offered when there is a set-up to go back to. */
  onCancel?: () => void;
  onSaved: () => void;
}

/** Staff set the booth up: which event, who is on the stand, and the PIN that guards it. */
export function EventSetupForm({ current, onCancel, onSaved }: EventSetupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetupValues, unknown, z.output<typeof setupSchema>>({
    resolver: zodResolver(setupSchema),
    defaultValues: {
      eventName: current?.eventName ?? '',
      staffName: current?.staffName ?? '',
      pin: '',
    },
  });

  const onSubmit = handleSubmit(async ({ eventName, staffName, pin }) => {
    saveEventSetup({ eventName, staffName, pinHash: await hashPin(pin) });
    onSaved();
  });

  return (
    <main className={classes.setup}>
      <Paper withBorder shadow="sm" p="xl" radius="md" className={classes.setupCard}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Event set-up">
          <Stack gap="md">
            <Title order={1} size="h2">
              Set up event mode
            </Title>
            <Text c="gray.7">
              Visitors get a full-screen form. Leads are kept on this device and sent when it is
              online.
            </Text>
            <TextInput
              size="lg"
              label="Event name"
              placeholder="Web Summit 2026"
              withAsterisk
              autoComplete="off"
              error={errors.eventName?.message}
              {...register('eventName')}
            />
            <TextInput
              size="lg"
              label="Your name"
              description="Optional: shows who was on the stand"
              autoComplete="name"
              error={errors.staffName?.message}
              {...register('staffName')}
            />
            <PasswordInput
              size="lg"
              label="Staff PIN"
              description="4 digits, to open the staff controls and to leave event mode"
              withAsterisk
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              error={errors.pin?.message}
              {...register('pin')}
            />
            <Group justify="flex-end">
              {onCancel && (
                <Button size="lg" variant="default" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button size="lg" type="submit" disabled={isSubmitting}>
                Start event mode
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </main>
  );
}
