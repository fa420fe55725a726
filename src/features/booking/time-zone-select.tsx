import { TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { bookingTimesCopy as copy } from '@/content/booking-times';
import { knownTimeZones, timeZoneLabel } from '@/lib/time-zone-names';

interface TimeZoneSelectProps {
  value: string;
  onChange: (timeZone: string) => void;
  disabled?: boolean;
}

/**
 * Every zone the browser knows, named as people read them, searchable by either name. A
 * datalist does the searching natively: no combobox code joins the dialog or any page.
 */
export function TimeZoneSelect({ value, onChange, disabled }: TimeZoneSelectProps) {
  const listId = useId();
  const zones = useMemo(
    () => knownTimeZones().map((zone) => ({ zone, label: timeZoneLabel(zone) })),
    [],
  );
  // What the visitor types while searching; the chosen zone's name otherwise.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <>
      <TextInput
        label={copy.timeZone}
        list={listId}
        autoComplete="off"
        value={typed ?? timeZoneLabel(value)}
        disabled={disabled}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const text = event.currentTarget.value;
          const chosen = zones.find(({ zone, label }) => label === text || zone === text);
          setTyped(chosen ? null : text);
          if (chosen) onChange(chosen.zone);
        }}
        onBlur={() => setTyped(null)}
      />
      <datalist id={listId}>
        {zones.map(({ zone, label }) => (
          <option key={zone} value={label} />
        ))}
      </datalist>
    </>
  );
}
