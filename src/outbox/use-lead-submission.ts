import { useCallback } from 'react';
import { queuedMessages, unstoredFileMessage, unstoredMessage } from '@/outbox/lead-messages';
import { logger } from '@/lib/logger';
import { visitAttributionFor } from '@/lib/visit-attribution';
import { leadKinds, type LeadKind, type LeadPayload } from '@/shared/leads/lead-kinds';
import type { LeadAttachment } from '@/shared/leads/resume';
import { preloadToasts, showToast } from '@/toasts/show-toast';

// The submission path (outbox, schemas, delivery) is not needed to read a page: it loads
// when a visitor starts on a form, or at the latest on submit.
const loadSubmitLead = () => import('@/outbox/submit-lead');

/**
 * Starts loading the submission path and the toast display, e.g. when the visitor starts
 * filling in a form: a connection lost before the worker is installed then still lets the
 * lead be queued and its toast shown.
 */
export function preloadLeadSubmission(): void {
  void loadSubmitLead().catch(() => undefined);
  preloadToasts();
}

/** The spec's failure toast for a lead that could not be saved; the form keeps its values. */
export function showLeadFailure(kind: LeadKind): void {
  const { message, title } = leadKinds[kind].messages.failure;
  showToast('error', message, title);
}

/** Sends a kind's validated lead; true when the form may reset. */
export type SubmitLead<Kind extends LeadKind> = (
  payload: LeadPayload<Kind>,
  attachment?: LeadAttachment,
) => Promise<boolean>;

/**
 * Tells what became of a delivered lead in place of the kind's success toast (a booking
 * asks the database whether its time was booked); resolves true when the form may reset.
 */
export type AfterDelivery = (id: string) => Promise<boolean>;

/**
 * Submits a validated lead and shows the spec's toast. Resolves true when the form may
 * reset (delivered, or safely queued), false when it must stay open with its values. A lead
 * whose spam trap a bot filled goes the same way: the database stores it and tells no one.
 * The visit's attribution joins the payload here, so a lead queued offline keeps it. A file
 * (an application's résumé) goes with the lead, queued with it when it cannot go now.
 */
export function useLeadSubmission<Kind extends LeadKind>(
  kind: Kind,
  afterDelivery?: AfterDelivery,
): SubmitLead<Kind> {
  return useCallback(
    async (payload: LeadPayload<Kind>, attachment?: LeadAttachment) => {
      const { messages, fields } = leadKinds[kind];
      try {
        const { submitLead } = await loadSubmitLead();
        const outcome = await submitLead(
          kind,
          { ...payload, ...visitAttributionFor(fields) },
          attachment,
        );
        if (outcome.type === 'delivered') {
          if (afterDelivery) return await afterDelivery(outcome.id);
          showToast('success', messages.success.message, messages.success.title);
          return true;
        }
        if (outcome.type === 'queued') {
          // Online, the network or the server failed: saying 'offline' would be wrong.
          const queued = navigator.onLine ? queuedMessages.serverTrouble : queuedMessages.offline;
          showToast('info', queued.message, queued.title);
          return true;
        }
        if (outcome.type === 'unstored') {
          logger.error(`${kind} not sent and not storable`, outcome.reason);
          const unstored = attachment ? unstoredFileMessage : unstoredMessage;
          showToast('error', unstored.message, unstored.title);
          return false;
        }
        logger.error(`${kind} rejected`, outcome.reason);
      } catch (error) {
        logger.error(`${kind} could not be saved`, error);
      }
      showLeadFailure(kind);
      return false;
    },
    [kind, afterDelivery],
  );
}
