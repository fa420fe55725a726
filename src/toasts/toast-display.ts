/*
 * Shows a toast with Mantine's notifications, in the colours of each kind of outcome and
 * with a close button that has an accessible name. Loaded by showToast on first use.
 */
import { notifications } from '@mantine/notifications';
import type { Tone } from '@/toasts/toast-tone';
import { useToastStore } from '@/toasts/toast-store';

const colours: Record<Tone, string> = { success: 'green', info: 'blue', error: 'red' };

export function displayToast(tone: Tone, message: string, title?: string): void {
  useToastStore.getState().activate();
  notifications.show({
    title,
    message,
    color: colours[tone],
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
