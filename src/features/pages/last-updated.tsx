import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => {};
}

function todayIso(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * Today's date as a <time>. Prerendered HTML was built on another day, so the server and
 * the hydrating render leave it empty and the browser fills it in right after.
 */
export function LastUpdated() {
  const iso = useSyncExternalStore(subscribe, todayIso, () => null);
  if (!iso) return <time />;
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return <time dateTime={iso}>{dateFormat.format(new Date(year, month - 1, day))}</time>;
}
