import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applicationCopy } from '@/content/careers';
import { useLeadSubmission } from '@/hooks/use-lead-submission';
import {
  applicationSchema,
  type Application,
  type ApplicationInput,
} from '@/shared/leads/lead-schemas';
import { HoneypotField } from '@/components/honeypot-field';
import { LeadFieldInput, pickField } from '@/components/lead-field-input';
import { applicationLead } from '@/shared/leads/application-lead';

function emptyApplication(position: string): ApplicationInput {
  return {
    position,
    full_name: '',
    email: '',
    phone: '',
    location: '',
    linkedin_url: '',
    resume_url: '',
    cover_letter: '',
    years_of_experience: '',
    expected_salary: '',
    availability: '',
  };
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

  const onSubmit = handleSubmit(async (application, event) => {
    if (await submit(application, event)) {
      reset(emptyApplication(position));
      onSubmitted();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{applicationCopy.intro}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {applicationLead.fields
            .filter((field) => field.input !== 'textarea')
            .map((field) => (
              <LeadFieldInput
                key={field.name}
                field={field}
                error={errors[field.name]?.message}
                registration={register(field.name)}
              />
            ))}
        </SimpleGrid>
        <LeadFieldInput
          field={pickField(applicationLead.fields, 'cover_letter')}
          error={errors.cover_letter?.message}
          registration={register('cover_letter')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Group>
      </Stack>
      <HoneypotField />
    </form>
  );
}
