import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { reported, silenceFlag, storageText } from '@/features/admin/booth-device-health';
import type { BoothDevice } from '@/features/admin/booth-devices-api';

const when = (at: string | null) => (at ? new Date(at).toLocaleString() : 'Never');

function deviceStatus(device: BoothDevice): string {
  if (device.revoked_at) return `Revoked ${when(device.revoked_at)}`;
  return device.enrolled_at ? 'Enrolled' : 'Waiting for its code';
}

interface BoothDeviceRowProps {
  device: BoothDevice;
  now: number;
  busy: boolean;
  onRevoke: () => void;
}

/** One device: its enrolment, its last heartbeat's figures, and the revoke button. */
export function BoothDeviceRow({ device, now, busy, onRevoke }: BoothDeviceRowProps) {
  const name = device.label || `Device ${device.id.slice(0, 8)}`;
  const flag = silenceFlag(device, now);
  const heartbeat = device.last_seen_at !== null;
  return (
    <Table.Tr>
      <Table.Td>{device.event_name}</Table.Td>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{when(device.created_at)}</Table.Td>
      <Table.Td>{when(device.last_contact_at)}</Table.Td>
      <Table.Td>{reported(device.waiting)}</Table.Td>
      <Table.Td>{reported(device.failed)}</Table.Td>
      <Table.Td>{heartbeat ? when(device.last_delivery_at) : reported(null)}</Table.Td>
      <Table.Td>{reported(device.app_version)}</Table.Td>
      <Table.Td>{storageText(device)}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Text size="sm">{deviceStatus(device)}</Text>
          {flag && (
            <Badge color="red" variant="light" tt="none">
              {flag}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {!device.revoked_at && (
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={busy}
            aria-label={`Revoke ${device.label || `device ${device.id.slice(0, 8)}`}`}
            onClick={onRevoke}
          >
            Revoke
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
