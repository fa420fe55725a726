import { Badge, Button, Popover } from '@mantine/core';
import { OutboxPanel } from '@/features/offline/outbox-panel';
import { useOutboxStore } from '@/stores/outbox-store';

/** '3 pending' in the header while leads wait; opens the list of what is queued. */
export function OutboxIndicator() {
  const items = useOutboxStore((state) => state.items);
  const pending = items.filter((item) => item.state === 'pending').length;
  const failed = items.length - pending;
  if (items.length === 0) return null;

  return (
    <Popover width={360} position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant="light" color={failed > 0 ? 'red' : 'orange'} size="sm">
          {pending > 0 ? `${pending} pending` : `${failed} failed`}
          {pending > 0 && failed > 0 && (
            <Badge color="red" ml="xs" size="sm">
              {failed} failed
            </Badge>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <OutboxPanel items={items} />
      </Popover.Dropdown>
    </Popover>
  );
}
