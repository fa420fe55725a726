import { Alert, Button, Grid, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AppointmentDialog } from '@/features/admin/appointment-dialog';
import { PendingWishes } from '@/features/admin/pending-wishes';
import { useAppointmentScheduling } from '@/features/admin/use-appointment-scheduling';
import { addDays, mondayOf, weekDays } from '@/features/admin/week';
import { fetchWeekBookings, type WeekBookings } from '@/features/admin/week-bookings-api';
import { WeekGrid } from '@/features/admin/week-grid';
import { bookingLead } from '@/shared/leads/booking-lead';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; week: WeekBookings }
  | { state: 'failed'; reason: string };

// The week view sets no bare status: the lists do that.
const noStatusChange = () => undefined;

/**
 * The Week tab: a week of confirmed bookings by host on the admin's clock (the host's noted),
 * the wishes waiting beside it, and the appointment dialog for any of them.
 */
export function WeekView() {
  const [now] = useState(() => new Date());
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const scheduling = useAppointmentScheduling(bookingLead, noStatusChange, reload);
  const { adminZone } = scheduling;
  const [monday, setMonday] = useState(() => mondayOf(now, adminZone));
  const days = useMemo(() => weekDays(monday, adminZone), [monday, adminZone]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    const [first, last] = [days[0], days.at(-1)];
    if (!first || !last) return;
    fetchWeekBookings(first.from, last.to).then(
      (week) => current && setLoad({ state: 'ready', week }),
      (error: unknown) =>
        current &&
        setLoad({
          state: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [days, version]);

  return (
    <>
      <Group justify="space-between" mt="md" mb="sm">
        <Text fw={600} aria-live="polite">
          {`Week of ${days[0]?.label ?? ''} (times in ${adminZone})`}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => setMonday(addDays(monday, -7))}>
            Previous week
          </Button>
          <Button variant="default" onClick={() => setMonday(mondayOf(now, adminZone))}>
            This week
          </Button>
          <Button variant="default" onClick={() => setMonday(addDays(monday, 7))}>
            Next week
          </Button>
        </Group>
      </Group>
      {load.state === 'loading' ? (
        <Text>Loading...</Text>
      ) : load.state === 'failed' ? (
        <Alert color="red" role="alert">
          {`Failed to load data: ${load.reason}`}
        </Alert>
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <WeekGrid
              days={days}
              hosts={load.week.hosts}
              confirmed={load.week.confirmed}
              adminZone={adminZone}
              onOpen={scheduling.open}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <PendingWishes
              wishes={load.week.wishes}
              days={days}
              adminZone={adminZone}
              onOpen={scheduling.open}
            />
          </Grid.Col>
        </Grid>
      )}
      <AppointmentDialog
        row={scheduling.form.row}
        opened={scheduling.form.opened}
        personField={bookingLead.admin.personField}
        adminZone={adminZone}
        onSave={scheduling.save}
        onClose={scheduling.close}
      />
    </>
  );
}
