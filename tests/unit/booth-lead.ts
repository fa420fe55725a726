/** A booth lead as the kiosk's form makes it, for the outbox's and the worker's tests. */
export function boothLead(fullName = 'Ada Lovelace', capturedAt = '2026-12-01T09:30:00.000Z') {
  return {
    full_name: fullName,
    email: 'ada@example.com',
    company: null,
    job_title: null,
    interested_in: [],
    notes: null,
    consent: true,
    event_name: 'AI Summit',
    staff_name: 'Sam',
    device_id: '0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11',
    captured_at: capturedAt,
  };
}
