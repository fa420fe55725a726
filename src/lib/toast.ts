/*
 * The one way page code shows a toast: Mantine's notifications with the colours of each
 * kind of outcome and a close button that has an accessible name.
 */
import { notifications } from '@mantine/notifications';
import { useToastStore } from '@/stores/toast-store';

type Tone = 'success' | 'info' | 'error';

const colours: Record<Tone, string> = { success: 'green', info: 'blue', error: 'red' };

export function showToast(tone: Tone, message: string, title?: string): void {
  useToastStore.getState().activate();
  notifications.show({
    title,
    message,
    color: colours[tone],
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
