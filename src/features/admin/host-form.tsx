import { Alert, Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import type { BookingHost, HostChanges } from '@/features/admin/availability-api';
import {
  availabilityMessages,
  timeZoneChoices,
  wholeNumber,
} from '@/features/admin/availability-text';
import { useWrite } from '@/features/admin/use-availability';

interface HostFormProps {
  /** The host to edit; none adds a new one. */
  host?: BookingHost;
  /** A new host starts in the admin's own zone. */
  defaultZone: string;
  onSave: (changes: HostChanges) => Promise<void>;
  onSaved: () => void;
}

const defaultCap = 8;

/** A host's name, mail address, zone, daily cap and whether visitors can book them. */
export function HostForm({ host, defaultZone, onSave, onSaved }: HostFormProps) {
  const [name, setName] = useState(host?.name ?? '');
  const [email, setEmail] = useState(host?.email ?? '');
  const [zone, setZone] = useState(host?.time_zone ?? defaultZone);
  const [cap, setCap] = useState(String(host?.daily_cap ?? defaultCap));
  const [active, setActive] = useState(host?.active ?? true);
  const [errors, setErrors] = useState<{ name?: string; cap?: string }>({});
  const zones = useMemo(() => timeZoneChoices(zone), [zone]);
  const write = useWrite(() => {
    // A new host's form empties for the next one; an edited host's keeps its values.
    if (!host) setName('');
    onSaved();
  });
  const what = host ? `host ${host.name}` : 'a host';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dailyCap = wholeNumber(cap);
    const found = {
      ...(name.trim() ? {} : { name: availabilityMessages.name }),
      ...(dailyCap === null ? { cap: availabilityMessages.whole } : {}),
    };
    setErrors(found);
    if (dailyCap === null || found.name) return;
    void write.run(() =>
      onSave({
        name: name.trim(),
        email: email.trim() || null,
        time_zone: zone,
        daily_cap: dailyCap,
        active,
      }),
    );
  };

  return (
    <form onSubmit={submit} aria-label={host ? `Edit ${what}` : 'Add a host'} noValidate>
      <Group align="flex-end">
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Email (optional)"
          type="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <NativeSelect
          label="Time zone"
          data={zones}
          value={zone}
          onChange={(event) => setZone(event.currentTarget.value)}
        />
        <TextInput
          label="Daily cap"
          type="number"
          inputMode="numeric"
          min={1}
          w={110}
          value={cap}
          error={errors.cap}
          onChange={(event) => setCap(event.currentTarget.value)}
        />
        <Checkbox
          label="Active"
          mb={8}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <Button type="submit" loading={write.busy}>
          {host ? 'Save host' : 'Add host'}
        </Button>
      </Group>
      {write.failure && (
        <Alert color="red" role="alert" mt="xs">
          {`Could not save ${what}: ${write.failure}`}
        </Alert>
      )}
    </form>
  );
}
