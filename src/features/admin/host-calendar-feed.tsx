import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  fetchFeedIssuedAt,
  revokeHostCalendarFeed,
  rotateHostCalendarFeed,
} from '@/features/admin/host-calendar-feed-api';

interface HostCalendarFeedProps {
  hostId: string;
  hostName: string;
}

/**
 * A host's private calendar link, in the host's row: "Create calendar link" makes one,
 * "New link" replaces it (the old one stops working), "Revoke" ends it. The URL is shown
 * once, when it is made, with a copy button: only its hash is kept.
 */
export function HostCalendarFeed({ hostId, hostName }: HostCalendarFeedProps) {
  /** undefined while loading; null when the host has no live link. */
  const [issuedAt, setIssuedAt] = useState<string | null | undefined>(undefined);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchFeedIssuedAt(hostId).then(
      (at) => current && setIssuedAt(at),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [hostId]);

  const act = async (step: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await step();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const rotate = () =>
    act(async () => {
      setUrl(await rotateHostCalendarFeed(hostId));
      setIssuedAt(new Date().toISOString());
    });
  const revoke = () =>
    act(async () => {
      await revokeHostCalendarFeed(hostId);
      setUrl(null);
      setIssuedAt(null);
    });

  return (
    <Stack gap="xs">
      {issuedAt === null && (
        <Button size="xs" variant="light" disabled={busy} onClick={() => void rotate()}>
          Create calendar link
        </Button>
      )}
      {typeof issuedAt === 'string' && (
        <Group gap="xs">
          {!url && (
            <Text size="sm">Calendar link made {new Date(issuedAt).toLocaleDateString()}</Text>
          )}
          <Button size="xs" variant="light" disabled={busy} onClick={() => void rotate()}>
            New link
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={busy}
            aria-label={`Revoke the calendar link of ${hostName}`}
            onClick={() => void revoke()}
          >
            Revoke
          </Button>
        </Group>
      )}
      {url && (
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              readOnly
              size="xs"
              flex={1}
              value={url}
              aria-label={`Calendar link of ${hostName}`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            Shown only now. Subscribe to it from the host&apos;s calendar app (&quot;From
            URL&quot;). Whoever has it sees the host&apos;s bookings: make a new link if it leaks.
          </Text>
        </Stack>
      )}
      {failure && (
        <Alert color="red" p="xs" title={`Calendar link of ${hostName}`}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
