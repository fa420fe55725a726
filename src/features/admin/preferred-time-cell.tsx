import { Text } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';
import { appointmentOf, bothClocks, preferredText } from '@/features/admin/appointment';
import { ClockLines } from '@/features/admin/clock-lines';

/**
 * The time a visitor asked for: on their clock, naming their zone, and on the admin's.
 * A wish that names no instant (no zone, or an old free-text time) shows as it was typed.
 */
export function PreferredTimeCell({ row, adminZone }: { row: LeadRecord; adminZone: string }) {
  const appointment = appointmentOf(row);
  if (!appointment.preferredAt) return <Text size="sm">{preferredText(appointment)}</Text>;
  return (
    <ClockLines clocks={bothClocks(appointment.preferredAt, appointment.timeZone, adminZone)} />
  );
}
