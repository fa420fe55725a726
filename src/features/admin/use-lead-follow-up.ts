import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchLeadNotifications,
  retryLeadNotification,
  type LeadRecord,
} from '@/features/admin/admin-api';
import {
  channelSubject,
  type Channel,
  type LeadNotification,
} from '@/features/admin/follow-up-text';
import { showToast } from '@/toasts/show-toast';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A retried delivery is usually done within seconds: read it once more then. */
const outcomeDelayMs = 3_000;

type ByLead = ReadonlyMap<string, readonly LeadNotification[]>;

function byLead(rows: readonly LeadNotification[]): ByLead {
  const leads = new Map<string, LeadNotification[]>();
  for (const row of rows) leads.set(row.lead_id, [...(leads.get(row.lead_id) ?? []), row]);
  return leads;
}

/**
 * The follow-up of the leads on screen, read in one request once their page is there (the
 * list never waits for it), and read again for one lead after an admin's retry.
 */
export function useLeadFollowUp(
  description: LeadKindDescription,
  rows: readonly LeadRecord[] | undefined,
) {
  const key = rows?.map((row) => row.id).join(',') ?? '';
  // The answer, for the ids it was read for: any other page of ids is still loading.
  // readAt: when the rows were last read, so they are judged by a time no older than they are.
  const [answer, setAnswer] = useState<{
    key: string;
    leads: ByLead;
    failure: string | null;
    readAt: number;
  }>({ key: '', leads: new Map(), failure: null, readAt: 0 });
  const [retrying, setRetrying] = useState<string | null>(null);
  const mounted = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!key) return;
    let current = true;
    fetchLeadNotifications(description, key.split(',')).then(
      (found) =>
        current && setAnswer({ key, leads: byLead(found), failure: null, readAt: Date.now() }),
      (error: unknown) =>
        current &&
        setAnswer({ key, leads: new Map(), failure: reasonOf(error), readAt: Date.now() }),
    );
    return () => {
      current = false;
    };
  }, [description, key]);

  const refreshLead = useCallback(
    async (leadId: string) => {
      try {
        const found = await fetchLeadNotifications(description, [leadId]);
        if (!mounted.current) return;
        const readAt = Date.now();
        setAnswer((before) => {
          const leads = new Map(before.leads);
          leads.set(leadId, found);
          return { ...before, leads, readAt };
        });
      } catch (error) {
        if (mounted.current)
          showToast('error', `Failed to refresh the follow-up: ${reasonOf(error)}`, 'Error');
      }
    },
    [description],
  );

  const retry = useCallback(
    async (notification: LeadNotification) => {
      setRetrying(notification.id);
      try {
        await retryLeadNotification(notification.id);
        showToast(
          'success',
          `${channelSubject(notification.channel as Channel)} will be tried again now`,
        );
      } catch (error) {
        showToast('error', `Retry failed: ${reasonOf(error)}`, 'Error');
      } finally {
        if (mounted.current) setRetrying(null);
      }
      await refreshLead(notification.lead_id);
      if (!mounted.current) return;
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        void refreshLead(notification.lead_id);
      }, outcomeDelayMs);
      timers.current.add(timer);
    },
    [refreshLead],
  );

  const ready = answer.key === key && key !== '';
  /** A lead's rows; undefined while they load or when they could not. */
  const notificationsOf = useCallback(
    (leadId: string) =>
      ready && answer.failure === null ? (answer.leads.get(leadId) ?? []) : undefined,
    [ready, answer],
  );
  return {
    notificationsOf,
    failure: ready ? answer.failure : null,
    readAt: answer.readAt,
    retrying,
    retry,
  };
}
