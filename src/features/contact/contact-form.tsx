import { Stack } from '@mantine/core';
import { LeadFieldset } from '@/components/lead-fieldset';
import { LeadSubmitButton } from '@/components/lead-submit-button';
import { useLeadForm } from '@/outbox/use-lead-form';

/**
 * The contact page's form: sends a message through the outbox, resets on success. It is on
 * the page from the start; its validation and submission code load once the visitor starts
 * on it, so reading the page costs none of it.
 */
export function ContactForm() {
  const lead = useLeadForm('contact');
  return (
    <form {...lead.formProps} aria-label="Contact form">
      <Stack gap="sm">
        <LeadFieldset
          fields={lead.fields}
          registrations={lead.registrations}
          messages={lead.messages}
        />
        <LeadSubmitButton {...lead.submitButton} placement="start" />
      </Stack>
    </form>
  );
}
