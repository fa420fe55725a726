import { lazy, Suspense } from 'react';
import { useToastStore } from '@/toasts/toast-store';

// Toasts only follow an interaction, so their container loads with the first one.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where toasts appear: mounted, with its code, once the first toast is shown. */
export function ToastHost() {
  const toastsShown = useToastStore((state) => state.active);
  return toastsShown ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}
