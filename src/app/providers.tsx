import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from '@/app/theme';
import { AuthProvider } from '@/components/auth-provider';
import { useToastStore } from '@/stores/toast-store';

// Toasts only follow an interaction, so their container loads with the first one.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The one provider tree, shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  const toastsShown = useToastStore((state) => state.active);
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      {toastsShown && (
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
      )}
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
