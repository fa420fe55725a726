import { Button, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';
import type { BookingHost } from '@/features/admin/availability-api';
import { dateIn, timeIn, type WeekDay } from '@/features/admin/week';

interface WeekGridProps {
  days: readonly WeekDay[];
  hosts: readonly BookingHost[];
  /** The week's confirmed consultations, in order. */
  confirmed: readonly LeadRecord[];
  adminZone: string;
  onOpen: (row: LeadRecord) => void;
}

interface Row {
  key: string;
  name: string;
  /** The host's zone, noted when it differs from the admin's. */
  zone: string | null;
  bookings: LeadRecord[];
}

/** Each active host's row, any other host who has bookings this week, then unassigned ones. */
function rowsOf(hosts: readonly BookingHost[], confirmed: readonly LeadRecord[]): Row[] {
  const known = new Set(hosts.map((host) => host.id));
  const rows: Row[] = hosts
    .map((host) => ({
      key: host.id,
      name: host.name,
      zone: host.time_zone,
      active: host.active,
      bookings: confirmed.filter((row) => row.host_id === host.id),
    }))
    .filter((row) => row.active || row.bookings.length > 0);
  const unassigned = confirmed.filter((row) => !known.has(String(row.host_id)));
  if (unassigned.length)
    rows.push({ key: 'none', name: 'No host', zone: null, bookings: unassigned });
  return rows;
}

/** The week's confirmed bookings, a row a host and a column a day on the admin's clock. */
export function WeekGrid({ days, hosts, confirmed, adminZone, onOpen }: WeekGridProps) {
  const rows = rowsOf(hosts, confirmed);
  return (
    <ScrollArea type="auto">
      <Table withTableBorder withColumnBorders miw={900} aria-label="Bookings by host">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Host</Table.Th>
            {days.map((day) => (
              <Table.Th key={day.date}>{day.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">
                <Text size="sm" fw={600}>
                  {row.name}
                </Text>
                {row.zone && <Text size="xs">{row.zone}</Text>}
              </Table.Th>
              {days.map((day) => (
                <Table.Td key={day.date} valign="top">
                  <Stack gap={4}>
                    {row.bookings
                      .filter((booking) => dateIn(startOf(booking), adminZone) === day.date)
                      .map((booking) => (
                        <BookingButton
                          key={booking.id}
                          booking={booking}
                          adminZone={adminZone}
                          hostZone={row.zone}
                          onOpen={onOpen}
                        />
                      ))}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

const startOf = (booking: LeadRecord) => new Date(String(booking.scheduled_at));

interface BookingButtonProps {
  booking: LeadRecord;
  adminZone: string;
  hostZone: string | null;
  onOpen: (row: LeadRecord) => void;
}

/** "10:00 Ada Lovelace", opening the appointment dialog; the host's clock under it. */
function BookingButton({ booking, adminZone, hostZone, onOpen }: BookingButtonProps) {
  const start = startOf(booking);
  return (
    <div>
      <Button size="compact-xs" variant="light" onClick={() => onOpen(booking)}>
        {`${timeIn(start, adminZone)} ${String(booking.name ?? '')}`}
      </Button>
      {hostZone && hostZone !== adminZone && (
        <Text size="xs">{`${timeIn(start, hostZone)} host's time`}</Text>
      )}
    </div>
  );
}
