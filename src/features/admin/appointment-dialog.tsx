import type { LeadRecord } from '@/features/admin/admin-api';
import { appointmentOf, isConfirmed, type AppointmentUpdate } from '@/features/admin/appointment';
import { AppointmentForm } from '@/features/admin/appointment-form';
import { AppDialog } from '@/components/app-dialog';

interface AppointmentDialogProps {
  /** The consultation; kept while the dialog closes. */
  row: LeadRecord | null;
  opened: boolean;
  /** Names the person in the title. */
  personField: string;
  adminZone: string;
  onSave: (update: AppointmentUpdate) => Promise<void>;
  onClose: () => void;
}

/** "Confirm Ada Lovelace's consultation", or "Reschedule …" once it has a slot. */
export function AppointmentDialog({
  row,
  opened,
  personField,
  adminZone,
  onSave,
  onClose,
}: AppointmentDialogProps) {
  const appointment = row ? appointmentOf(row) : null;
  const verb = appointment && isConfirmed(appointment) ? 'Reschedule' : 'Confirm';
  const person = String(row?.[personField] ?? 'the visitor');
  return (
    <AppDialog
      opened={opened && row !== null}
      onClose={onClose}
      title={`${verb} ${person}'s consultation`}
    >
      {row && appointment && (
        <AppointmentForm
          appointment={appointment}
          adminZone={adminZone}
          onSave={onSave}
          onCancel={onClose}
        />
      )}
    </AppDialog>
  );
}
