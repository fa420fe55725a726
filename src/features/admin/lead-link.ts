/*
 * The link a staff mail carries to one lead, /admin?kind=<kind>&lead=<id>: which tab opens
 * and which lead it lists. Pure, so what a link opens is unit-tested; a link that names no
 * known kind or no well-formed id opens the dashboard as usual.
 */
import { leadKinds, type LeadKind } from '@/shared/leads/lead-kinds';

export interface LeadLink {
  kind: LeadKind;
  lead: string;
}

// Postgres' uuid text form; anything else would only make the read fail with 22P02.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isLeadKind = (kind: string): kind is LeadKind => Object.hasOwn(leadKinds, kind);

export function parseLeadLink(params: URLSearchParams): LeadLink | null {
  const kind = params.get('kind')?.trim() ?? '';
  const lead = params.get('lead')?.trim().toLowerCase() ?? '';
  if (!isLeadKind(kind) || !uuidPattern.test(lead)) return null;
  return { kind, lead };
}
