// What the lead dispatcher knows of each lead kind, derived from the one description per
// kind (src/shared/leads): its table, labels, the fields its mails restate and the promise.
// Runs in Node (the generator and its test).
import { leadKindNames, leadKinds } from '../src/shared/leads/lead-kinds.ts';
import type { LeadKindDescription } from '../src/shared/leads/lead-kind.ts';
import type { DispatchKind } from '../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';

function dispatchKind(kind: string, description: LeadKindDescription): DispatchKind {
  const labelOf = (name: string) =>
    description.fields.find((field) => field.name === name)?.label ?? name;
  return {
    kind,
    table: description.table,
    label: description.label,
    personField: description.admin.personField,
    firstStatus: description.statuses[0],
    summary: [
      ...description.followUp.summaryFields.map((name) => ({ name, label: labelOf(name) })),
      ...(description.managedColumns ?? []).flatMap(({ name, file }) =>
        file ? [{ name, label: file.label, file: true }] : [],
      ),
    ],
    promise: description.followUp.promise,
    respondWithinHours: description.followUp.respondWithinHours,
    pages: description.fields.flatMap((field) =>
      field.input === 'pages'
        ? [{ name: field.name, pages: field.pages.map(({ path, title }) => ({ path, title })) }]
        : [],
    ),
  };
}

export function leadDispatchKinds(): DispatchKind[] {
  return leadKindNames.map((kind) => dispatchKind(kind, leadKinds[kind]));
}
