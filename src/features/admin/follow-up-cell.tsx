import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  channelSubject,
  followUpLines,
  formatFollowUpTime,
  type LeadNotification,
  type Tone,
} from '@/features/admin/follow-up-text';
import { overdueText, overdueWait } from '@/features/admin/overdue';
import type { LeadRecord } from '@/features/admin/admin-api';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';
import { leadReference } from '@/shared/leads/lead-reference';

interface FollowUpCellProps {
  description: LeadKindDescription;
  row: LeadRecord;
  /** The lead's notifications; undefined while they load or when they could not. */
  notifications: readonly LeadNotification[] | undefined;
  /** The follow-up could not be read (the list says why, once). */
  failed: boolean;
  now: number;
  /** The id of the notification being retried, if any. */
  retrying: string | null;
  onRetry: (notification: LeadNotification) => void;
}

// The words say the state; colour only marks what needs a look, in shades dark enough for
// contrast on a striped row (Mantine's darkest green is not).
const toneColor: Record<Tone, string | undefined> = {
  done: undefined,
  waiting: undefined,
  problem: 'red.9',
  skipped: 'gray.7',
};

/** One lead's follow-up: its reference, whether it waits too long, and each channel's state. */
export function FollowUpCell({
  description,
  row,
  notifications,
  failed,
  now,
  retrying,
  onRetry,
}: FollowUpCellProps) {
  const wait = overdueWait(description, row, now);
  const person = String(row[description.admin.personField] ?? 'this lead');
  return (
    <Stack gap={4} miw={240}>
      <Text size="sm">
        Ref.{' '}
        <Text span ff="monospace" inherit>
          {leadReference(row.id)}
        </Text>
      </Text>
      {wait && (
        <Badge color="red.9" variant="filled" tt="none" radius="sm">
          {overdueText(wait)}
        </Badge>
      )}
      {notifications === undefined ? (
        <Text size="sm" c="gray.7">
          {failed ? 'Follow-up unavailable' : 'Follow-up loading...'}
        </Text>
      ) : (
        followUpLines(notifications, now, formatFollowUpTime).map((line) => (
          <Group key={line.channel} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c={toneColor[line.tone]}>
              {line.text}
            </Text>
            {line.retry && (
              <Button
                size="compact-xs"
                variant="default"
                loading={retrying === line.retry.id}
                aria-label={`Retry ${channelSubject(line.channel).toLowerCase()} for ${person}`}
                onClick={() => line.retry && onRetry(line.retry)}
              >
                Retry
              </Button>
            )}
          </Group>
        ))
      )}
    </Stack>
  );
}
