/*
 * The kinds of lead by the name the outbox, the forms and the admin's links use, derived
 * from the registered descriptions (lead-kind-list.ts); nothing here names a kind. Plain
 * data: runs in the page, the admin dashboard and the service worker, without zod.
 */
import { leadKindList } from '@/shared/leads/lead-kind-list';
import type { AnyLeadKind, LeadPayloadOf, LeadValuesOf } from '@/shared/leads/lead-kind';

/** Descriptions by their kind's name. */
export type LeadKindRegistry<List extends readonly AnyLeadKind[]> = {
  readonly [Description in List[number] as Description['kind']]: Description;
};

/** The registry of a list of descriptions; two kinds of one name are a mistake. */
function registryOf<const List extends readonly AnyLeadKind[]>(list: List): LeadKindRegistry<List> {
  const registry = new Map(list.map((description) => [description.kind, description]));
  if (registry.size !== list.length) throw new Error('Two lead kinds share a name');
  return Object.fromEntries(registry) as LeadKindRegistry<List>;
}

export const leadKinds = registryOf(leadKindList);

export type LeadKinds = typeof leadKinds;
export type LeadKind = keyof LeadKinds;

export const leadKindNames: readonly LeadKind[] = leadKindList.map(({ kind }) => kind);

/** What a kind's form holds before validation. */
export type LeadValues<Kind extends LeadKind> = LeadValuesOf<LeadKinds[Kind]>;

/** What a kind's form sends and the outbox carries: its table's insert, cut to its fields. */
export type LeadPayload<Kind extends LeadKind> = LeadPayloadOf<LeadKinds[Kind]>;

/** The kind whose leads a table holds, e.g. for an audit entry naming the table. */
export function leadKindOfTable(table: string): LeadKind | undefined {
  return leadKindNames.find((kind) => leadKinds[kind].table === table);
}
