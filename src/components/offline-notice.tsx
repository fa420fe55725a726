import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a page that needs the network says while the browser is offline. */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <Alert mt="lg" color="yellow" title="You're offline">
      {children}
    </Alert>
  );
}
