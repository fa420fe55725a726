/*
 * The Events tab's Rating, Answers and Note beside each lead, on screen and in its CSV:
 * the booth staff's rating is stored apart from the lead (public.event_lead_notes), so
 * it is read for the rows in hand, a page or an export batch at a time, and merged in.
 */
import { Badge, Text } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';
import {
  fetchLeadRatings,
  type Rating,
  type RatingAnswer,
} from '@/features/admin/event-report-api';
import type { LeadSideColumns } from '@/features/admin/lead-table';

export const ratingLabels: Record<Rating, string> = { hot: 'Hot', warm: 'Warm', cold: 'Cold' };
const ratingColors: Record<Rating, string> = { hot: 'red', warm: 'orange', cold: 'blue' };

/** "Budget: Over 50k", one per question answered. */
export const answerLines = (answers: readonly RatingAnswer[]) =>
  answers.map(({ question, answer }) => `${question}: ${answer}`);

const isRating = (value: unknown): value is Rating =>
  value === 'hot' || value === 'warm' || value === 'cold';

export const leadRatings: LeadSideColumns = {
  columns: [
    {
      label: 'Rating',
      value: (row) => (isRating(row.rating) ? ratingLabels[row.rating] : null),
      render: (row) =>
        isRating(row.rating) ? (
          <Badge color={ratingColors[row.rating]} variant="light">
            {ratingLabels[row.rating]}
          </Badge>
        ) : null,
    },
    {
      label: 'Answers',
      value: (row) => (Array.isArray(row.rating_answers) ? row.rating_answers.join('; ') : null),
      render: (row) =>
        Array.isArray(row.rating_answers)
          ? row.rating_answers.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))
          : null,
    },
    { label: 'Note', value: (row) => row.rating_note ?? null },
  ],
  addTo: async (rows, signal) => {
    const ratings = await fetchLeadRatings(
      rows.map((row) => row.id),
      signal,
    );
    const byLead = new Map(ratings.map((rating) => [rating.lead_id, rating]));
    return rows.map((row): LeadRecord => {
      const rating = byLead.get(row.id);
      return rating
        ? {
            ...row,
            rating: rating.rating,
            rating_answers: answerLines(rating.answers),
            rating_note: rating.note,
          }
        : row;
    });
  },
};
