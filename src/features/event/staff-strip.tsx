import { Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { downloadEventLeads } from '@/features/event/event-csv';
import type { EventSetup } from '@/features/event/event-setup';
import { FailedLeads } from '@/features/event/failed-leads';
import { PinPrompt } from '@/features/event/pin-prompt';
import { storageWords, useStoragePersisted } from '@/features/event/storage-persistence';
import { useBoothStats } from '@/features/event/use-booth-stats';
import { useSendNow } from '@/outbox/use-send-now';
import { useUpdateStore } from '@/stores/update-store';

interface StaffStripProps {
  opened: boolean;
  setup: EventSetup;
  deviceId: string;
  onClose: () => void;
  onChangeEvent: () => void;
  onLeave: () => void;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** The staff's view of the booth device, behind the PIN: counts, failures and controls. */
export function StaffStrip({
  opened,
  setup,
  deviceId,
  onClose,
  onChangeEvent,
  onLeave,
}: StaffStripProps) {
  const stats = useBoothStats(opened);
  const persisted = useStoragePersisted(opened);
  const { sending, sendNow } = useSendNow();
  const [leaving, setLeaving] = useState(false);
  const updateWaiting = useUpdateStore((state) => state.waiting);
  const activateUpdate = useUpdateStore((state) => state.activate);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="top"
      title="Staff"
      size="auto"
      closeButtonProps={{ 'aria-label': 'Close the staff strip' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {setup.eventName}
          {setup.staffName && ` · ${setup.staffName}`} · device {deviceId.slice(0, 8)}
        </Text>
        {persisted !== null && (
          <Text size="sm" c={persisted ? 'gray.7' : 'red.9'}>
            {persisted ? storageWords.kept : storageWords.mayBeCleared}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Captured today" value={stats.today.length} />
          <Figure label="Waiting to send" value={stats.pending.length} />
          <Figure label="Failed" value={stats.failed.length} />
          <Figure
            label="Last delivery"
            value={
              stats.lastDelivery === null
                ? 'None yet'
                : new Date(stats.lastDelivery).toLocaleTimeString()
            }
          />
        </SimpleGrid>
        <FailedLeads items={stats.failed} />
        <Group>
          <Button size="lg" onClick={() => void sendNow()} loading={sending}>
            Send now
          </Button>
          <Button
            size="lg"
            variant="default"
            disabled={stats.today.length === 0}
            onClick={() => downloadEventLeads(setup.eventName, stats.today)}
          >
            Download today&apos;s leads (CSV)
          </Button>
          <Button size="lg" variant="default" onClick={onChangeEvent}>
            Change event
          </Button>
          {updateWaiting && activateUpdate && (
            <Button size="lg" variant="default" onClick={activateUpdate}>
              Update the app
            </Button>
          )}
          <Button size="lg" color="red" variant="light" onClick={() => setLeaving(true)}>
            Leave event mode
          </Button>
        </Group>
      </Stack>
      <PinPrompt
        opened={leaving}
        title="Leave event mode"
        confirmLabel="Leave event mode"
        setup={setup}
        onClose={() => setLeaving(false)}
        onUnlocked={onLeave}
      />
    </Drawer>
  );
}
