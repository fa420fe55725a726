import { Alert, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import {
  createDeviceEnrolment,
  fetchBoothDevices,
  revokeBoothDevice,
  type BoothDevice,
} from '@/features/admin/booth-devices-api';

const when = (at: string | null) => (at ? new Date(at).toLocaleString() : 'Never');

function deviceStatus(device: BoothDevice): string {
  if (device.revoked_at) return `Revoked ${when(device.revoked_at)}`;
  return device.enrolled_at ? 'Enrolled' : 'Waiting for its code';
}

/**
 * The Events tab's booth devices: 'Add a device' makes a one-time enrolment code for an
 * event, which staff type into the tablet's set-up; each device shows its last contact and
 * can be revoked, after which its leads are refused until it is enrolled again.
 */
export function BoothDevices() {
  const [devices, setDevices] = useState<BoothDevice[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [eventName, setEventName] = useState('');
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<{ code: string; eventName: string } | null>(null);
  const [busy, setBusy] = useState(false);

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
        <Table aria-label="Booth devices" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Device</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last contact</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {devices.map((device) => (
              <Table.Tr key={device.id}>
                <Table.Td>{device.event_name}</Table.Td>
                <Table.Td>{device.label || `Device ${device.id.slice(0, 8)}`}</Table.Td>
                <Table.Td>{when(device.created_at)}</Table.Td>
                <Table.Td>{when(device.last_contact_at)}</Table.Td>
                <Table.Td>{deviceStatus(device)}</Table.Td>
                <Table.Td>
                  {!device.revoked_at && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={busy}
                      aria-label={`Revoke ${device.label || `device ${device.id.slice(0, 8)}`}`}
                      onClick={() => void act(() => revokeBoothDevice(device.id))}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
