import { NativeSelect } from '@mantine/core';
import { consultationStatuses, type ConsultationStatus } from '@/features/admin/admin-api';

interface StatusSelectProps {
  label: string;
  value: ConsultationStatus;
  onChange: (status: ConsultationStatus) => void;
}

const isStatus = (value: string): value is ConsultationStatus =>
  (consultationStatuses as readonly string[]).includes(value);

/** A consultation's status, changeable in place by an admin. */
export function StatusSelect({ label, value, onChange }: StatusSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      data={[...consultationStatuses]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isStatus(next)) onChange(next);
      }}
    />
  );
}
