import { lazy, Suspense } from 'react';
import { useOutboxStore } from '@/outbox/outbox-store';

const OutboxPopover = lazy(() =>
  import('@/outbox/outbox-popover').then((module) => ({ default: module.OutboxPopover })),
);

/** Shows the outbox in the header while anything waits or failed; nothing otherwise. */
export function OutboxIndicator() {
  const items = useOutboxStore((state) => state.items);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxPopover items={items} />
    </Suspense>
  );
}
