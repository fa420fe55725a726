/*
 * How long each kind of lead is kept by default, in months from the day it arrived. The
 * privacy policy states these; the migration that creates public.lead_retention seeds the
 * same numbers (tests/backend/lead-retention.test.ts holds the two together), and admins
 * may change the database's. Plain data: runs anywhere.
 */
import type { LeadKind } from '@/shared/leads/lead-kinds';

export const defaultRetentionMonths = {
  booking: 24,
  contact: 24,
  application: 12,
  event: 24,
} as const satisfies Record<LeadKind, number>;
