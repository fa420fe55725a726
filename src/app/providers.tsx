import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from '@/app/theme';
import { AuthProvider } from '@/components/auth-provider';

// Toasts only follow an interaction, so their container loads after the page.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The one provider tree, shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
