import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  addOverride,
  removeOverride,
  type BookingHost,
  type HostOverride,
} from '@/features/admin/availability-api';
import {
  availabilityMessages,
  overrideText,
  shortTime,
  windowProblem,
} from '@/features/admin/availability-text';
import { useWrite } from '@/features/admin/use-availability';

interface HostOverridesEditorProps {
  host: BookingHost;
  /** This host's overrides, by date. */
  overrides: readonly HostOverride[];
  onSaved: () => void;
}

/**
 * Dates that differ from the week: a day off, or hours that replace the weekday's (several
 * rows on one date are several windows). Each row is removed on its own.
 */
export function HostOverridesEditor({ host, overrides, onSaved }: HostOverridesEditorProps) {
  const [date, setDate] = useState('');
  const [dayOff, setDayOff] = useState(true);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('13:00');
  const [problem, setProblem] = useState<{ date?: string; window?: string }>({});
  const write = useWrite(onSaved);
  const dates = [...new Set(overrides.map((one) => one.on_date))];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const window = dayOff ? null : windowProblem(start, end);
    const found = {
      ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? {} : { date: availabilityMessages.date }),
      ...(window ? { window } : {}),
    };
    setProblem(found);
    if (found.date || found.window) return;
    void write.run(() =>
      addOverride({
        host_id: host.id,
        on_date: date,
        start_time: dayOff ? null : start,
        end_time: dayOff ? null : end,
      }),
    );
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Dates that differ
      </Text>
      {dates.length > 0 && (
        <Table withTableBorder aria-label={`Dates that differ for ${host.name}`}>
          <Table.Tbody>
            {dates.map((onDate) => {
              const rows = overrides.filter((one) => one.on_date === onDate);
              return (
                <Table.Tr key={onDate}>
                  <Table.Th w={130}>{onDate}</Table.Th>
                  <Table.Td>{overrideText(rows)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {rows.map((row) => (
                        <Button
                          key={row.id}
                          size="compact-sm"
                          variant="default"
                          disabled={write.busy}
                          aria-label={`Remove ${onDate} ${
                            row.start_time && row.end_time
                              ? `${shortTime(row.start_time)}–${shortTime(row.end_time)}`
                              : 'day off'
                          }`}
                          onClick={() => void write.run(() => removeOverride(row.id))}
                        >
                          Remove
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <form onSubmit={submit} aria-label={`Add a date for ${host.name}`} noValidate>
        <Group align="flex-start">
          <TextInput
            type="date"
            label="Date"
            value={date}
            error={problem.date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Checkbox
            label="Day off"
            mt={32}
            checked={dayOff}
            onChange={(event) => setDayOff(event.currentTarget.checked)}
          />
          <TextInput
            type="time"
            label="From"
            disabled={dayOff}
            value={start}
            error={problem.window}
            onChange={(event) => setStart(event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label="To"
            disabled={dayOff}
            value={end}
            onChange={(event) => setEnd(event.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={write.busy}>
            Add date
          </Button>
        </Group>
      </form>
      {write.failure && (
        <Alert color="red" role="alert">
          {`Could not change the dates of ${host.name}: ${write.failure}`}
        </Alert>
      )}
    </Stack>
  );
}
