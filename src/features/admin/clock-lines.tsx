import { Stack, Text } from '@mantine/core';
import type { Clock } from '@/features/admin/appointment';

/** One instant on each person's clock, a line each: "Visitor: Tue 1 Dec 2026, 10:00 …". */
export function ClockLines({ clocks }: { clocks: readonly Clock[] }) {
  return (
    <Stack gap={0}>
      {clocks.map(({ who, text }) => (
        <Text key={who} size="sm">
          <Text span inherit fw={600}>
            {who}:
          </Text>{' '}
          {text}
        </Text>
      ))}
    </Stack>
  );
}
