import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';
import type { WeekDay } from '@/features/admin/week';
import { wallClock } from '@/lib/zoned-time';

interface PendingWishesProps {
  /** Every pending, unheld consultation, oldest first. */
  wishes: readonly LeadRecord[];
  days: readonly WeekDay[];
  adminZone: string;
  onOpen: (row: LeadRecord) => void;
}

/** The instants a wish names: the times picked, in order, else the typed date and time. */
function wantedTimes(wish: LeadRecord): Date[] {
  const picked = Array.isArray(wish.requested_slots) ? wish.requested_slots : [];
  const times = picked.length ? picked : wish.preferred_at ? [String(wish.preferred_at)] : [];
  return times.map((time) => new Date(time)).filter((time) => !Number.isNaN(time.getTime()));
}

/** The wishes that name a time in the week, beside it, each opening the confirm form. */
export function PendingWishes({ wishes, days, adminZone, onOpen }: PendingWishesProps) {
  const from = days[0]?.from.getTime() ?? 0;
  const to = days.at(-1)?.to.getTime() ?? 0;
  const inWeek = wishes
    .map((wish) => ({ wish, times: wantedTimes(wish) }))
    .filter(({ times }) => times.some((time) => time.getTime() >= from && time.getTime() < to));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="pending-wishes-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="pending-wishes-title">
          Wishes waiting for a time
        </Title>
        {inWeek.length === 0 && <Text size="sm">None this week</Text>}
        {inWeek.map(({ wish, times }) => {
          const name = String(wish.name ?? '');
          return (
            <Stack key={wish.id} gap={2} align="flex-start">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              {times.map((time) => (
                <Text key={time.toISOString()} size="xs">
                  {wallClock(time, adminZone)}
                </Text>
              ))}
              <Button
                size="compact-xs"
                aria-label={`Confirm ${name}'s consultation`}
                onClick={() => onOpen(wish)}
              >
                Confirm
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
