/*
 * The three kinds of lead, the table each lands in and the schema that guards it.
 * Runs in the page and the service worker.
 */
import type { ZodType } from 'zod';
import { applicationSchema } from '@/shared/schemas/application-schema';
import { bookingSchema } from '@/shared/schemas/booking-schema';
import { contactSchema } from '@/shared/schemas/contact-schema';

export const leadKinds = {
  booking: { table: 'consultations', schema: bookingSchema },
  contact: { table: 'contact_submissions', schema: contactSchema },
  application: { table: 'job_applications', schema: applicationSchema },
} as const satisfies Record<string, { table: string; schema: ZodType }>;

export type LeadKind = keyof typeof leadKinds;
