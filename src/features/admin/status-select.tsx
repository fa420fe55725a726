import { NativeSelect } from '@mantine/core';

interface StatusSelectProps {
  label: string;
  statuses: readonly string[];
  value: string;
  onChange: (status: string) => void;
}

/** A lead's status, changeable in place by an admin. */
export function StatusSelect({ label, statuses, value, onChange }: StatusSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      data={[...statuses]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
