import { Badge, Button, Popover } from '@mantine/core';
import { OutboxPanel } from '@/outbox/outbox-panel';
import type { OutboxItem } from '@/shared/outbox/outbox-item';

/** The header button ('3 pending') and the list it opens; loaded once something is queued. */
export function OutboxPopover({ items }: { items: OutboxItem[] }) {
  const pending = items.filter((item) => item.state === 'pending').length;
  const failed = items.length - pending;

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
