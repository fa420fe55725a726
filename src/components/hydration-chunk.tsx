import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates its children as a chunk of their own. React leaves prerendered HTML inside a
 * Suspense boundary as it is, then hydrates it in short, interruptible slices (and first,
 * if the visitor clicks inside it), instead of in one long task with the rest of the
 * page. Renders its children unchanged everywhere else.
 */
export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
