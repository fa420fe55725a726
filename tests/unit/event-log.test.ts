import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  capturedToday,
  closeEventLog,
  forgetCapture,
  forgetDeliveredLeads,
  lastDeliveredAt,
  onEventLogChange,
  recordCapture,
  recordDeliveries,
  startOfToday,
} from '@/shared/outbox/event-log';
import { eventCsvName, eventLeadsCsv } from '@/features/event/event-csv';
import type { LeadPayload } from '@/shared/leads/lead-kinds';

const dayMs = 24 * 60 * 60 * 1000;

function lead(fullName: string, capturedAt: Date): LeadPayload<'event'> {
  return {
    full_name: fullName,
    email: `${fullName.toLowerCase().replace(' ', '.')}@example.com`,
    company: null,
    job_title: null,
    interested_in: ['Agentic AI', 'Predictive Analytics'],
    notes: '=SUM(A1:A2)',
    send_me: ['/case-studies/retailmax-inc', '/services'],
    consent: true,
    event_name: 'Web Summit 2026',
    staff_name: 'Sam',
    device_id: '0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11',
    captured_at: capturedAt.toISOString(),
  };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closeEventLog();
});

describe("the booth device's log", () => {
  it("counts today's leads only, oldest first", async () => {
    const now = new Date();
    await recordCapture('yesterday', lead('Old Visitor', new Date(Date.parse(startOfToday()) - 1)));
    await recordCapture('second', lead('Bea Second', now));
    await recordCapture('first', lead('Al First', new Date(Date.parse(startOfToday()) + 1)));
    const today = await capturedToday();
    expect(today.map((entry) => entry.id)).toEqual(['first', 'second']);
  });

  it('forgets leads a week old when it opens, keeps younger ones', async () => {
    await recordCapture('old', lead('Old Visitor', new Date(Date.now() - 8 * dayMs)));
    await recordCapture('recent', lead('Recent Visitor', new Date(Date.now() - 6 * dayMs)));
    await closeEventLog();
    await recordCapture('today', lead('Today Visitor', new Date()));
    const all = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('event-log');
      open.onsuccess = () => {
        const request = open.result.transaction('captured').objectStore('captured').getAllKeys();
        request.onsuccess = () => {
          open.result.close();
          resolve(request.result as string[]);
        };
        request.onerror = () => reject(request.error);
      };
    });
    expect(all.sort()).toEqual(['recent', 'today']);
  });

  it('remembers the latest delivery, once per lead, and tells listeners', async () => {
    let changes = 0;
    const unsubscribe = onEventLogChange(() => (changes += 1));
    await recordCapture('a', lead('Ann A', new Date()));
    await recordCapture('b', lead('Ben B', new Date()));
    expect(await lastDeliveredAt()).toBeNull();
    await recordDeliveries([
      { id: 'a', at: 1000 },
      { id: 'b', at: 3000 },
      { id: 'unknown', at: 9000 },
    ]);
    // A second report of the same delivery keeps the first time.
    await recordDeliveries([{ id: 'b', at: 5000 }]);
    expect(await lastDeliveredAt()).toBe(3000);
    await forgetCapture('b');
    expect(await lastDeliveredAt()).toBe(1000);
    unsubscribe();
    expect(changes).toBe(5);
  });

  it('on revocation forgets the leads the server has and keeps those still to send', async () => {
    await recordCapture('sent', lead('Sent Visitor', new Date()));
    await recordCapture('waiting', lead('Waiting Visitor', new Date()));
    await recordDeliveries([{ id: 'sent', at: 1000 }]);
    let changes = 0;
    const unsubscribe = onEventLogChange(() => (changes += 1));
    await forgetDeliveredLeads();
    unsubscribe();
    expect((await capturedToday()).map((entry) => entry.id)).toEqual(['waiting']);
    expect(await lastDeliveredAt()).toBeNull();
    expect(changes).toBe(1);
  });
});

describe("the device's CSV export", () => {
  it('has every field, the delivery time, and no live formulas', () => {
    const captured = lead('Ann Lee', new Date('2026-11-23T10:00:00.000Z'));
    const [header, waiting, delivered] = eventLeadsCsv([
      { id: 'a', lead: captured, deliveredAt: null },
      { id: 'b', lead: captured, deliveredAt: Date.parse('2026-11-23T10:05:00.000Z') },
    ]).split('\r\n');
    expect(header).toBe(
      'ID,Full Name,Email,Company,Job Title,Interested In,Notes,Send me this,I agree to be contacted about my enquiry,Event,Staff,Device,Captured,Delivered',
    );
    expect(waiting).toBe(
      `a,Ann Lee,ann.lee@example.com,,,"Agentic AI, Predictive Analytics",'=SUM(A1:A2),"/case-studies/retailmax-inc, /services",Yes,Web Summit 2026,Sam,0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11,2026-11-23T10:00:00.000Z,`,
    );
    expect(delivered).toMatch(/^b,.*,2026-11-23T10:05:00\.000Z$/);
  });

  it('names the file after the event and the day', () => {
    expect(eventCsvName('Web Summit 2026!', new Date(2026, 10, 3))).toBe(
      'event-leads-web-summit-2026-2026-11-03.csv',
    );
    expect(eventCsvName('???', new Date(2026, 0, 9))).toBe('event-leads-event-2026-01-09.csv');
  });
});
