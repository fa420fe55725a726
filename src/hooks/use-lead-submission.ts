import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { leadMessages, queuedMessage } from '@/lib/lead-messages';
import { logger } from '@/lib/logger';
import { submitLead } from '@/lib/submit-lead';
import type { LeadKind } from '@/shared/outbox/lead-kinds';

/**
 * Submits a validated lead and shows the spec's toast. Resolves true when the form may
 * reset (delivered, or safely queued), false when it must stay open with its values.
 */
export function useLeadSubmission(kind: LeadKind) {
  return useCallback(
    async (payload: Record<string, unknown>): Promise<boolean> => {
      const messages = leadMessages[kind];
      try {
        const outcome = await submitLead(kind, payload);
        if (outcome.type === 'delivered') {
          notifications.show({ ...messages.success, color: 'green' });
          return true;
        }
        if (outcome.type === 'queued') {
          notifications.show({ ...queuedMessage, color: 'blue' });
          return true;
        }
        logger.error(`${kind} rejected`, outcome.reason);
      } catch (error) {
        logger.error(`${kind} could not be saved`, error);
      }
      notifications.show({ ...messages.failure, color: 'red' });
      return false;
    },
    [kind],
  );
}
