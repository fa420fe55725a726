import type { UseFormReturn } from 'react-hook-form';
import type { BadgeFields } from '@/features/event/scan/badge-payload';
import type { LeadPayload, LeadValues } from '@/shared/leads/lead-kinds';

type EventLeadForm = UseFormReturn<LeadValues<'event'>, unknown, LeadPayload<'event'>>;

/**
 * Fills the visitor's form from a badge: each field the badge has replaces what was there
 * (the visitor asked for the scan), the others stay; a LinkedIn profile goes into Notes.
 * Errors shown from an earlier Submit are checked again against the new values.
 */
export function prefillFromBadge(form: EventLeadForm, badge: BadgeFields): void {
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const fill = (name: 'full_name' | 'email' | 'company' | 'job_title', value?: string) => {
    if (value !== undefined) form.setValue(name, value, options);
  };
  fill('full_name', badge.name);
  fill('email', badge.email);
  fill('company', badge.company);
  fill('job_title', badge.title);
  if (badge.linkedin) {
    const notes = form.getValues('notes') ?? '';
    const line = `LinkedIn: ${badge.linkedin}`;
    if (!notes.includes(badge.linkedin)) {
      form.setValue('notes', notes.trim() ? `${notes.trimEnd()}\n${line}` : line, options);
    }
  }
}
