/*
 * What happened to a queued lead while no form was waiting for it: delivered by a replay
 * (this page's, another tab's or the worker's, perhaps before any page was open) or
 * refused by the server. Stored beside the outbox until one visible page claims it and
 * shows its toast, so every outcome is told once, in some tab, even after a reopen.
 */
import type { OutboxKind } from '@/shared/outbox/outbox-kinds';

export interface OutboxNews {
  /** The lead's id: one entry per lead, however often the news is written. */
  id: string;
  kind: OutboxKind;
  outcome: 'delivered' | 'refused';
  at: number;
}
