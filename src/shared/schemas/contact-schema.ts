/*
 * A contact message, with the spec's messages for every rule. Shared by the contact
 * form and the worker's replay; output is the row inserted into contact_submissions.
 */
import { z } from 'zod';
import { fieldLimits } from '@/shared/limits';
import { emailField, optionalText, requiredText } from '@/shared/schemas/fields';

export const contactSchema = z.object({
  name: requiredText('Full Name is required', {
    value: fieldLimits.nameMax,
    message: 'Name must be less than 100 characters',
  }),
  email: emailField,
  phone: optionalText({
    value: fieldLimits.contactPhoneMax,
    message: 'Phone must be less than 20 characters',
  }),
  company: optionalText({
    value: fieldLimits.companyMax,
    message: 'Company name must be less than 100 characters',
  }),
  message: requiredText('Message is required', {
    value: fieldLimits.contactMessageMax,
    message: 'Message must be less than 1000 characters',
  }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
