/*
 * A consultation booking: the form's resolver and the worker's replay both parse with it.
 * Output is exactly the row inserted into consultations (service_type is fixed).
 */
import { z } from 'zod';
import { emailField, nameMax, optionalText, requiredText } from '@/shared/schemas/fields';

export const bookingSchema = z
  .object({
    name: requiredText('Name is required', nameMax),
    email: emailField,
    phone: optionalText(),
    company: optionalText(),
    preferred_date: optionalText(),
    preferred_time: optionalText(),
    message: optionalText(),
  })
  .transform((booking) => ({ ...booking, service_type: 'General Consultation' as const }));

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
