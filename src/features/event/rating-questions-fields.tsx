import { Button, Fieldset, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import '@/features/event/booth-styles';
import { ratingLimits, type RatingQuestion } from '@/shared/leads/event-note';

interface RatingQuestionsFieldsProps {
  value: RatingQuestion[];
  onChange: (questions: RatingQuestion[]) => void;
  error?: string;
}

const { min, max } = ratingLimits.answersPerQuestion;

/**
 * Set-up's questions for rating a lead: up to three, each with 2 to 5 fixed answers that
 * staff tap after the visitor has gone. Offered with sensible defaults, all editable.
 */
export function RatingQuestionsFields({ value, onChange, error }: RatingQuestionsFieldsProps) {
  const change = (index: number, question: Partial<RatingQuestion>) =>
    onChange(value.map((entry, at) => (at === index ? { ...entry, ...question } : entry)));

  return (
    <Fieldset legend="Questions when rating a lead" variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Up to {ratingLimits.questions}, each with {min} to {max} answers to tap.
        </Text>
        {value.map((entry, index) => (
          <Stack key={index} gap={6}>
            <Group align="end" wrap="nowrap">
              <TextInput
                size="md"
                label={`Question ${index + 1}`}
                autoComplete="off"
                maxLength={ratingLimits.questionLength}
                value={entry.question}
                onChange={(event) => change(index, { question: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <Button
                size="md"
                variant="subtle"
                color="red"
                aria-label={`Remove question ${index + 1}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </Group>
            <TagsInput
              size="md"
              label={`Answers to question ${index + 1}`}
              description="Type an answer, then Enter or a comma"
              maxTags={max}
              value={entry.answers}
              onChange={(answers) => change(index, { answers })}
            />
          </Stack>
        ))}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {value.length < ratingLimits.questions && (
          <Group>
            <Button
              size="md"
              variant="default"
              onClick={() => onChange([...value, { question: '', answers: [] }])}
            >
              Add a question
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The first message anywhere in a react-hook-form error tree. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  for (const nested of Object.values(error)) {
    const message = firstMessage(nested);
    if (message) return message;
  }
  return undefined;
}

/** What is wrong with the questions, naming the question it is about. */
export function questionsError(errors: unknown): string | undefined {
  if (Array.isArray(errors)) {
    for (const [index, entry] of errors.entries()) {
      const message = firstMessage(entry);
      if (message) return `Question ${index + 1}: ${message}`;
    }
  }
  return firstMessage(errors);
}
