/*
 * Staff's rating of a booth lead, taken on the thank-you screen after the visitor has gone:
 * Hot, Warm or Cold, the answers to the event's questions and a note. Not a lead: it lands
 * in event_lead_notes (20261201000100_event_lead_notes.sql), travels through the outbox as
 * its own kind after its lead, and is never listed, toasted or counted as a lead. Plain
 * data: the page, the set-up and the service worker read it without zod.
 */
import type { Database } from '@/shared/database.types';

export const eventNoteKind = 'event-note';
export const eventNoteTable = 'event_lead_notes';

export const leadRatings = ['hot', 'warm', 'cold'] as const;
export type LeadRating = (typeof leadRatings)[number];
export const leadRatingLabels: Record<LeadRating, string> = {
  hot: 'Hot',
  warm: 'Warm',
  cold: 'Cold',
};

/** What the database takes (event_lead_notes' checks); the set-up and the form keep to it. */
export const ratingLimits = {
  questions: 3,
  questionLength: 100,
  answersPerQuestion: { min: 2, max: 5 },
  answerLength: 60,
  noteLength: 1000,
  staffNameLength: 100,
} as const;

/** A question staff set for the event, with the fixed answers the rating offers. */
export interface RatingQuestion {
  question: string;
  answers: string[];
}

/** What a booth team usually asks; set-up offers them, and staff edit or remove them. */
export const defaultRatingQuestions: RatingQuestion[] = [
  { question: 'Budget', answers: ['Under $25k', '$25k–$100k', 'Over $100k', 'Not known'] },
  { question: 'Timeline', answers: ['This quarter', 'This year', 'Later', 'Just looking'] },
  { question: 'Role in the decision', answers: ['Decides', 'Influences', 'Researching'] },
];

type NoteInsert = Database['public']['Tables']['event_lead_notes']['Insert'];

/** The row a rating inserts, without its id (the outbox item's). */
export interface EventNoteRow extends Pick<NoteInsert, 'lead_id' | 'note' | 'staff_name'> {
  rating: LeadRating;
  answers: { question: string; answer: string }[];
}

/**
 * What the outbox item carries: the row, and what the booth needs to send and list it
 * without its lead: the event (whose enrolment sends it) and the visitor's name. The
 * schema keeps only the row's columns for the insert.
 */
export interface EventNotePayload extends EventNoteRow {
  event_name: string;
  full_name: string;
}
