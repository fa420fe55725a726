// The lead dispatcher against the embedded backend, its mail catcher and a webhook receiver:
// one notification per lead and channel even when the insert is replayed, and a dispatcher
// stopped mid-batch loses nothing and repeats nothing it had recorded as sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDueNotifications } from '../../supabase/functions/_shared/lead-dispatch/dispatch.ts';
import { restNotificationStore } from '../../supabase/functions/_shared/lead-dispatch/notification-store.ts';
import type { MailSender } from '../../supabase/functions/_shared/lead-dispatch/smtp-mail.ts';
import { smtpMailSender } from '../../supabase/functions/_shared/lead-dispatch/smtp-mail.ts';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { leadReference } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';
import { mailsTo } from 'local-supabase/inbox-client';
import { supabaseClient } from './supabase-client.ts';

const secret = 'whsec_ZGlzcGF0Y2gtdGVzdC1zZWNyZXQtMDEyMzQ1Njc4OQ==';
const staff = 'staff@dispatch.test';
const deliveries: { id: string; body: string }[] = [];
let receiver: Server;
let backend: AppBackend;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        id: String(request.headers['webhook-id']),
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    functions: false,
    followUp: {
      env: {
        LEAD_NOTIFY_EMAIL: staff,
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
        LEAD_WEBHOOK_SECRET: secret,
      },
    },
  });
});

afterAll(async () => {
  await backend?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const never = () => new Promise<never>(() => {});

async function notifications(leadIds: string[]) {
  const { data, error } = await supabaseClient(backend.url, backend.serviceRoleKey)
    .from('lead_notifications')
    .select('id, lead_id, channel, state, attempts')
    .in('lead_id', leadIds);
  if (error) throw error;
  return data;
}

async function sendMessages(count: number, tag: string): Promise<string[]> {
  const client = supabaseClient(backend.url, backend.anonKey);
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  for (const [index, id] of ids.entries()) {
    const { error } = await client.from('contact_submissions').insert({
      id,
      name: `Visitor ${index}`,
      email: `${tag}-${index}@example.com`,
      message: 'Please call me back.',
    });
    expect(error).toBeNull();
  }
  return ids;
}

describe('the lead dispatcher', () => {
  it('adds no notification for a replayed insert', async () => {
    const [id = ''] = await sendMessages(1, 'replay');
    const { error } = await supabaseClient(backend.url, backend.anonKey)
      .from('contact_submissions')
      .insert({
        id,
        name: 'Again',
        email: 'replay-0@example.com',
        message: 'Please call me back.',
      });
    expect(error?.code).toBe('23505');
    expect((await notifications([id])).map((row) => row.channel).sort()).toEqual([
      'acknowledgement',
      'staff_email',
      'webhook',
    ]);
  });

  it('stopped mid-batch and started again, loses and repeats nothing it recorded', async () => {
    const ids = await sendMessages(12, 'stop');
    // Staff mails wait for their kind to be quiet for 1.5 seconds.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const smtp = smtpMailSender(backend.smtp, backend.followUp.from);
    let sendsLeft = 8;
    // The first dispatcher stops dead after 8 sends of each channel: its other claims are
    // never sent and never recorded, as when its process is killed.
    const stalling: MailSender = {
      send: (message) => (sendsLeft-- > 0 ? smtp.send(message) : never()),
      close: () => {},
    };
    let webhooksLeft = 8;
    const stallingFetch = ((input: string | URL | Request, init?: RequestInit) =>
      webhooksLeft-- > 0 ? fetch(input, init) : never()) as typeof fetch;
    const recorded: string[] = [];
    void dispatchDueNotifications({
      store: restNotificationStore(backend.url, backend.serviceRoleKey, { leaseSeconds: 2 }),
      mail: stalling,
      fetcher: stallingFetch,
      settings: backend.followUp,
      onRecorded: (id, outcome) => {
        if (outcome === 'sent') recorded.push(id);
      },
    });
    await expect.poll(() => recorded.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(16);
    const sentBeforeStop = (await notifications(ids)).filter((row) => row.state === 'sent');
    expect(sentBeforeStop.length).toBeLessThan(ids.length * 3);

    // Its leases run out; a second dispatcher takes over what was left.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await dispatchDueNotifications({
      store: restNotificationStore(backend.url, backend.serviceRoleKey),
      mail: smtp,
      settings: backend.followUp,
    });
    smtp.close();

    const rows = await notifications(ids);
    expect(rows).toHaveLength(ids.length * 3);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    for (const [index, id] of ids.entries()) {
      expect(deliveries.filter((delivery) => delivery.id === webhookIdOf(rows, id))).toHaveLength(
        1,
      );
      expect(await mailsTo(backend.inboxUrl, `stop-${index}@example.com`)).toHaveLength(1);
      const reference = leadReference(id);
      const staffMails = (await mailsTo(backend.inboxUrl, staff)).filter((mail) =>
        mail.Text.includes(reference),
      );
      expect(staffMails).toHaveLength(1);
    }
  });
});

function webhookIdOf(rows: { id: string; lead_id: string; channel: string }[], leadId: string) {
  const row = rows.find((each) => each.lead_id === leadId && each.channel === 'webhook');
  return `msg_${row?.id ?? ''}`;
}
