/*
 * What the outbox stores per lead. The id is the row's primary key, chosen on the
 * device, so a replay of an item that already arrived is a harmless duplicate.
 */
import type { OutboxKind } from '@/shared/outbox/outbox-kinds';

export type OutboxState = 'pending' | 'failed';

export interface OutboxItem {
  id: string;
  kind: OutboxKind;
  /** The validated row, without its id. */
  payload: Record<string, unknown>;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  /** Earliest time an automatic retry may send it again (manual 'Send now' ignores it). */
  nextAttemptAt: number;
  /** The server's reason, for failed items and the last transient error. */
  lastError: string | null;
  /** A file the lead carries (an application's résumé), kept beside the item until sent. */
  attachment?: OutboxAttachment;
}

/**
 * An application's résumé: where it is stored and what it is. Its bytes are kept apart from
 * the item, so listing the queue never reads them.
 */
export interface OutboxAttachment {
  /** The object's path in the résumé bucket, also the row's resume_path. */
  path: string;
  /** The name the visitor's file had, for the pending list. */
  name: string;
  type: string;
  size: number;
}

/** A lead as the outbox keeps it, with the id its row will carry, not yet stored. */
export function newOutboxItem(
  kind: OutboxKind,
  payload: Record<string, unknown>,
  now: number = Date.now(),
): OutboxItem {
  return {
    id: crypto.randomUUID(),
    kind,
    payload,
    createdAt: now,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  };
}
