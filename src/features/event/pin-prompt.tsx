import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  clearWrongPins,
  pinLockedUntil,
  pinMessages,
  recordWrongPin,
  usePinLockedUntil,
} from '@/features/event/pin-lock';
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

/**
 * Asks for the staff PIN before a staff-only step; a wrong PIN unlocks nothing, and too many
 * in a row lock every prompt for a while (pin-lock.ts), even for the right PIN.
 */
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
  const lockedUntil = usePinLockedUntil();

  const close = () => {
    setPin('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pinLockedUntil() !== null) {
      setPin('');
      return;
    }
    if (await pinMatches(setup, pin)) {
      clearWrongPins();
      setPin('');
      setError(null);
      onUnlocked();
      return;
    }
    const left = recordWrongPin();
    setPin('');
    setError(left > 0 ? pinMessages.wrong(left) : null);
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
            disabled={lockedUntil !== null}
            error={lockedUntil !== null ? pinMessages.locked(lockedUntil) : error}
            onChange={(event) => setPin(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={close}>
              Cancel
            </Button>
            <Button size="lg" type="submit" disabled={lockedUntil !== null}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
