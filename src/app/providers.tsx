import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '@/app/theme';
import { AuthProvider } from '@/auth/auth-provider';
import { ToastHost } from '@/toasts/toast-host';

/** The one provider tree, shared by the browser entry and the prerenderer. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <ToastHost />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
