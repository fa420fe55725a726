/*
 * What the outbox carries: every kind of lead, and a booth lead's rating ('event-note'),
 * which is not a lead (no admin tab, no toast, no follow-up of a lead) but travels the
 * same way, after its lead. Plain data without the kinds' descriptions, so every page's
 * outbox bridge can tell the kinds apart at no cost: runs in the page and the service worker.
 */
import { eventNoteKind } from '@/shared/leads/event-note';
import type { LeadKind } from '@/shared/leads/lead-kinds';

export type OutboxKind = LeadKind | typeof eventNoteKind;

export function isLeadKind(kind: OutboxKind): kind is LeadKind {
  return kind !== eventNoteKind;
}

/** The booth's own: sent with the device's credential, told to its staff, never toasted. */
export function isBoothKind(kind: OutboxKind): kind is 'event' | typeof eventNoteKind {
  return kind === 'event' || kind === eventNoteKind;
}
