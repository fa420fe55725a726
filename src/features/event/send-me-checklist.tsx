import { Checkbox, Input, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PagesField } from '@/shared/leads/lead-field';

interface SendMeChecklistProps {
  field: PagesField;
  registration: UseFormRegisterReturn | undefined;
  error: string | undefined;
}

/**
 * "Send me this" at the booth: one large box per page on offer, titled as the site titles
 * it; react-hook-form collects the ticked paths as a list. Optional: none ticked is none.
 */
export function SendMeChecklist({ field, registration, error }: SendMeChecklistProps) {
  const hintId = `${field.name}-hint`;
  const errorId = `${field.name}-error`;
  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <Input.Label component="legend" size="lg">
        {field.label}
      </Input.Label>
      <Input.Description id={hintId} size="md">
        {field.hint}
      </Input.Description>
      <Stack gap={0} mt={4}>
        {field.pages.map((page) => (
          <Checkbox
            key={page.path}
            size="lg"
            value={page.path}
            label={page.title}
            {...registration}
          />
        ))}
      </Stack>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </fieldset>
  );
}
