import { describe, expect, it } from 'vitest';
import {
  classifyResponse,
  maxRetryDelayMs,
  retryDelayMs,
  retryTimerMs,
} from '@/shared/outbox/retry-policy';

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

describe('the backoff', () => {
  it('doubles from 2 s and is capped at a minute, never giving up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(maxRetryDelayMs).toBe(60_000);
  });

  it("times the page's next attempt with up to 20% jitter, within a second and a minute", () => {
    expect(retryTimerMs(5_000, 1_000, 0)).toBe(4_000);
    expect(retryTimerMs(5_000, 1_000, 1)).toBe(4_800);
    expect(retryTimerMs(900, 1_000, 0)).toBe(1_000);
    expect(retryTimerMs(500_000, 0, 0.5)).toBe(60_000);
  });
});
