import { useCallback, useState } from 'react';
import { scheduleAppointment, type LeadRecord } from '@/features/admin/admin-api';
import {
  appointmentOf,
  hasAppointments,
  isConfirmed,
  type AppointmentUpdate,
} from '@/features/admin/appointment';
import type { StatusChange } from '@/features/admin/lead-columns';
import { browserTimeZone, zonedClock } from '@/lib/zoned-time';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';
import { showToast } from '@/toasts/show-toast';

/**
 * Confirming and moving a list's appointments: which lead the form is open for, and the
 * status select's 'confirmed', which opens the form instead of saving a bare status (the
 * database refuses a confirmed consultation without a time). Other statuses save at once.
 */
export function useAppointmentScheduling(
  description: LeadKindDescription,
  changeStatus: StatusChange,
  patchRow: (id: string, changes: Readonly<Record<string, LeadRecord[string]>>) => void,
) {
  const enabled = hasAppointments(description);
  // The admin's own clock; the list renders only in the browser, after sign-in.
  const [adminZone] = useState(() => browserTimeZone() ?? 'UTC');
  // The lead stays while the dialog closes, so its text does not vanish mid-transition.
  const [form, setForm] = useState<{ row: LeadRecord | null; opened: boolean }>({
    row: null,
    opened: false,
  });

  const open = useCallback((row: LeadRecord) => setForm({ row, opened: true }), []);
  const close = useCallback(() => setForm((before) => ({ ...before, opened: false })), []);

  const onStatusChange: StatusChange = useCallback(
    (row, status) => {
      if (enabled && status === 'confirmed') open(row);
      else changeStatus(row, status);
    },
    [enabled, open, changeStatus],
  );

  /** Saves the slot; a refusal is thrown for the form to show beside its fields. */
  const save = useCallback(
    async (update: AppointmentUpdate) => {
      const { row } = form;
      if (!row) return;
      const moved = isConfirmed(appointmentOf(row));
      const saved = await scheduleAppointment(description, row.id, update);
      patchRow(row.id, saved);
      const when = zonedClock(new Date(update.scheduled_at), adminZone);
      showToast('success', `${moved ? 'Moved to' : 'Confirmed for'} ${when}`);
      close();
    },
    [form, description, patchRow, adminZone, close],
  );

  return { enabled, adminZone, form, open, close, onStatusChange, save };
}
