/*
 * How long each kind of lead is kept by default, in months from the day it arrived, by kind:
 * read from the kinds' descriptions (retention.months), which the privacy policy lists. The
 * migration that creates public.lead_retention seeds the same numbers (tests/backend/
 * lead-retention.test.ts holds the two together); admins may change the database's. Plain
 * data: runs anywhere.
 */
import { leadKindList } from '@/shared/leads/lead-kind-list';
import type { LeadKind } from '@/shared/leads/lead-kinds';

export const defaultRetentionMonths = Object.fromEntries(
  leadKindList.map(({ kind, retention }) => [kind, retention.months]),
) as Record<LeadKind, number>;
