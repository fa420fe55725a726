import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { addHost, updateHost } from '@/features/admin/availability-api';
import { BookingSettingsForm } from '@/features/admin/booking-settings-form';
import { HostCalendarFeed } from '@/features/admin/host-calendar-feed';
import { HostForm } from '@/features/admin/host-form';
import { HostHoursEditor } from '@/features/admin/host-hours-editor';
import { HostOverridesEditor } from '@/features/admin/host-overrides-editor';
import { useAvailability } from '@/features/admin/use-availability';
import { browserTimeZone } from '@/lib/zoned-time';

/**
 * The dashboard's Availability tab: the booking settings, then each host with their zone,
 * cap, weekly hours and dates that differ, then a form to add a host. Free times
 * (public.available_slots) follow from these alone.
 */
export function AvailabilityPanel() {
  const { load, reload } = useAvailability();
  const [adminZone] = useState(() => browserTimeZone() ?? 'UTC');

  if (load.state === 'loading') return <Text mt="md">Loading...</Text>;
  if (load.state === 'failed')
    return (
      <Alert mt="md" color="red" role="alert">
        {`Failed to load the availability: ${load.reason}`}
      </Alert>
    );
  const { settings, hosts, hours, overrides } = load.availability;
  return (
    <Stack mt="md" gap="lg">
      <BookingSettingsForm settings={settings} onSaved={reload} />
      <Title order={2} size="h4">
        Hosts
      </Title>
      {hosts.length === 0 && <Text>No hosts yet: visitors see no free times.</Text>}
      {hosts.map((host) => (
        <Paper
          key={host.id}
          withBorder
          p="md"
          component="section"
          aria-labelledby={`host-${host.id}`}
        >
          <Stack gap="md">
            <Group gap="xs">
              <Title order={3} size="h5" id={`host-${host.id}`}>
                {host.name}
              </Title>
              {!host.active && <Badge color="gray">Inactive</Badge>}
            </Group>
            <HostForm
              host={host}
              defaultZone={adminZone}
              onSave={(changes) => updateHost(host.id, changes)}
              onSaved={reload}
            />
            <HostHoursEditor
              host={host}
              hours={hours.filter((one) => one.host_id === host.id)}
              onSaved={reload}
            />
            <HostOverridesEditor
              host={host}
              overrides={overrides.filter((one) => one.host_id === host.id)}
              onSaved={reload}
            />
            <HostCalendarFeed hostId={host.id} hostName={host.name} />
          </Stack>
        </Paper>
      ))}
      <HostForm defaultZone={adminZone} onSave={addHost} onSaved={reload} />
    </Stack>
  );
}
