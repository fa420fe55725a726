import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from '@/shared/zod';
import classes from '@/features/event/event.module.css';
import { enrolDevice, enrolmentMessages } from '@/features/event/booth-enrolment';
import { hashPin, pinPattern, saveEventSetup, type EventSetup } from '@/features/event/event-setup';
import { askPersistentStorage } from '@/features/event/storage-persistence';
import { questionsError, RatingQuestionsFields } from '@/features/event/rating-questions-fields';
import { defaultRatingQuestions } from '@/shared/leads/event-note';
import { ratingQuestionsSchema } from '@/shared/leads/event-note-schema';
import { limits, maxLength } from '@/shared/leads/lead-field';
import { enrolledFor, type BoothEnrolment } from '@/shared/outbox/booth-device';

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
  enrolmentCode: z.string().trim().max(40, 'Enrolment code must be at most 40 characters'),
  questions: ratingQuestionsSchema,
});

type SetupValues = z.input<typeof setupSchema>;

interface EventSetupFormProps {
  /** The current set-up when staff change the event; its PIN is asked for afresh. */
  current: EventSetup | null;
  /** What this device holds: a code is asked for unless it is enrolled for the event typed. */
  enrolment: BoothEnrolment | null | undefined;
  /** Why the booth asks again (a kiosk set up before enrolment, or a revoked one). */
  notice?: string;
  /** Resolves once the page holds the fresh enrolment. */
  onEnrolled: () => Promise<void>;
  /** Back to the form without changes; only offered when there is a set-up to go back to. */
  onCancel?: () => void;
  onSaved: () => void;
}

/** Staff set the booth up: which event, who is on the stand, and the PIN that guards it. */
export function EventSetupForm({
  current,
  enrolment,
  notice,
  onEnrolled,
  onCancel,
  onSaved,
}: EventSetupFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SetupValues, unknown, z.output<typeof setupSchema>>({
    resolver: zodResolver(setupSchema),
    defaultValues: {
      eventName: current?.eventName ?? '',
      staffName: current?.staffName ?? '',
      pin: '',
      enrolmentCode: '',
      questions: current?.questions ?? defaultRatingQuestions,
    },
  });
  const typedEvent = useWatch({ control, name: 'eventName' });
  const needsCode = (eventName: string) => !enrolledFor(enrolment ?? undefined, eventName.trim());

  const onSubmit = handleSubmit(async ({ eventName, staffName, pin, enrolmentCode, questions }) => {
    // A busy tablet's browser may clear storage it was not asked to keep: a day of leads.
    void askPersistentStorage();
    if (needsCode(eventName)) {
      if (!enrolmentCode) {
        setError('enrolmentCode', { message: enrolmentMessages.required });
        return;
      }
      const outcome = await enrolDevice(enrolmentCode, eventName);
      if (outcome.type === 'failed') {
        setError('enrolmentCode', { message: outcome.message });
        return;
      }
      await onEnrolled();
    }
    saveEventSetup({ eventName, staffName, pinHash: await hashPin(pin), questions });
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
            {notice && (
              <Alert color="orange" role="status">
                {notice}
              </Alert>
            )}
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
            {needsCode(typedEvent) && (
              <TextInput
                size="lg"
                label="Enrolment code"
                description="From an admin (dashboard, Events, Add a device). Asked once, online."
                withAsterisk
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                error={errors.enrolmentCode?.message}
                {...register('enrolmentCode')}
              />
            )}
            <Controller
              control={control}
              name="questions"
              render={({ field }) => (
                <RatingQuestionsFields
                  value={field.value}
                  onChange={field.onChange}
                  error={questionsError(errors.questions)}
                />
              )}
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
