import { describe, expect, it } from 'vitest';
import { classifyResponse } from '@/shared/outbox/response-classes';

describe('classifyResponse', () => {
  it('retries every answer that could change, never drops a lead for it', () => {
    for (const status of [null, 401, 403, 404, 408, 425, 429, 500, 502, 503, 504]) {
      expect(classifyResponse(status), String(status)).toBe('retry');
    }
  });

  it('treats only a refusal of the data itself as final', () => {
    expect(classifyResponse(400, '23514')).toBe('refused');
    expect(classifyResponse(422)).toBe('refused');
    expect(classifyResponse(409, '23503')).toBe('refused');
  });

  it('counts a 2xx as delivered and a primary-key 409 as delivered before', () => {
    expect(classifyResponse(201)).toBe('delivered');
    expect(classifyResponse(204)).toBe('delivered');
    expect(classifyResponse(409, '23505')).toBe('duplicate');
  });
});
