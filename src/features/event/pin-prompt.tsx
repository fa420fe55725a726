import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { pinMatches, type EventSetup } from '@/features/event/event-setup';

interface PinPromptProps {
  opened: boolean;
  title: string;
  /** What the right PIN unlocks. */
  confirmLabel: string;
  setup: EventSetup;
  onClose: () => void;
  onUnlocked: () => void;
}

/** Asks for the staff PIN before a staff-only step; a wrong PIN unlocks nothing. */
export function PinPrompt({
  opened,
  title,
  confirmLabel,
  setup,
  onClose,
  onUnlocked,
}: PinPromptProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPin('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await pinMatches(setup, pin)) {
      setPin('');
      setError(null);
      onUnlocked();
    } else {
      setError('Wrong PIN');
      setPin('');
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <PasswordInput
            size="lg"
            label="Staff PIN"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            data-autofocus
            value={pin}
            error={error}
            onChange={(event) => setPin(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={close}>
              Cancel
            </Button>
            <Button size="lg" type="submit">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
