/*
 * The one way page code shows a toast. Mantine's notifications (a portal, transitions and
 * a store) load with the first toast, so no page carries them before it needs one.
 */
import { logger } from '@/lib/logger';
import type { Tone } from '@/toasts/toast-tone';

const loadDisplay = () => import('@/toasts/toast-display');

/** Starts loading the display, e.g. when a form that will report its outcome is in use. */
export function preloadToasts(): void {
  void loadDisplay().catch(() => undefined);
}

export function showToast(tone: Tone, message: string, title?: string): void {
  loadDisplay()
    .then(({ displayToast }) => displayToast(tone, message, title))
    .catch((error: unknown) => logger.error('toast could not be shown', error));
}
