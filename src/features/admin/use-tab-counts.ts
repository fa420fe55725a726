import { useEffect, useState } from 'react';
import { countLeads, countOverdueLeads } from '@/features/admin/admin-api';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';
import { leadKindNames, leadKinds, type LeadKind } from '@/shared/leads/lead-kinds';

export type KindCounts = Record<LeadKind, number>;

async function countEach(
  count: (description: LeadKindDescription) => Promise<number>,
): Promise<KindCounts> {
  const counts = await Promise.all(leadKindNames.map((kind) => count(leadKinds[kind])));
  return Object.fromEntries(
    leadKindNames.map((kind, index) => [kind, counts[index]]),
  ) as KindCounts;
}

/**
 * The numbers beside the tab names: every lead of each kind, and those that have waited
 * longer than promised, each a count on the server (no rows read). The lists do not wait
 * for them, and either can fail alone: the tabs then keep what they have.
 */
export function useTabCounts(enabled: boolean) {
  const [totals, setTotals] = useState<KindCounts | null>(null);
  const [overdue, setOverdue] = useState<KindCounts | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const now = Date.now();
    countEach(countLeads).then(
      (counts) => current && setTotals(counts),
      () => undefined,
    );
    countEach((description) => countOverdueLeads(description, now)).then(
      (counts) => current && setOverdue(counts),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  return { totals, overdue };
}
