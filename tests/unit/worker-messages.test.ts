import { describe, expect, it } from 'vitest';
import { parseWorkerMessage } from '@/shared/worker-messages';

describe('parseWorkerMessage', () => {
  it('accepts each message of the union', () => {
    expect(parseWorkerMessage({ type: 'FLUSH_OUTBOX', force: true })).toEqual({
      type: 'FLUSH_OUTBOX',
      force: true,
    });
    expect(parseWorkerMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' });
    expect(parseWorkerMessage({ type: 'OUTBOX_CHANGED' })).toEqual({ type: 'OUTBOX_CHANGED' });
  });

  it.each([
    null,
    'FLUSH_OUTBOX',
    { type: 'FLUSH_OUTBOX' },
    { type: 'FLUSH_OUTBOX', force: 'yes' },
    { type: 'LEAD_DELIVERED', id: 'a', kind: 'contact' },
    { type: 'RELOAD' },
  ])('refuses %j', (data) => expect(parseWorkerMessage(data)).toBeNull());
});
