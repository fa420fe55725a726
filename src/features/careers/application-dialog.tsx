import { lazy, Suspense } from 'react';
import { AppDialog } from '@/components/app-dialog';
import { applicationDialogTitle } from '@/content/careers';

// The form loads when the dialog first opens, not with the careers page; its validation once
// the visitor starts on it (useLeadForm).
const ApplicationForm = lazy(() =>
  import('@/features/careers/application-form').then((module) => ({
    default: module.ApplicationForm,
  })),
);

export interface ApplicationDialogProps {
  opened: boolean;
  /** Title of the position applied for, e.g. 'AI Intern'. */
  position: string;
  onClose: () => void;
}

/** 'Apply for <position>': closes and resets once the application is submitted. */
export function ApplicationDialog({ opened, position, onClose }: ApplicationDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title={applicationDialogTitle(position)}>
      <Suspense fallback={<div style={{ minHeight: 560 }} />}>
        <ApplicationForm key={position} position={position} onSubmitted={onClose} />
      </Suspense>
    </AppDialog>
  );
}
