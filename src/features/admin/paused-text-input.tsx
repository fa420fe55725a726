import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The server asks once the admin pauses typing, not once per key. */
const typingPauseMs = 300;

interface PausedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  /** Called with what was typed once typing pauses; keep it stable (useCallback). */
  onTypingPause: (value: string) => void;
}

/** A text filter of a lead list: shows every key at once, tells the list after a pause. */
export function PausedTextInput({ value, onTypingPause, ...props }: PausedTextInputProps) {
  const [typed, setTyped] = useState(value);

  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onTypingPause(typed), typingPauseMs);
    return () => clearTimeout(timer);
  }, [typed, value, onTypingPause]);

  return (
    <TextInput {...props} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
  );
}
