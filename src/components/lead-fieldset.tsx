import {
  Checkbox,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { memo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SpamTrapInput } from '@/components/spam-trap-input';
import { isAttribution } from '@/shared/leads/common-fields';
import {
  isSpamTrap,
  isTextField,
  type ChoicesField,
  type LeadField,
} from '@/shared/leads/lead-field';

interface LeadFieldsetProps {
  fields: readonly LeadField[];
  /** Each field's react-hook-form registration, by field name. */
  registrations: Record<string, UseFormRegisterReturn>;
  /** Each field's error message, by field name. */
  messages: Partial<Record<string, string>>;
  /** 'lg' for touch-first forms: every control at least 48 px high. */
  size?: 'sm' | 'lg';
  /** Descriptions known only in the browser, by field name, in place of the field's hint. */
  hints?: Partial<Record<string, string>>;
}

const choose = (values: readonly string[]) => [{ value: '', label: 'Select…' }, ...values];

/** A group of boxes, one per option: react-hook-form collects the ticked ones as a list. */
interface FieldInputProps<Field> {
  field: Field;
  registration: UseFormRegisterReturn | undefined;
  error: string | undefined;
  size: 'sm' | 'lg';
  hint?: string;
}

/** The on-screen keyboard each kind of text calls for. */
const keyboardFor: Partial<Record<LeadField['input'], 'email' | 'tel' | 'url'>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
};

/** Checkboxes one size up from the text controls, as Mantine's scale reads best. */
const checkboxSize = { sm: 'md', lg: 'lg' } as const;

function ChoicesInput({ field, registration, error, size }: FieldInputProps<ChoicesField>) {
  const errorId = `${field.name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} style={{ border: 0, padding: 0 }}>
      <Input.Label component="legend" size={size}>
        {field.label}
      </Input.Label>
      <Stack gap="xs" mt={4}>
        {field.options.values.map((value) => (
          <Checkbox
            key={value}
            size={checkboxSize[size]}
            value={value}
            label={value}
            {...registration}
          />
        ))}
      </Stack>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </fieldset>
  );
}

/** One form control for a lead field, labelled and typed as the lead kind describes it. */
function LeadFieldInput({ field, registration, error, size, hint }: FieldInputProps<LeadField>) {
  if (field.input === 'choices')
    return <ChoicesInput field={field} registration={registration} error={error} size={size} />;
  // Instants and pages have no generic control: the form that carries them draws its own.
  if (field.input === 'instants' || field.input === 'pages') return null;
  if (field.input === 'consent')
    return (
      <Checkbox size={checkboxSize[size]} label={field.label} error={error} {...registration} />
    );
  const common = {
    size,
    label: field.label,
    description: hint ?? field.hint,
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
      inputMode={keyboardFor[field.input]}
      autoComplete={field.autoComplete}
      {...registration}
    />
  );
}

/**
 * A defaulted field is never the visitor's to fill (the schema supplies it), nor the trap,
 * nor where the visit came from (the submission adds it); instants and pages come with their
 * own controls.
 */
const isVisitors = (field: LeadField) =>
  !isSpamTrap(field) &&
  field.input !== 'instants' &&
  field.input !== 'pages' &&
  !isAttribution(field) &&
  (!isTextField(field) || field.fallback === undefined);

// Re-renders only when a registration set or a message changes, so a form that keeps its
// registrations stable (the contact page's) skips react-hook-form's renders during hydration.
const sameFieldset = (before: LeadFieldsetProps, after: LeadFieldsetProps) =>
  before.fields === after.fields &&
  before.registrations === after.registrations &&
  before.size === after.size &&
  before.hints === after.hints &&
  after.fields.every((field) => before.messages[field.name] === after.messages[field.name]);

/**
 * Every field of a lead kind in its description's order: the one-line ones in a grid, the
 * long texts below it, the honeypot out of sight after them. A field added to the
 * description appears in its form.
 */
export const LeadFieldset = memo(function LeadFieldset({
  fields,
  registrations,
  messages,
  size = 'sm',
  hints,
}: LeadFieldsetProps) {
  const controls = (long: boolean) =>
    fields
      .filter((field) => isVisitors(field) && (field.input === 'textarea') === long)
      .map((field) => (
        <LeadFieldInput
          key={field.name}
          field={field}
          error={messages[field.name]}
          registration={registrations[field.name]}
          size={size}
          hint={hints?.[field.name]}
        />
      ));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {controls(false)}
      </SimpleGrid>
      {controls(true)}
      {fields.filter(isSpamTrap).map((field) => (
        <SpamTrapInput key={field.name} field={field} registration={registrations[field.name]} />
      ))}
    </>
  );
}, sameFieldset);

/** Every field's registration, as LeadFieldset takes them. */
export function registrationsOf(
  fields: readonly LeadField[],
  register: (name: never) => UseFormRegisterReturn,
): Record<string, UseFormRegisterReturn> {
  return Object.fromEntries(fields.map((field) => [field.name, register(field.name as never)]));
}

/** Every field's error message, as LeadFieldset takes them. */
export function messagesOf(
  fields: readonly LeadField[],
  errors: Partial<Record<string, { message?: string }>>,
): Partial<Record<string, string>> {
  return Object.fromEntries(fields.map((field) => [field.name, errors[field.name]?.message]));
}
