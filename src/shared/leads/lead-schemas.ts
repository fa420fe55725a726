/*
 * Each lead kind's schema, derived from its description. The forms' resolvers and the
 * worker's re-check import it; pages that only show a form never load it up front.
 */
import { applicationLead } from '@/shared/leads/application-lead';
import { bookingLead } from '@/shared/leads/booking-lead';
import { contactLead } from '@/shared/leads/contact-lead';
import { eventLead } from '@/shared/leads/event-lead';
import type { LeadKind } from '@/shared/leads/lead-kinds';
import { leadSchema, type LeadInput, type LeadRow } from '@/shared/leads/lead-schema';

export const bookingSchema = leadSchema(bookingLead);
export const contactSchema = leadSchema(contactLead);
export const applicationSchema = leadSchema(applicationLead);
export const eventSchema = leadSchema(eventLead);

export const leadSchemas = {
  booking: bookingSchema,
  contact: contactSchema,
  application: applicationSchema,
  event: eventSchema,
} satisfies Record<LeadKind, unknown>;

type FieldOf<Description> = Description extends { fields: readonly (infer Field)[] }
  ? Field
  : never;

export type BookingInput = LeadInput<FieldOf<typeof bookingLead>>;
export type Booking = LeadRow<FieldOf<typeof bookingLead>>;
export type ContactInput = LeadInput<FieldOf<typeof contactLead>>;
export type Contact = LeadRow<FieldOf<typeof contactLead>>;
export type ApplicationInput = LeadInput<FieldOf<typeof applicationLead>>;
export type Application = LeadRow<FieldOf<typeof applicationLead>>;
export type EventLeadInput = LeadInput<FieldOf<typeof eventLead>>;
export type EventLead = LeadRow<FieldOf<typeof eventLead>>;
