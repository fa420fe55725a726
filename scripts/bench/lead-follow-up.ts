/*
 * Lead follow-up as staff meet it (issue: a lead's staff mail in the inbox within 5 s).
 * 100 leads, 25 of each kind, the kinds side by side and each kind's leads one after
 * another, inserted as a visitor's browser does (REST, anon key): for each, the time from
 * the insert until the staff mail naming its reference is in the local inbox (Mailpit API).
 * Then, after the offline booth's 500 leads, how their follow-up went: every webhook
 * delivered (once), and how many staff mails (digests) carried them.
 */
import { leadReference as reference } from '../../src/shared/leads/lead-reference.ts';
import type { AppBackend } from '../local-backend/app-backend.ts';
import { median, sleep } from './stats.ts';
import type { WebhookSink } from './webhook-sink.ts';

export interface StaffMailLatency {
  leads: number;
  medianMs: number;
  worstMs: number;
}

export interface FollowUp {
  staffMail: StaffMailLatency;
  booth: BoothFollowUp;
}

export interface BoothFollowUp {
  leads: number;
  /** From the last booth lead stored until none of their notifications is pending. */
  settledMs: number;
  webhooksDelivered: number;
  webhooksDeliveredTwice: number;
  staffMails: number;
  acknowledgements: number;
}

const sampleLeads: Record<string, (tag: string) => Record<string, unknown>> = {
  contact_submissions: (tag) => ({
    name: 'Bench Visitor',
    email: `${tag}@example.com`,
    message: 'Please call me back.',
  }),
  consultations: (tag) => ({
    name: 'Bench Visitor',
    email: `${tag}@example.com`,
    preferred_date: '2026-12-01',
  }),
  job_applications: (tag) => ({
    position: 'AI Intern',
    full_name: 'Bench Visitor',
    email: `${tag}@example.com`,
    phone: '+91 90000 00000',
    location: 'Bangalore',
    cover_letter: 'I would like to learn how production AI systems are built and run.',
    years_of_experience: 'Student / fresher',
    availability: 'Immediately',
  }),
  event_leads: (tag) => ({
    full_name: 'Bench Visitor',
    email: `${tag}@example.com`,
    consent: true,
    event_name: 'Bench Expo',
    device_id: crypto.randomUUID(),
    captured_at: new Date().toISOString(),
  }),
};

/** Booth leads come from an enrolled device: one for 'Bench Expo', enrolled once per backend. */
const benchDeviceCredential = crypto.randomUUID();
const enrolledBackends = new WeakSet<AppBackend>();

async function boothHeaders(backend: AppBackend, table: string): Promise<Record<string, string>> {
  if (table !== 'event_leads') return {};
  if (!enrolledBackends.has(backend)) {
    await backend.db.query(
      `insert into private.booth_devices (event_name, credential_hash, enrolled_at)
       values ('Bench Expo', sha256(convert_to($1, 'UTF8')), now())`,
      [benchDeviceCredential],
    );
    enrolledBackends.add(backend);
  }
  return { 'x-booth-device': benchDeviceCredential };
}

async function insertLead(backend: AppBackend, table: string, row: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      ...(await boothHeaders(backend, table)),
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`${table}: HTTP ${response.status} ${await response.text()}`);
}

async function staffMailArrived(backend: AppBackend, ref: string): Promise<boolean> {
  const query = encodeURIComponent(`to:"${backend.followUp.staffRecipients[0]}" ${ref}`);
  const response = await fetch(`${backend.inboxUrl}/api/v1/search?query=${query}`);
  const { messages_count: count } = (await response.json()) as { messages_count: number };
  return count > 0;
}

export async function measureStaffMailLatency(
  backend: AppBackend,
  perKind = 25,
): Promise<StaffMailLatency> {
  const times: number[] = [];
  await Promise.all(
    Object.entries(sampleLeads).map(async ([table, sample]) => {
      for (let lead = 0; lead < perKind; lead += 1) {
        const id = crypto.randomUUID();
        const started = performance.now();
        await insertLead(backend, table, { id, ...sample(`latency-${id}`) });
        while (!(await staffMailArrived(backend, reference(id)))) {
          if (performance.now() - started > 60_000)
            throw new Error(`no staff mail for ${id} in 60 s`);
          await sleep(50);
        }
        times.push(Math.round(performance.now() - started));
      }
    }),
  );
  return { leads: times.length, medianMs: median(times), worstMs: Math.max(...times) };
}

interface NotificationRow {
  id: string;
  channel: string;
  state: string;
  digest_id: string | null;
}

/** PostgREST answers at most [api] max_rows rows a read; the booth's 1500 take two pages. */
const pageRows = 1000;

async function eventNotifications(backend: AppBackend, since: Date): Promise<NotificationRow[]> {
  const rows: NotificationRow[] = [];
  for (;;) {
    const response = await fetch(
      `${backend.url}/rest/v1/lead_notifications?select=id,channel,state,digest_id&lead_table=eq.event_leads` +
        `&created_at=gte.${since.toISOString()}&order=id&limit=${pageRows}&offset=${rows.length}`,
      {
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
        },
      },
    );
    if (!response.ok) throw new Error(`lead_notifications: HTTP ${response.status}`);
    const page = (await response.json()) as NotificationRow[];
    rows.push(...page);
    if (page.length < pageRows) return rows;
  }
}

/** "webhook sent 500, staff_email pending 12, …": what a settle that never came left. */
function tally(rows: NotificationRow[]): string {
  const counts = new Map<string, number>();
  for (const { channel, state } of rows) {
    counts.set(`${channel} ${state}`, (counts.get(`${channel} ${state}`) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ${count}`).join(', ') || 'no notifications';
}

/**
 * Called right after the booth's leads are all stored: `leads` is how many it delivered,
 * `since` a moment before it went online (earlier event leads are not the booth's).
 */
export async function measureBoothFollowUp(
  backend: AppBackend,
  sink: WebhookSink,
  leads: number,
  since: Date,
): Promise<BoothFollowUp> {
  const started = performance.now();
  let rows = await eventNotifications(backend, since);
  while (rows.length < leads * 3 || rows.some((row) => row.state === 'pending')) {
    if (performance.now() - started > 120_000)
      throw new Error(`booth follow-up not settled in 120 s: ${tally(rows)}`);
    await sleep(200);
    rows = await eventNotifications(backend, since);
  }
  const settledMs = Math.round(performance.now() - started);
  const webhooks = rows.filter((row) => row.channel === 'webhook');
  const staff = rows.filter((row) => row.channel === 'staff_email' && row.state === 'sent');
  const counts = webhooks.map((row) => sink.received.get(`msg_${row.id}`) ?? 0);
  return {
    leads,
    settledMs,
    webhooksDelivered: counts.filter((count) => count >= 1).length,
    webhooksDeliveredTwice: counts.filter((count) => count > 1).length,
    staffMails: new Set(staff.map((row) => row.digest_id ?? row.id)).size,
    acknowledgements: rows.filter(
      (row) => row.channel === 'acknowledgement' && row.state === 'sent',
    ).length,
  };
}
