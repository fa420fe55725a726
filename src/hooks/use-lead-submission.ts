import { useCallback } from 'react';
import { leadMessages, queuedMessage } from '@/lib/lead-messages';
import { logger } from '@/lib/logger';
import { submitLead } from '@/lib/submit-lead';
import type { LeadKind } from '@/shared/outbox/lead-kinds';
import { showToast } from '@/lib/toast';

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
          showToast('success', messages.success.message, messages.success.title);
          return true;
        }
        if (outcome.type === 'queued') {
          showToast('info', queuedMessage.message, queuedMessage.title);
          return true;
        }
        logger.error(`${kind} rejected`, outcome.reason);
      } catch (error) {
        logger.error(`${kind} could not be saved`, error);
      }
      showToast('error', messages.failure.message, messages.failure.title);
      return false;
    },
    [kind],
  );
}
