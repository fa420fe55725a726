// The embedded backend wakes its lead dispatcher for a stored lead and an admin's retry or
// release, and never for the dispatcher's own calls (which made it spin a core).
import { describe, expect, it } from 'vitest';
import { wakesDispatcher } from '../../scripts/local-backend/dispatcher-wake.ts';

const wakes = (method: string, path: string, status = 201) =>
  wakesDispatcher({ method, url: new URL(path, 'http://127.0.0.1:54321'), status });

describe('waking the lead dispatcher', () => {
  it('wakes for a lead stored and an admin asking for a retry or releasing a held lead', () => {
    expect(wakes('POST', '/rest/v1/contact_submissions')).toBe(true);
    expect(wakes('POST', '/rest/v1/rpc/retry_lead_notification', 204)).toBe(true);
    expect(wakes('POST', '/rest/v1/rpc/release_held_lead', 204)).toBe(true);
    expect(wakes('POST', '/rest/v1/rpc/discard_held_lead', 204)).toBe(false);
  });

  it("wakes for an admin's change to a booking and the visitor's own", () => {
    expect(wakes('PATCH', '/rest/v1/consultations?id=eq.1', 204)).toBe(true);
    expect(wakes('POST', '/rest/v1/rpc/cancel_booking', 200)).toBe(true);
    expect(wakes('POST', '/rest/v1/rpc/request_booking_time', 200)).toBe(true);
    expect(wakes('POST', '/rest/v1/rpc/booking_by_token', 200)).toBe(false);
  });

  it("never wakes for the dispatcher's own calls, reads, refusals or auth", () => {
    expect(wakes('POST', '/rest/v1/rpc/claim_lead_notifications', 200)).toBe(false);
    expect(wakes('POST', '/rest/v1/rpc/record_lead_notification', 204)).toBe(false);
    expect(wakes('GET', '/rest/v1/lead_notifications', 200)).toBe(false);
    expect(wakes('POST', '/rest/v1/contact_submissions', 409)).toBe(false);
    expect(wakes('POST', '/auth/v1/signup', 200)).toBe(false);
  });
});
