import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applicationCopy } from '@/content/careers';
import { useLeadSubmission } from '@/outbox/use-lead-submission';
import {
  applicationSchema,
  type Application,
  type ApplicationInput,
} from '@/shared/leads/lead-schemas';
import { LeadFieldset, messagesOf, registrationsOf } from '@/components/lead-fieldset';
import { applicationLead } from '@/shared/leads/application-lead';
import { emptyLeadInput } from '@/shared/leads/lead-kind';

function emptyApplication(position: string): ApplicationInput {
  return { ...emptyLeadInput(applicationLead.fields), position };
}

/** The internship application; `onSubmitted` runs once it is delivered or safely queued. */
export function ApplicationForm({
  position,
  onSubmitted,
}: {
  position: string;
  onSubmitted: () => void;
}) {
  const submit = useLeadSubmission('application');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, Application>({
    resolver: zodResolver(applicationSchema),
    defaultValues: emptyApplication(position),
  });

  const onSubmit = handleSubmit(async (application) => {
    if (await submit(application)) {
      reset(emptyApplication(position));
      onSubmitted();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{applicationCopy.intro}</Text>
        <LeadFieldset
          fields={applicationLead.fields}
          registrations={registrationsOf(applicationLead.fields, register)}
          messages={messagesOf(applicationLead.fields, errors)}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
