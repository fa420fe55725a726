import { startTransition, useEffect, useState } from 'react';

/**
 * Starts `load` (a dynamic import) in the first task after the next paint once `wanted`,
 * and returns true from then on: render the lazy component only then, its frame before.
 * A dynamic import is not free where it starts: the bundler's preload helper adds a
 * `modulepreload` link per dependency, synchronously, about 100 ms for the booking
 * dialog with the CPU slowed 4x. Started inside the click (as React.lazy does when first
 * rendered), it came before the dialog's frame could paint (INP 200+ ms); started after
 * the paint, the click only renders the frame. The switch happens in a transition, so
 * the dialog's first render yields to input.
 */
export function useLoadAfterPaint(load: () => Promise<unknown>, wanted: boolean): boolean {
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!wanted || started) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // A failure surfaces where the lazy component renders; nothing to do here.
        load().catch(() => undefined);
        startTransition(() => setStarted(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wanted, started, load]);

  return started;
}
