/*
 * The kinds of lead, by the name the outbox and the forms use. Adding a kind means one
 * description module here and one migration (tests/backend/lead-rules.test.ts holds them
 * together). Plain data: runs in the page, the admin dashboard and the service worker.
 */
import { applicationLead } from '@/shared/leads/application-lead';
import { bookingLead } from '@/shared/leads/booking-lead';
import { contactLead } from '@/shared/leads/contact-lead';
import { eventLead } from '@/shared/leads/event-lead';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

export const leadKinds = {
  booking: bookingLead,
  contact: contactLead,
  application: applicationLead,
  event: eventLead,
} as const satisfies Record<string, LeadKindDescription>;

export type LeadKind = keyof typeof leadKinds;

export const leadKindNames = Object.keys(leadKinds) as LeadKind[];
