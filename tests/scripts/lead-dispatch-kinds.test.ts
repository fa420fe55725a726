// The dispatcher's copy of the lead kinds (supabase/functions/_shared/lead-dispatch/
// lead-kinds.json) is what the descriptions say today: npm run functions:kinds rewrites it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadDispatchKinds } from '../../scripts/lead-dispatch-kinds.ts';
import { leadKindNames, leadKinds } from '../../src/shared/leads/lead-kinds.ts';

const file = new URL(
  '../../supabase/functions/_shared/lead-dispatch/lead-kinds.json',
  import.meta.url,
);

describe('the lead dispatcher kinds', () => {
  it('match the lead descriptions (run npm run functions:kinds when this fails)', () => {
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(leadDispatchKinds());
  });

  it('name a summary field of each kind only when the kind has that field', () => {
    for (const kind of leadKindNames) {
      const names = leadKinds[kind].fields.map((field) => field.name as string);
      for (const field of leadKinds[kind].followUp.summaryFields) expect(names).toContain(field);
    }
  });
});
