/*
 * When a lead has waited longer than its kind promised the visitor: it is still at the
 * kind's first status, and older than followUp.respondWithinHours. Pure, so the list's
 * badge and the tabs' counts (a cutoff the database compares with) share one rule.
 */
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

const hourMs = 60 * 60 * 1000;

export interface OverdueWait {
  /** Whole hours since the lead came in. */
  waitedHours: number;
  promisedHours: number;
}

/** Leads received before this instant (ISO), and still at the first status, are overdue. */
export function overdueCutoff(description: LeadKindDescription, now: number): string {
  return new Date(now - description.followUp.respondWithinHours * hourMs).toISOString();
}

export function overdueWait(
  description: LeadKindDescription,
  lead: { status: string; created_at: string },
  now: number,
): OverdueWait | null {
  const promisedHours = description.followUp.respondWithinHours;
  const waitedMs = now - Date.parse(lead.created_at);
  if (lead.status !== description.statuses[0] || !(waitedMs > promisedHours * hourMs)) return null;
  return { waitedHours: Math.floor(waitedMs / hourMs), promisedHours };
}

const hours = new Intl.NumberFormat('en-US');

/** "Waiting 26 h (promised 24 h)" */
export function overdueText(wait: OverdueWait): string {
  return `Waiting ${hours.format(wait.waitedHours)} h (promised ${hours.format(wait.promisedHours)} h)`;
}
