import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applicationCopy } from '@/content/careers';
import { useLeadSubmission } from '@/hooks/use-lead-submission';
import {
  applicationSchema,
  type Application,
  type ApplicationInput,
} from '@/shared/schemas/application-schema';
import { HoneypotField } from '@/components/honeypot-field';

const choose = (options: readonly string[]) => [{ value: '', label: 'Select…' }, ...options];

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
        <input type="hidden" {...register('position')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Full name"
            withAsterisk
            autoComplete="name"
            error={errors.full_name?.message}
            {...register('full_name')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            withAsterisk
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput
            label="Location"
            withAsterisk
            autoComplete="address-level2"
            error={errors.location?.message}
            {...register('location')}
          />
          <TextInput
            label="LinkedIn profile URL"
            type="url"
            error={errors.linkedin_url?.message}
            {...register('linkedin_url')}
          />
          <TextInput
            label="Resume URL"
            type="url"
            error={errors.resume_url?.message}
            {...register('resume_url')}
          />
          <NativeSelect
            label="Years of experience"
            withAsterisk
            data={choose(applicationCopy.experienceOptions)}
            error={errors.years_of_experience?.message}
            {...register('years_of_experience')}
          />
          <NativeSelect
            label="Availability"
            withAsterisk
            data={choose(applicationCopy.availabilityOptions)}
            error={errors.availability?.message}
            {...register('availability')}
          />
          <TextInput label="Expected stipend" {...register('expected_salary')} />
        </SimpleGrid>
        <Textarea
          label="Cover letter"
          description="At least 50 characters"
          withAsterisk
          autosize
          minRows={4}
          error={errors.cover_letter?.message}
          {...register('cover_letter')}
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
