import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { fetchEventReport, type EventReport as Report } from '@/features/admin/event-report-api';
import {
  reportCsvColumns,
  reportFileName,
  reportRows,
  type ReportRow,
} from '@/features/admin/event-report-rows';
import { toCsv, downloadCsv } from '@/lib/csv';

const count = new Intl.NumberFormat('en-US');

/** One event's report, counted by the database in the admin's time zone. */
function useEventReport(eventName: string) {
  const [answer, setAnswer] = useState<{ eventName: string; report: Report | Error } | null>(null);
  useEffect(() => {
    let current = true;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fetchEventReport(eventName, timeZone).then(
      (report) => current && setAnswer({ eventName, report }),
      (error: unknown) =>
        current &&
        setAnswer({
          eventName,
          report: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      current = false;
    };
  }, [eventName]);
  return answer?.eventName === eventName ? answer.report : null;
}

function CountTable({
  label,
  heading,
  rows,
  staff = false,
}: {
  label: string;
  heading: string;
  rows: ReportRow[];
  staff?: boolean;
}) {
  return (
    <Table aria-label={label} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          {staff && <Table.Th>Staff</Table.Th>}
          <Table.Th>Leads</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.value}>
            <Table.Td>{row.value}</Table.Td>
            {staff && <Table.Td>{row.staff}</Table.Td>}
            <Table.Td>{count.format(row.leads ?? 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function HotLeads({ rows }: { rows: ReportRow[] }) {
  if (rows.length === 0) return <Text size="sm">No lead at this event was rated Hot.</Text>;
  return (
    <Table aria-label="Hot leads" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Full Name</Table.Th>
          <Table.Th>Company</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Answers</Table.Th>
          <Table.Th>Note</Table.Th>
          <Table.Th>At the booth</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.email}-${row.value}`}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.company}</Table.Td>
            <Table.Td>{row.email}</Table.Td>
            <Table.Td>{row.answers}</Table.Td>
            <Table.Td>{row.note}</Table.Td>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The picked event's report: its Hot leads first, then its leads per rating, per hour of
 * the booth's clock and per device; the CSV carries the same rows in the same order.
 */
export function EventReport({ eventName }: { eventName: string }) {
  const report = useEventReport(eventName);
  const rows = useMemo(
    () => (report && !(report instanceof Error) ? reportRows(report) : []),
    [report],
  );
  if (report instanceof Error)
    return (
      <Alert color="red" title="The event's report could not load" mt="md">
        {report.message}
      </Alert>
    );
  if (!report) return <Text size="sm">Loading the report...</Text>;
  const of = (section: ReportRow['section']) => rows.filter((row) => row.section === section);
  return (
    <Stack gap="sm" mt="md" mb="lg">
      <Group justify="space-between">
        <Title order={3}>{`Report: ${eventName} (${count.format(report.leads)} leads)`}</Title>
        <Button
          variant="default"
          onClick={() => downloadCsv(reportFileName(eventName), [toCsv(reportCsvColumns, rows)])}
        >
          Export report CSV
        </Button>
      </Group>
      <Title order={4}>Hot leads</Title>
      <HotLeads rows={of('Hot lead')} />
      <Group align="flex-start" grow>
        <CountTable label="Leads per rating" heading="Rating" rows={of('Rating')} />
        <CountTable label="Leads per hour" heading="Hour" rows={of('Hour')} />
        <CountTable label="Leads per device" heading="Device" rows={of('Device')} staff />
      </Group>
    </Stack>
  );
}
