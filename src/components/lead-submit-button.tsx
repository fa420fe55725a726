import { Button, Group } from '@mantine/core';

interface LeadSubmitButtonProps {
  /** The kind's label, or its pending one while the lead is on its way (useLeadForm). */
  label: string;
  submitting: boolean;
  /** Mantine's loader in place of the label, for a kind with no pending text. */
  spinner: boolean;
  /**
   * Where the form sits: 'end' in a dialog's footer, 'start' under a page's text, 'stretch'
   * across a booth's touch screen (and a size up, as every control there).
   */
  placement: 'start' | 'end' | 'stretch';
}

/** Every lead form's submit button: disabled while the lead is on its way, saying so. */
export function LeadSubmitButton({ label, submitting, spinner, placement }: LeadSubmitButtonProps) {
  const button = (
    <Button
      type="submit"
      disabled={submitting}
      loading={spinner}
      size={placement === 'stretch' ? 'xl' : undefined}
      style={placement === 'start' ? { alignSelf: 'flex-start' } : undefined}
    >
      {label}
    </Button>
  );
  return placement === 'end' ? <Group justify="flex-end">{button}</Group> : button;
}
