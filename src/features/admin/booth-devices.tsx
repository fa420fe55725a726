import { Alert, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { BoothDeviceRow } from '@/features/admin/booth-device-row';
import {
  createDeviceEnrolment,
  fetchBoothDevices,
  revokeBoothDevice,
  type BoothDevice,
} from '@/features/admin/booth-devices-api';
import { useNow } from '@/features/admin/use-now';

/**
 * The Events tab's booth devices: 'Add a device' makes a one-time enrolment code for an
 * event, which staff type into the tablet's set-up; each device shows its last contact and
 * its last heartbeat (leads waiting and failed, last delivery, version, storage), is flagged
 * when it holds leads and has been silent for over an hour, and can be revoked: it stops
 * capturing at its next contact, and its leads are refused until it is enrolled again.
 */
export function BoothDevices() {
  const [devices, setDevices] = useState<BoothDevice[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [eventName, setEventName] = useState('');
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<{ code: string; eventName: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow();

  // Read when the tab opens and after every change made here.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    fetchBoothDevices().then(
      (list) => current && setDevices(list),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const act = async (step: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await step();
      setVersion((count) => count + 1);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = eventName.trim();
    void act(async () => {
      setIssued({ code: await createDeviceEnrolment(name, label.trim()), eventName: name });
      setLabel('');
    });
  };

  return (
    <Stack gap="sm" mt="md" component="section" aria-labelledby="booth-devices-title">
      <Title order={3} size="h4" id="booth-devices-title">
        Booth devices
      </Title>
      <form onSubmit={onAdd} aria-label="Add a device">
        <Group align="flex-end">
          <TextInput
            label="Event name"
            required
            maxLength={100}
            value={eventName}
            onChange={(event) => setEventName(event.currentTarget.value)}
          />
          <TextInput
            label="Device label"
            placeholder="Tablet 1"
            maxLength={100}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
          />
          <Button type="submit" disabled={busy || eventName.trim() === ''}>
            Add a device
          </Button>
        </Group>
      </form>
      {issued && (
        <Alert color="blue" title={`Enrolment code for ${issued.eventName}`}>
          <Code fz="lg" data-testid="enrolment-code">
            {issued.code}
          </Code>
          <Text size="sm" mt="xs">
            Type it into the tablet&apos;s event set-up while it is online. It works once, within a
            day.
          </Text>
        </Alert>
      )}
      {failure && (
        <Alert color="red" title="Booth devices">
          {failure}
        </Alert>
      )}
      {devices && devices.length > 0 && (
        <Table.ScrollContainer minWidth={1000}>
          <Table aria-label="Booth devices" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Device</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last contact</Table.Th>
                <Table.Th>Waiting</Table.Th>
                <Table.Th>Failed</Table.Th>
                <Table.Th>Last delivery</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Storage</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devices.map((device) => (
                <BoothDeviceRow
                  key={device.id}
                  device={device}
                  now={now}
                  busy={busy}
                  onRevoke={() => void act(() => revokeBoothDevice(device.id))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
