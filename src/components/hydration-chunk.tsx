import { Activity, type ReactNode } from 'react';

/**
 * Hydrates its children as a chunk of their own. React leaves prerendered HTML inside an
 * Activity boundary as it is, then hydrates it in short, interruptible slices (and first,
 * if the visitor clicks inside it), instead of in one long task with the rest of the
 * page. Unlike a Suspense boundary it never swaps its content for a fallback when
 * something inside loads later. Renders its children unchanged everywhere else.
 */
export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
