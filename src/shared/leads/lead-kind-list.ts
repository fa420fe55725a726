/*
 * The lead kinds there are: one description module each, registered here once. The registry
 * by name, the schemas, the admin's tabs and the typed payloads all derive from this list, so
 * adding a kind is its description (and this line), its migration and its tests. The order
 * is the one generated files and demo data follow; the dashboard orders tabs by tabOrder.
 */
import { applicationLead } from '@/shared/leads/application-lead';
import { bookingLead } from '@/shared/leads/booking-lead';
import { contactLead } from '@/shared/leads/contact-lead';
import { eventLead } from '@/shared/leads/event-lead';

export const leadKindList = [bookingLead, contactLead, applicationLead, eventLead] as const;
