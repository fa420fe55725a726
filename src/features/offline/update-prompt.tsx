import { Button, Group, Notification, Text } from '@mantine/core';
import { useState } from 'react';
import { useUpdateStore } from '@/stores/update-store';
import classes from '@/features/offline/update-prompt.module.css';

/** True when any form on the page holds something the visitor typed. */
function hasUnsentInput(): boolean {
  return Array.from(document.querySelectorAll('form')).some((form) =>
    Array.from(form.elements).some(
      (element) =>
        (element instanceof HTMLInputElement &&
          element.type !== 'hidden' &&
          element.value !== '') ||
        (element instanceof HTMLTextAreaElement && element.value !== '') ||
        (element instanceof HTMLSelectElement && element.selectedIndex > 0),
    ),
  );
}

/** 'A new version is available' with Reload; never reloads under a half-filled form. */
export function UpdatePrompt() {
  const waiting = useUpdateStore((state) => state.waiting);
  const activate = useUpdateStore((state) => state.activate);
  const [blocked, setBlocked] = useState(false);
  if (!waiting || !activate) return null;

  const reload = () => {
    if (hasUnsentInput()) setBlocked(true);
    else activate();
  };

  return (
    <Notification
      className={classes.prompt}
      withCloseButton={false}
      title="A new version is available"
    >
      {blocked && (
        <Text size="sm" mb="xs">
          Send or clear the form you are filling in first, so nothing is lost.
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="xs" onClick={reload}>
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
