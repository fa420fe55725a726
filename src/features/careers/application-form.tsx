import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { applicationCopy } from '@/content/careers';
import type { ResumeCheck } from '@/features/careers/resume-check';
import { ResumeInput } from '@/features/careers/resume-input';
import { useLeadSubmission } from '@/outbox/use-lead-submission';
import {
  applicationSchema,
  type Application,
  type ApplicationInput,
} from '@/shared/leads/lead-schemas';
import { LeadFieldset, messagesOf, registrationsOf } from '@/components/lead-fieldset';
import { applicationLead } from '@/shared/leads/application-lead';
import { emptyLeadInput } from '@/shared/leads/lead-kind';
import { resumeMessages } from '@/shared/leads/resume';

// The file check loads once a file is chosen, not with the careers page or the dialog.
const loadResumeCheck = () => import('@/features/careers/resume-check');

// The file field sits under the 'Resume URL' one: an applicant may give either, both or neither.
const afterResumeUrl = applicationLead.fields.findIndex((field) => field.name === 'resume_url') + 1;
const fieldsAbove = applicationLead.fields.slice(0, afterResumeUrl);
const fieldsBelow = applicationLead.fields.slice(afterResumeUrl);

function emptyApplication(position: string): ApplicationInput {
  return { ...emptyLeadInput(applicationLead.fields), position };
}

interface ChosenResume {
  file: File;
  check: Promise<ResumeCheck>;
  result?: ResumeCheck;
}

/** The chosen résumé, whose check starts as it is chosen; a newer choice outdates it. */
function useChosenResume() {
  const [chosen, setChosen] = useState<ChosenResume>();
  const choose = (file: File | undefined) => {
    if (!file) return setChosen(undefined);
    const check = loadResumeCheck().then(
      ({ checkResume }) => checkResume(file),
      (): ResumeCheck => ({ ok: false, message: resumeMessages.unreadable }),
    );
    const next: ChosenResume = { file, check };
    setChosen(next);
    void check.then((result) =>
      setChosen((current) => (current === next ? { ...next, result } : current)),
    );
  };
  return [chosen, choose] as const;
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
  const [resume, chooseResume] = useChosenResume();
  const resumeRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, Application>({
    resolver: zodResolver(applicationSchema),
    defaultValues: emptyApplication(position),
  });
  const registrations = registrationsOf(applicationLead.fields, register);
  const messages = messagesOf(applicationLead.fields, errors);

  // Made on submit, not during render: the handler reaches for the file input's ref.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (application) => {
      // A chosen file goes only once its check passes; a refused one holds back the whole form.
      const checked = await resume?.check;
      if (checked && !checked.ok) {
        resumeRef.current?.focus();
        return;
      }
      // The visitor's own file name for the pending list; the stored one is made safe later.
      const attachment = checked &&
        resume && { file: checked.file, name: resume.file.name, type: checked.type };
      if (await submit(application, attachment)) {
        reset(emptyApplication(position));
        chooseResume(undefined);
        onSubmitted();
      }
    })(event);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{applicationCopy.intro}</Text>
        <LeadFieldset fields={fieldsAbove} registrations={registrations} messages={messages} />
        <ResumeInput
          ref={resumeRef}
          file={resume?.file}
          error={resume?.result?.ok === false ? resume.result.message : undefined}
          onChange={chooseResume}
        />
        <LeadFieldset fields={fieldsBelow} registrations={registrations} messages={messages} />
        <Group justify="flex-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
