import { describe, expect, it } from 'vitest';
import { leadReference } from '@/shared/leads/lead-reference';
// eslint-disable-next-line no-restricted-imports -- the dispatcher lives outside src: no alias reaches it
import { leadReference as dispatcherReference } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';

describe('leadReference', () => {
  it('is the first eight hex digits of the id, upper-cased', () => {
    expect(leadReference('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBe('3F2B8C1E');
    // Short first groups do not matter: the dashes go before the eight are taken.
    expect(leadReference('0a1b-2c3d-4e5f')).toBe('0A1B2C3D');
  });

  it("is the reference the dispatcher's mails quote", () => {
    for (const id of [
      '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      '00000000-0000-4000-8000-000000000000',
      'ABCDEF12-3456-4789-abcd-ef0123456789',
      crypto.randomUUID(),
    ])
      expect(leadReference(id)).toBe(dispatcherReference(id));
  });
});
