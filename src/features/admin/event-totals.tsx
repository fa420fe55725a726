import { Alert, Anchor, Table, Text } from '@mantine/core';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { fetchEventTotals, type EventDeviceTotal } from '@/features/admin/admin-api';
import { BoothDevices } from '@/features/admin/booth-devices';
import { EventReport } from '@/features/admin/event-report';
import { deviceLabel } from '@/features/admin/event-report-rows';
import type { LeadQuery } from '@/features/admin/lead-query';
import { leadRatings } from '@/features/admin/lead-ratings';
import { LeadTable } from '@/features/admin/lead-table';
import { eventLead } from '@/shared/leads/event-lead';

const count = new Intl.NumberFormat('en-US');

export interface EventTotal {
  eventName: string;
  leads: number;
  devices: EventDeviceTotal[];
}

/** Leads per event, each with its devices, read once when the Events tab opens. */
export function useEventTotals() {
  const [answer, setAnswer] = useState<EventDeviceTotal[] | Error | null>(null);
  useEffect(() => {
    let current = true;
    fetchEventTotals().then(
      (totals) => current && setAnswer(totals),
      (error: unknown) =>
        current && setAnswer(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, []);
  const events = useMemo(() => {
    if (!Array.isArray(answer)) return [];
    const byEvent = new Map<string, EventTotal>();
    for (const device of answer) {
      const event = byEvent.get(device.event_name) ?? {
        eventName: device.event_name,
        leads: 0,
        devices: [],
      };
      event.leads += device.leads;
      event.devices.push(device);
      byEvent.set(device.event_name, event);
    }
    return [...byEvent.values()];
  }, [answer]);
  return {
    events,
    failure: answer instanceof Error ? answer.message : null,
    loaded: answer !== null,
  };
}

/** Per-event totals with a per-device breakdown; an event's name shows only its leads. */
export function EventTotals({
  events,
  failure,
  loaded,
  onPick,
}: ReturnType<typeof useEventTotals> & { onPick: (eventName: string) => void }) {
  if (failure)
    return (
      <Alert color="red" title="Event totals could not load">
        {failure}
      </Alert>
    );
  if (!loaded) return <Text size="sm">Loading event totals...</Text>;
  if (events.length === 0) return null;
  return (
    <Table aria-label="Leads per event and device" striped mt="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event</Table.Th>
          <Table.Th>Device</Table.Th>
          <Table.Th>Staff</Table.Th>
          <Table.Th>Leads</Table.Th>
          <Table.Th>Last received</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => (
          <Fragment key={event.eventName}>
            <Table.Tr fw={600}>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onPick(event.eventName)}>
                  {event.eventName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {event.devices.length === 1 ? '1 device' : `${event.devices.length} devices`}
              </Table.Td>
              <Table.Td />
              <Table.Td>{count.format(event.leads)}</Table.Td>
              <Table.Td />
            </Table.Tr>
            {event.devices.map((device) => (
              <Table.Tr key={device.device_id}>
                <Table.Td />
                <Table.Td title={device.device_id}>{deviceLabel(device.device_id)}</Table.Td>
                <Table.Td>{device.staff_names.join(', ')}</Table.Td>
                <Table.Td>{count.format(device.leads)}</Table.Td>
                <Table.Td>{new Date(device.last_received_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The Events tab: the totals above the event leads' list, which an event name filters;
 * with an event picked, that event's report between them.
 */
export function EventLeadsPanel({
  query,
  onQueryChange,
}: {
  query: LeadQuery;
  onQueryChange: (query: LeadQuery) => void;
}) {
  const totals = useEventTotals();
  const eventNames = useMemo(() => totals.events.map((event) => event.eventName), [totals.events]);
  return (
    <>
      <BoothDevices />
      <EventTotals
        {...totals}
        onPick={(eventName) => onQueryChange({ ...query, group: eventName, page: 1 })}
      />
      {query.group.trim() && <EventReport eventName={query.group.trim()} />}
      <LeadTable
        description={eventLead}
        query={query}
        onQueryChange={onQueryChange}
        groups={eventNames}
        side={leadRatings}
      />
    </>
  );
}
