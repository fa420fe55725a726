/*
 * A lead kind's form validation: its schema as a react-hook-form resolver. Loaded on demand
 * by useLeadForm, so zod and the schemas never come with a page, only with a form in use.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { LeadKind, LeadPayload, LeadValues } from '@/shared/leads/lead-kinds';
import { leadSchemas } from '@/shared/leads/lead-schemas';

export function leadResolver<Kind extends LeadKind>(
  kind: Kind,
): Resolver<LeadValues<Kind>, unknown, LeadPayload<Kind>> {
  // The validated row is the payload: describeLeadKind holds each kind's row to its table.
  return zodResolver(leadSchemas[kind]) as unknown as Resolver<
    LeadValues<Kind>,
    unknown,
    LeadPayload<Kind>
  >;
}
