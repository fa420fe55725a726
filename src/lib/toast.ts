/*
 * The one way page code shows a toast. Mantine's notifications (a portal, transitions and
 * a store) load with the first toast, so no page carries them before it needs one.
 */
export type Tone = 'success' | 'info' | 'error';

export function showToast(tone: Tone, message: string, title?: string): void {
  void import('@/lib/toast-display').then(({ displayToast }) => displayToast(tone, message, title));
}
