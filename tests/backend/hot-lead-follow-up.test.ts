// A Hot rating tells staff at once, end to end in the embedded backend with the real
// supabase-js: an enrolled tablet sends a lead and then its Hot rating; the note's trigger
// wakes the dispatcher through pg_net, and the Edge Function sends exactly one staff mail
// to the catcher and one `lead.rated` webhook, signed as the others are. A Warm rating,
// and the same Hot rating sent again, tell nobody.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from 'local-supabase/inbox-client';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { leadReference } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';
import type { Database } from '../../src/shared/database.types.ts';
import { adminClient, supabaseClient } from './supabase-client.ts';

const secret = 'whsec_aG90LWxlYWQtdGVzdC1zZWNyZXQtMDEyMzQ1Njc4OQ==';
const staff = 'staff@hot-lead.test';
const event = 'Hot Expo';
const deliveries: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let backend: AppBackend;
let tablet: SupabaseClient<Database>;
let credential = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    cron: false,
    followUp: {
      env: {
        LEAD_NOTIFY_EMAIL: staff,
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
        LEAD_WEBHOOK_SECRET: secret,
      },
    },
  });
  const admin = await adminClient(backend);
  const { data: code } = await admin.rpc('create_device_enrolment', {
    event_name: event,
    label: 'Tablet 1',
  });
  tablet = supabaseClient(backend.url, backend.anonKey);
  const { data: enrolment, error } = await tablet.rpc('enrol_booth_device', {
    code: String(code),
    event_name: event,
  });
  expect(error).toBeNull();
  credential = String((enrolment as { credential: string }).credential);
});

afterAll(async () => {
  await backend?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function sendLead(fullName: string): Promise<string> {
  const id = randomUUID();
  const { error } = await tablet
    .from('event_leads')
    .insert({
      id,
      full_name: fullName,
      email: `${id.slice(0, 8)}@example.com`,
      company: 'Analytical Engines',
      interested_in: ['Agentic AI'],
      consent: true,
      event_name: event,
      staff_name: 'Sam',
      device_id: randomUUID(),
      captured_at: new Date().toISOString(),
    })
    .setHeader('x-booth-device', credential);
  expect(error).toBeNull();
  return id;
}

const sendRating = (note: Database['public']['Tables']['event_lead_notes']['Insert']) =>
  tablet.from('event_lead_notes').insert(note).setHeader('x-booth-device', credential);

/** The catcher's search matches words anywhere (the event is Hot Expo): the subject decides. */
const hotMails = async () =>
  (await mailsTo(backend.inboxUrl, staff)).filter((mail) => mail.Subject.startsWith('Hot lead'));

const rated = () =>
  deliveries
    .map((delivery) => ({ ...delivery, payload: JSON.parse(delivery.body) as { type: string } }))
    .filter(({ payload }) => payload.type === 'lead.rated');

describe('a Hot rating', () => {
  it('sends one staff mail and one signed lead.rated webhook, once', async () => {
    const leadId = await sendLead('Ada <Lovelace>');
    const note = {
      id: randomUUID(),
      lead_id: leadId,
      rating: 'hot',
      answers: [{ question: 'Budget', answer: 'Over 50k' }],
      note: 'Wants a pilot <script>alert(1)</script>',
      staff_name: 'Sam',
    };
    expect((await sendRating(note)).error).toBeNull();
    const replay = await sendRating(note);
    expect(replay.error?.code).toBe('23505');
    await backend.settled();

    const mails = await hotMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.Subject).toBe(`Hot lead at ${event}: Ada <Lovelace>`);
    expect(mail?.Text).toContain('Rating: Hot\nBudget: Over 50k\n');
    expect(mail?.Text).toContain('Note: Wants a pilot <script>alert(1)</script>\nRated by: Sam\n');
    expect(mail?.Text).toContain(`Reference: ${leadReference(leadId)}`);
    expect(mail?.Text).toContain(`/admin?kind=event&lead=${leadId}`);
    expect(mail?.HTML).toContain('Wants a pilot &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.HTML).not.toContain('<script>');

    const [webhook, ...more] = rated();
    expect(more).toEqual([]);
    const { headers, body } = webhook ?? { headers: {} as IncomingHttpHeaders, body: '' };
    const verified = new Webhook(secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    expect(verified).toMatchObject({
      type: 'lead.rated',
      data: {
        kind: 'event',
        table: 'event_leads',
        id: leadId,
        reference: leadReference(leadId),
        rating: 'hot',
        answers: [{ question: 'Budget', answer: 'Over 50k' }],
        note: 'Wants a pilot <script>alert(1)</script>',
        rated_by: 'Sam',
        fields: { full_name: 'Ada <Lovelace>', event_name: event },
      },
    });
    const [row] = await backend.db.query<{ id: string }>(
      `select id from public.lead_notifications
       where lead_id = $1 and channel = 'webhook_lead_rated'`,
      [leadId],
    );
    expect(headers['webhook-id']).toBe(`msg_${row?.id}`);
  });

  it('is the only rating that tells anyone: a Warm one sends nothing', async () => {
    const before = (await hotMails()).length;
    const leadId = await sendLead('Walt Warm');
    const { error } = await sendRating({ id: randomUUID(), lead_id: leadId, rating: 'warm' });
    expect(error).toBeNull();
    await backend.settled();
    expect(await hotMails()).toHaveLength(before);
    expect(rated()).toHaveLength(1);
  });
});
