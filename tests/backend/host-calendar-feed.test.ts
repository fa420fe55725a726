// A host's private calendar feed, against the embedded backend serving
// supabase/functions/host-calendar, with the real supabase-js for the admin and a plain GET
// for the calendar app: the admin makes a link, the feed lists that host's confirmed
// bookings only (not a pending or cancelled one, not another host's), a new link ends the
// old one, and a revoked link answers as an unknown one does.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { adminClient, supabaseClient } from './supabase-client.ts';

let backend: AppBackend;
const hostId = crypto.randomUUID();
const otherHostId = crypto.randomUUID();
const notFoundBody = 'No calendar at this address.\n';

beforeAll(async () => {
  backend = await startAppBackend({ port: 0, db: 'memory' });
  await backend.db.query(
    `insert into public.booking_hosts (id, name, time_zone)
     values ($1, 'Mira Feed', 'Europe/Berlin'), ($2, 'Other Host', 'Asia/Kolkata')`,
    [hostId, otherHostId],
  );
});

afterAll(async () => {
  await backend?.close();
});

const inDays = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

/** A booking as the database holds it once booked: fixtures, set by the owner. */
async function booking(host: string, status: string, scheduledAt: string, company = 'Acme GmbH') {
  const id = crypto.randomUUID();
  await backend.db.query(
    `insert into public.consultations (id, name, email, company, message, time_zone)
     values ($1, 'Asha Rao', 'asha@feed.test', $2, 'Our secret roadmap', 'Asia/Kolkata')`,
    [id, company],
  );
  await backend.db.query(
    `update public.consultations
     set status = $2, scheduled_at = $3, host_id = $4, meeting_link = 'https://meet.example/feed'
     where id = $1`,
    [id, status === 'cancelled' ? 'confirmed' : status, scheduledAt, host],
  );
  if (status === 'cancelled') {
    await backend.db.query(`update public.consultations set status = 'cancelled' where id = $1`, [
      id,
    ]);
  }
  return id;
}

const feedUrl = (token: string) =>
  `${backend.url}/functions/v1/host-calendar?token=${encodeURIComponent(token)}`;

async function rotate(host = hostId): Promise<string> {
  const { data, error } = await (
    await adminClient(backend)
  ).rpc('rotate_host_calendar_feed', {
    host_id: host,
  });
  expect(error).toBeNull();
  return String(data);
}

function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: event.getFirstProperty('dtstart')?.toICALString(),
    end: event.getFirstProperty('dtend')?.toICALString(),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    description: String(event.getFirstPropertyValue('description')),
  }));
}

describe("a host's calendar feed", () => {
  it("lists the host's confirmed bookings, until a new link or revocation ends it", async () => {
    const start = inDays(5, 9);
    const confirmed = await booking(hostId, 'confirmed', start);
    const pending = await booking(hostId, 'pending', inDays(6, 9));
    const cancelled = await booking(hostId, 'cancelled', inDays(7, 9));
    const otherHosts = await booking(otherHostId, 'confirmed', inDays(5, 12));

    const token = await rotate();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(feedUrl(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const ics = await response.text();
    expect(ics).toContain('X-WR-CALNAME:Consultations: Mira Feed');
    const events = eventsOf(ics);
    const [row] = await backend.db.query<{ booking_sequence: number }>(
      'select booking_sequence from public.consultations where id = $1',
      [confirmed],
    );
    const startUtc = start.replace(/[-:]|\.\d{3}/g, '');
    expect(events).toEqual([
      {
        uid: `consultation-${confirmed}@127.0.0.1`,
        sequence: row?.booking_sequence,
        start: `DTSTART:${startUtc}`,
        end: `DTEND:${startUtc.replace('T090000Z', 'T093000Z')}`,
        summary: 'Consultation: Asha Rao (Acme GmbH)',
        location: 'https://meet.example/feed',
        url: 'https://meet.example/feed',
        description: `Reference ${confirmed.replaceAll('-', '').slice(0, 8).toUpperCase()}\nhttp://127.0.0.1:4173/admin?kind=booking&lead=${confirmed}`,
      },
    ]);
    for (const id of [pending, cancelled, otherHosts]) expect(ics).not.toContain(id);
    expect(ics).not.toContain('secret roadmap');
    expect(ics).not.toContain('asha@feed.test');

    // A new link: the old one answers as an unknown one does, the new one works.
    const next = await rotate();
    const old = await fetch(feedUrl(token));
    expect([old.status, await old.text()]).toEqual([404, notFoundBody]);
    expect((await fetch(feedUrl(next))).status).toBe(200);

    const client = await adminClient(backend);
    const issued = await client.rpc('host_calendar_feed_issued_at', { host_id: hostId });
    expect(issued.data).not.toBeNull();
    expect((await client.rpc('revoke_host_calendar_feed', { host_id: hostId })).error).toBeNull();
    const revoked = await fetch(feedUrl(next));
    expect([revoked.status, await revoked.text()]).toEqual([404, notFoundBody]);
    const after = await client.rpc('host_calendar_feed_issued_at', { host_id: hostId });
    expect(after).toMatchObject({ data: null, error: null });
  });

  it('answers an unknown, malformed or missing token with the same 404', async () => {
    for (const url of [
      feedUrl('0'.repeat(64)),
      feedUrl("' or 1=1 --"),
      `${backend.url}/functions/v1/host-calendar`,
    ]) {
      const response = await fetch(url);
      expect([response.status, await response.text()]).toEqual([404, notFoundBody]);
    }
  });

  it('is made only by an admin, and read only by the service role', async () => {
    const visitor = supabaseClient(backend.url, backend.anonKey);
    const made = await visitor.rpc('rotate_host_calendar_feed', { host_id: hostId });
    expect(made.error?.code).toBe('42501');
    const token = await rotate(otherHostId);
    const read = await visitor.rpc('host_calendar_feed', { token });
    expect(read.error?.code).toBe('42501');
    const service = supabaseClient(backend.url, backend.serviceRoleKey);
    const { data } = await service.rpc('host_calendar_feed', { token });
    expect(data).toMatchObject({ host_name: 'Other Host' });
  });
});
