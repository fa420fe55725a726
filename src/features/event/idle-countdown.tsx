import { Paper, Text } from '@mantine/core';
import classes from '@/features/event/event.module.css';

/** The last seconds before a forgotten form is cleared; any touch keeps it. */
export function IdleCountdown({ secondsLeft }: { secondsLeft: number }) {
  return (
    <Paper className={classes.countdown} shadow="lg" p="md" withBorder role="status">
      <Text fw={700} size="lg">
        Clearing this form in {secondsLeft} s
      </Text>
      <Text size="md">Touch anywhere to keep going.</Text>
    </Paper>
  );
}
