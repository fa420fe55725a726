import { Alert, Button, Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import '@/features/event/booth-styles';
import type { EventSetup } from '@/features/event/event-setup';
import { saveLeadRating } from '@/features/event/save-lead-rating';
import type { RatedLead } from '@/features/event/use-rating-offer';
import {
  leadRatingLabels,
  leadRatings,
  ratingLimits,
  type EventNotePayload,
} from '@/shared/leads/event-note';
import { eventNoteSchema } from '@/shared/leads/event-note-schema';

interface RateLeadFormProps {
  lead: RatedLead;
  setup: EventSetup;
  /** Saved, or cancelled: back to the booth. */
  onDone: () => void;
}

/** One choice among fixed answers, as big chips a finger finds. */
function ChoiceGroup({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Stack gap={6} role="radiogroup" aria-label={label}>
      <Text fw={600}>{label}</Text>
      <Group gap="sm">
        {choices.map((choice) => (
          <Chip
            key={choice.value}
            type="radio"
            size="lg"
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          >
            {choice.label}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}

const ratingChoices = leadRatings.map((rating) => ({
  value: rating,
  label: leadRatingLabels[rating],
}));

/**
 * Staff's rating of the lead just taken: Hot, Warm or Cold, the event's questions with
 * their fixed answers, and a note. Kept on the device and sent after its lead.
 */
export function RateLeadForm({ lead, setup, onDone }: RateLeadFormProps) {
  const questions = setup.questions ?? [];
  const [rating, setRating] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const row = {
      lead_id: lead.id,
      rating,
      answers: questions
        .filter(({ question }) => answers[question])
        .map(({ question }) => ({ question, answer: answers[question] ?? '' })),
      note,
      staff_name: setup.staffName,
    };
    const checked = eventNoteSchema.safeParse(row);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the rating');
      return;
    }
    const payload: EventNotePayload = {
      ...checked.data,
      event_name: setup.eventName,
      full_name: lead.name,
    };
    setSaving(true);
    const outcome = await saveLeadRating(payload);
    setSaving(false);
    if (outcome.type === 'failed') {
      setError(outcome.message);
      return;
    }
    onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Rate this lead">
      <Stack gap="lg">
        <Text size="lg">{lead.name}</Text>
        <ChoiceGroup label="Rating" choices={ratingChoices} value={rating} onChange={setRating} />
        {questions.map(({ question, answers: offered }) => (
          <ChoiceGroup
            key={question}
            label={question}
            choices={offered.map((answer) => ({ value: answer, label: answer }))}
            value={answers[question] ?? ''}
            onChange={(answer) => setAnswers((chosen) => ({ ...chosen, [question]: answer }))}
          />
        ))}
        <Textarea
          size="lg"
          label="Note"
          description={`What was said, at most ${ratingLimits.noteLength.toLocaleString('en-US')} characters`}
          autosize
          minRows={3}
          maxLength={ratingLimits.noteLength}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button size="lg" type="submit" loading={saving}>
            Save rating
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
