import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LeadField } from '@/shared/leads/lead-field';

interface LeadFieldInputProps {
  field: LeadField;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

const choose = (values: readonly string[]) => [{ value: '', label: 'Select…' }, ...values];

/** One form control for a lead field, labelled and typed as the lead kind describes it. */
export function LeadFieldInput({ field, registration, error }: LeadFieldInputProps) {
  const common = {
    label: field.label,
    description: field.hint,
    withAsterisk: Boolean(field.required),
    error,
  };
  if (field.input === 'hidden') return <input type="hidden" {...registration} />;
  if (field.input === 'textarea') return <Textarea {...common} rows={5} {...registration} />;
  if (field.input === 'select')
    return (
      <NativeSelect {...common} data={choose(field.options?.values ?? [])} {...registration} />
    );
  return (
    <TextInput
      {...common}
      type={field.input === 'text' ? undefined : field.input}
      autoComplete={field.autoComplete}
      {...registration}
    />
  );
}

export function pickField<Field extends LeadField>(
  fields: readonly Field[],
  name: Field['name'],
): Field {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No lead field named ${name}`);
  return field;
}

/** The named fields of a lead kind, in the order given. */
export function pickFields<Field extends LeadField>(
  fields: readonly Field[],
  names: readonly Field['name'][],
): Field[] {
  return names.map((name) => pickField(fields, name));
}
