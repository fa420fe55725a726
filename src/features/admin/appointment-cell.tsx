import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';
import { appointmentOf, bothClocks, isConfirmed } from '@/features/admin/appointment';
import { ClockLines } from '@/features/admin/clock-lines';

interface AppointmentCellProps {
  row: LeadRecord;
  adminZone: string;
  /** Whose consultation, for the button's name: "Confirm Ada Lovelace's consultation". */
  person: string;
  onSchedule: (row: LeadRecord) => void;
}

/** The confirmed slot on both clocks, its length and link, and the way to set or move it. */
export function AppointmentCell({ row, adminZone, person, onSchedule }: AppointmentCellProps) {
  const appointment = appointmentOf(row);
  const confirmed = isConfirmed(appointment);
  const verb = confirmed ? 'Reschedule' : 'Confirm';
  return (
    <Stack gap={4} miw={220} align="flex-start">
      {confirmed && appointment.scheduledAt && (
        <>
          <ClockLines
            clocks={bothClocks(appointment.scheduledAt, appointment.timeZone, adminZone)}
          />
          <Text size="sm">{appointment.durationMinutes} minutes</Text>
          {appointment.meetingLink && (
            <Anchor
              size="sm"
              href={appointment.meetingLink}
              target="_blank"
              rel="noreferrer"
              aria-label={`Meeting link of ${person}'s consultation`}
            >
              Meeting link
            </Anchor>
          )}
        </>
      )}
      <Button
        size="compact-sm"
        variant={confirmed ? 'default' : 'filled'}
        aria-label={`${verb} ${person}'s consultation`}
        onClick={() => onSchedule(row)}
      >
        {verb}
      </Button>
    </Stack>
  );
}
