import { Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { LeadFieldset } from '@/components/lead-fieldset';
import { LeadSubmitButton } from '@/components/lead-submit-button';
import { applicationCopy } from '@/content/careers';
import type { ResumeCheck } from '@/features/careers/resume-check';
import { ResumeInput } from '@/features/careers/resume-input';
import { useLeadForm } from '@/outbox/use-lead-form';
import { applicationLead } from '@/shared/leads/application-lead';
import { resumeMessages } from '@/shared/leads/resume';

// The file check loads once a file is chosen, not with the careers page or the dialog.
const loadResumeCheck = () => import('@/features/careers/resume-check');

// The file field sits under the 'Resume URL' one: an applicant may give either, both or neither.
const afterResumeUrl = applicationLead.fields.findIndex((field) => field.name === 'resume_url') + 1;
const fieldsAbove = applicationLead.fields.slice(0, afterResumeUrl);
const fieldsBelow = applicationLead.fields.slice(afterResumeUrl);

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
  const [resume, chooseResume] = useChosenResume();
  const resumeRef = useRef<HTMLInputElement>(null);
  const lead = useLeadForm('application', {
    defaults: { position },
    send: async (application, submit) => {
      // A chosen file goes only once its check passes; a refused one holds back the whole form.
      const checked = await resume?.check;
      if (checked && !checked.ok) {
        resumeRef.current?.focus();
        return false;
      }
      // The visitor's own file name for the pending list; the stored one is made safe later.
      const attachment = checked &&
        resume && { file: checked.file, name: resume.file.name, type: checked.type };
      return submit(application, attachment);
    },
    onSent: () => {
      chooseResume(undefined);
      onSubmitted();
    },
  });
  const { registrations, messages } = lead;

  return (
    <form {...lead.formProps}>
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
        <LeadSubmitButton {...lead.submitButton} placement="end" />
      </Stack>
    </form>
  );
}
