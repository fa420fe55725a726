import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { bookingTimesCopy as copy } from '@/content/booking-times';
import { knownTimeZones, timeZoneLabel } from '@/lib/time-zone-names';

interface TimeZoneSelectProps {
  value: string;
  onChange: (timeZone: string) => void;
  disabled?: boolean;
}

/** Every zone the browser knows, named as people read them, searchable by either name. */
export function TimeZoneSelect({ value, onChange, disabled }: TimeZoneSelectProps) {
  const zones = useMemo(() => {
    const names = knownTimeZones();
    if (!names.includes(value)) names.push(value);
    return names.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
  }, [value]);
  return (
    <Select
      label={copy.timeZone}
      data={zones}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No such time zone"
      maxDropdownHeight={240}
      disabled={disabled}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
