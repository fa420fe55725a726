/*
 * Every registered lead kind's zod schema, derived from its description. The forms'
 * resolver (loaded on demand, src/outbox/lead-resolver.ts) and the delivery's re-check
 * import it; pages that only show a form never load it up front.
 */
import type { z } from '@/shared/zod';
import type { AnyLeadKind, FieldOf } from '@/shared/leads/lead-kind';
import { leadKindNames, leadKinds, type LeadKind, type LeadKinds } from '@/shared/leads/lead-kinds';
import { leadSchema, type LeadInput, type LeadRow } from '@/shared/leads/lead-schema';

/** A kind's schema: what its form holds in, the row inserted out. */
export type LeadSchema<Kind extends LeadKind> = z.ZodType<
  LeadRow<FieldOf<LeadKinds[Kind]>>,
  LeadInput<FieldOf<LeadKinds[Kind]>>
>;

const descriptions: readonly AnyLeadKind[] = leadKindNames.map((kind) => leadKinds[kind]);

// Each schema is its own description's (leadSchema keeps the types field by field); built
// from the registry's list, the object can only be typed as a whole.
export const leadSchemas = Object.fromEntries(
  descriptions.map((description) => [description.kind, leadSchema(description)]),
) as unknown as { readonly [Kind in LeadKind]: LeadSchema<Kind> };
