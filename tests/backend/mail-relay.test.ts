// No open relay (issue 40), as an attacker tries it against the embedded backend with the
// real supabase-js, then reads the mail catcher: fifty contact messages to the + and dot
// forms of one mailbox reach it at most 3 times; a thousand booth leads in one anonymous
// request, their notes full of phishing links, are refused and mail nobody; and the same
// thousand sent by an enrolled device mail nobody the sender's text, and only as many
// acknowledgements as the device's hourly budget allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDueNotifications } from '../../supabase/functions/_shared/lead-dispatch/dispatch.ts';
import { restNotificationStore } from '../../supabase/functions/_shared/lead-dispatch/notification-store.ts';
import { smtpMailSender } from '../../supabase/functions/_shared/lead-dispatch/smtp-mail.ts';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { mailsTo, type InboxMail } from 'local-supabase/inbox-client';
import type { Database } from '../../src/shared/database.types.ts';
import { adminClient, supabaseClient } from './supabase-client.ts';

const staff = 'staff@relay.test';
/** private.acknowledgement_budgets(): per mailbox and per booth device, an hour. */
const perMailbox = 3;
const perBoothDevice = 500;
const phishing = 'Your account is locked: https://phish.example/login';
let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    functions: false,
    followUp: { env: { LEAD_NOTIFY_EMAIL: staff } },
  });
});

afterAll(async () => {
  await backend?.close();
});

async function dispatch() {
  const mail = smtpMailSender(backend.smtp, backend.followUp.from);
  try {
    await dispatchDueNotifications({
      store: restNotificationStore(backend.url, backend.serviceRoleKey),
      mail,
      settings: backend.followUp,
    });
  } finally {
    mail.close();
  }
}

type BoothLead = Database['public']['Tables']['event_leads']['Insert'];

/** Booth leads as one POST /rest/v1/event_leads, as a stranger or as an enrolled tablet. */
async function postBoothLeads(rows: BoothLead[], credential?: string) {
  const insert = supabaseClient(backend.url, backend.anonKey).from('event_leads').insert(rows);
  return credential ? insert.setHeader('x-booth-device', credential) : insert;
}

/** A tablet enrolled for the event with a code an admin at aal2 made. */
async function enrolledDevice(eventName: string): Promise<string> {
  const { data: code } = await (
    await adminClient(backend)
  ).rpc('create_device_enrolment', {
    event_name: eventName,
  });
  const { data } = await supabaseClient(backend.url, backend.anonKey).rpc('enrol_booth_device', {
    code: String(code),
    event_name: eventName,
  });
  return String((data as { credential: string }).credential);
}

/** Every mail the catcher holds, whole. */
async function allMails(): Promise<InboxMail[]> {
  const inbox = backend.inboxUrl ?? '';
  const list = (await (await fetch(`${inbox}/api/v1/messages?limit=0`)).json()) as {
    messages: { ID: string }[];
  };
  return Promise.all(
    list.messages.map(
      async ({ ID }) => (await (await fetch(`${inbox}/api/v1/message/${ID}`)).json()) as InboxMail,
    ),
  );
}

async function acknowledgementsTo(addresses: string[]): Promise<number> {
  const found = await Promise.all(addresses.map((to) => mailsTo(backend.inboxUrl, to, 'received')));
  return found.flat().length;
}

describe('no open relay', () => {
  it('acknowledges one mailbox at most 3 times an hour, whatever its + and dot forms', async () => {
    const client = supabaseClient(backend.url, backend.anonKey);
    const plusForms = Array.from({ length: 50 }, (_, index) => `victim+${index + 1}@example.com`);
    const dotForms = ['v.ictim@gmail.com', 'vi.c.tim@gmail.com', 'V.I.C.T.I.M+x@googlemail.com'];
    dotForms.push('victim@gmail.com', 'vict.im+y@gmail.com');
    for (const email of [...plusForms, ...dotForms]) {
      const { error } = await client
        .from('contact_submissions')
        .insert({ name: 'Victim', email, message: phishing });
      expect(error).toBeNull();
    }
    await dispatch();

    expect(await acknowledgementsTo(plusForms)).toBe(perMailbox);
    expect(await acknowledgementsTo(dotForms)).toBe(perMailbox);
    const { count } = await supabaseClient(backend.url, backend.serviceRoleKey)
      .from('lead_notifications')
      .select('id', { count: 'exact', head: true })
      .eq('state', 'skipped')
      .eq('last_error', 'Not sent: this address already had 3 acknowledgements within the hour');
    expect(count).toBe(plusForms.length + dotForms.length - 2 * perMailbox);
  });

  // A thousand rows through triggers and the dispatcher: minutes on a busy 2-core machine.
  it(
    'mails no stranger the text or links of 1,000 booth leads sent in one request',
    { timeout: 300_000 },
    async () => {
      const device = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
      const rows: BoothLead[] = Array.from({ length: 1000 }, (_, index) => ({
        full_name: `Security Team https://phish.example/${index}`,
        email: `stranger${index}@example.org`,
        company: 'Bank of Phish https://phish.example',
        notes: `${phishing}?u=${index}`,
        interested_in: ['Agentic AI'],
        consent: true,
        event_name: 'Relay Expo',
        staff_name: 'Sam',
        device_id: device,
        captured_at: new Date().toISOString(),
      }));
      const anonymous = await postBoothLeads(rows);
      expect(anonymous.status).toBe(401);

      const { error } = await postBoothLeads(rows, await enrolledDevice('Relay Expo'));
      expect(error).toBeNull();
      await dispatch();

      const mails = await allMails();
      const toStrangers = mails.filter(({ To }) => To.every(({ Address }) => Address !== staff));
      for (const mail of toStrangers) {
        for (const part of [mail.Subject, mail.Text, mail.HTML]) {
          expect(part).not.toContain('phish');
          expect(part).not.toContain('locked');
        }
      }
      const booth = toStrangers.filter(({ To }) => To[0]?.Address.endsWith('@example.org'));
      expect(booth.length).toBeGreaterThan(0);
      expect(booth[0]?.Text).toMatch(/^Cognivance AI\n\nWe received your event lead\n\nHello,\n\n/);
      // The catcher keeps the newest 500 mails (staff's among them): count in the database.
      const acknowledgements = (state: string) =>
        supabaseClient(backend.url, backend.serviceRoleKey)
          .from('lead_notifications')
          .select('id', { count: 'exact', head: true })
          .eq('lead_table', 'event_leads')
          .eq('channel', 'acknowledgement')
          .eq('state', state);
      expect((await acknowledgements('sent')).count).toBe(perBoothDevice);
      const { count } = await acknowledgements('skipped').eq(
        'last_error',
        'Not sent: this booth device already caused 500 acknowledgements within the hour',
      );
      expect(count).toBe(rows.length - perBoothDevice);
    },
  );
});
