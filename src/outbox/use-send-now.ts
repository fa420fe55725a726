import { useState } from 'react';
import { flushOutbox } from '@/outbox/outbox-bridge';

/** 'Send now': a forced replay of the outbox, with whether one is under way for the button. */
export function useSendNow(): { sending: boolean; sendNow: () => Promise<void> } {
  const [sending, setSending] = useState(false);
  const sendNow = async () => {
    setSending(true);
    try {
      await flushOutbox(true);
    } finally {
      setSending(false);
    }
  };
  return { sending, sendNow };
}
