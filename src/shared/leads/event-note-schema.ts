/*
 * The zod schemas of a lead's rating and of the questions set-up defines, as
 * event_lead_notes' checks hold them (20261201000100_event_lead_notes.sql). The rating
 * form and the outbox's re-check before delivery parse with the same schema; its output is
 * exactly the row inserted, so the booth's extra context (event, visitor) is left out.
 */
import { z } from '@/shared/zod';
import { uuidPattern } from '@/shared/leads/lead-field';
import { leadRatings, ratingLimits } from '@/shared/leads/event-note';

/** Postgres' char_length: code points, so an emoji counts once. */
const characters = (value: string) => [...value].length;

function text(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => characters(value) <= max, `${label} must be at most ${max} characters`);
}

/** Optional text: blank is stored as null, as the database's trigger would make it. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .refine((value) => characters(value) <= max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

const distinct = (values: string[]) => new Set(values).size === values.length;

const question = text('Question', ratingLimits.questionLength);
const answer = text('Answer', ratingLimits.answerLength);
const { min, max } = ratingLimits.answersPerQuestion;

export const ratingQuestionsSchema = z
  .array(
    z.object({
      question,
      answers: z
        .array(answer)
        .min(min, `Give ${min} to ${max} answers`)
        .max(max, `Give ${min} to ${max} answers`)
        .refine(distinct, 'Give each answer once'),
    }),
  )
  .max(ratingLimits.questions, `At most ${ratingLimits.questions} questions`)
  .refine((list) => distinct(list.map((entry) => entry.question)), 'Ask each question once');

export const eventNoteSchema = z.object({
  lead_id: z.string().regex(uuidPattern, 'Invalid lead id'),
  rating: z.enum(leadRatings, { error: 'Choose Hot, Warm or Cold' }),
  answers: z
    .array(z.object({ question, answer }))
    .max(ratingLimits.questions)
    .refine((list) => distinct(list.map((entry) => entry.question)), 'Answer each question once'),
  note: optionalText('Note', ratingLimits.noteLength),
  staff_name: optionalText('Staff name', ratingLimits.staffNameLength),
});
