import { Alert, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  addHours,
  removeHours,
  type BookingHost,
  type HostHours,
} from '@/features/admin/availability-api';
import { shortTime, weekdays, windowProblem } from '@/features/admin/availability-text';
import { useWrite } from '@/features/admin/use-availability';

interface HostHoursEditorProps {
  host: BookingHost;
  /** This host's windows, in order. */
  hours: readonly HostHours[];
  onSaved: () => void;
}

/** A host's week: several windows a weekday, in the host's zone, each removable. */
export function HostHoursEditor({ host, hours, onSaved }: HostHoursEditorProps) {
  const [weekday, setWeekday] = useState('1');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('17:00');
  const [problem, setProblem] = useState<string | null>(null);
  const write = useWrite(onSaved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = windowProblem(start, end);
    setProblem(found);
    if (found) return;
    void write.run(() =>
      addHours({ host_id: host.id, weekday: Number(weekday), start_time: start, end_time: end }),
    );
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>{`Weekly hours (${host.time_zone})`}</Text>
      <Table withTableBorder aria-label={`Weekly hours of ${host.name}`}>
        <Table.Tbody>
          {weekdays.map(({ value, name }) => {
            const windows = hours.filter((one) => one.weekday === value);
            return (
              <Table.Tr key={value}>
                <Table.Th w={130}>{name}</Table.Th>
                <Table.Td>
                  {windows.length === 0 ? (
                    <Text size="sm">Not working</Text>
                  ) : (
                    <Group gap="xs">
                      {windows.map((one) => {
                        const text = `${shortTime(one.start_time)}–${shortTime(one.end_time)}`;
                        return (
                          <Button
                            key={one.id}
                            size="compact-sm"
                            variant="default"
                            disabled={write.busy}
                            aria-label={`Remove ${name} ${text}`}
                            onClick={() => void write.run(() => removeHours(one.id))}
                          >
                            {`${text} ×`}
                          </Button>
                        );
                      })}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <form onSubmit={submit} aria-label={`Add hours for ${host.name}`} noValidate>
        <Group align="flex-start">
          <NativeSelect
            label="Weekday"
            data={weekdays.map(({ value, name }) => ({ value: String(value), label: name }))}
            value={weekday}
            onChange={(event) => setWeekday(event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label="From"
            value={start}
            error={problem}
            onChange={(event) => setStart(event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label="To"
            value={end}
            onChange={(event) => setEnd(event.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={write.busy}>
            Add hours
          </Button>
        </Group>
      </form>
      {write.failure && (
        <Alert color="red" role="alert">
          {`Could not change the hours of ${host.name}: ${write.failure}`}
        </Alert>
      )}
    </Stack>
  );
}
