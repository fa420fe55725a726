import { useId as useReactId } from 'react';

/**
 * Mantine's useId, without its switch to a random id after mount. Mantine renders React's
 * id first (so server and client agree) and then sets a random one in a layout effect:
 * a synchronous second render of every input on the page, in the middle of hydration,
 * for an id that is already unique within the app's single root. This keeps React's id.
 * Same format as Mantine's first render, so prerendered HTML hydrates unchanged.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return staticId ?? `mantine-${reactId.replace(/:/g, '')}`;
}
