// "Send me this" against the embedded backend: an enrolled booth's lead that ticked two pages
// is acknowledged with links to exactly those two, absolute on the site's configured origin and
// titled as the site titles them; with none ticked the acknowledgement is as before; and an
// attacker holding a device's credential who names another page, or another site, over plain
// HTTP is refused by the database, and nobody is mailed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchDueNotifications } from '../../supabase/functions/_shared/lead-dispatch/dispatch.ts';
import { restNotificationStore } from '../../supabase/functions/_shared/lead-dispatch/notification-store.ts';
import { smtpMailSender } from '../../supabase/functions/_shared/lead-dispatch/smtp-mail.ts';
import { kindOfTable } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';
import {
  acknowledgementMail,
  staffMail,
} from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { mailsTo, type InboxMail } from 'local-supabase/inbox-client';
import { sendMePages } from '../../src/shared/leads/send-me-pages.ts';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { adminClient, supabaseClient } from './supabase-client.ts';

const staff = 'staff@send-me.test';
const site = 'https://booth.site.example';
const eventName = 'Send Me Expo';
let backend: AppBackend;
let credential: string;

beforeAll(async () => {
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    functions: false,
    followUp: { env: { LEAD_NOTIFY_EMAIL: staff, SITE_URL: `${site}/` } },
  });
  const { data: code } = await (
    await adminClient(backend)
  ).rpc('create_device_enrolment', { event_name: eventName });
  const { data } = await supabaseClient(backend.url, backend.anonKey).rpc('enrol_booth_device', {
    code: String(code),
    event_name: eventName,
  });
  credential = String((data as { credential: string }).credential);
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

/** A booth lead as the tablet's worker sends it: plain HTTP, the device's credential. */
function postBoothLead(email: string, sendMe: unknown) {
  return fetch(`${backend.url}/rest/v1/event_leads`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      'x-booth-device': credential,
    },
    body: JSON.stringify({
      id: randomUUID(),
      full_name: 'Ada Lovelace',
      email,
      consent: true,
      event_name: eventName,
      device_id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      captured_at: '2026-12-01T09:30:00.000Z',
      ...(sendMe === undefined ? {} : { send_me: sendMe }),
    }),
  });
}

async function acknowledgementTo(email: string): Promise<InboxMail> {
  const [mail, ...more] = await mailsTo(backend.inboxUrl, email, 'received');
  expect(more).toEqual([]);
  if (!mail) throw new Error(`no acknowledgement to ${email}`);
  return mail;
}

/** The mail's links with text, but for the site's own home page (the frame's footer). */
const anchors = (html: string) =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .map(([, href, title]) => ({ href, title }))
    .filter(({ href }) => href !== site);

/** Every address the plain text names; the footer names the site's home page last. */
const urls = (text: string) => text.match(/https?:\/\/[^\s>]+/g);

describe('"Send me this"', () => {
  it('allows in the database exactly the pages the booth offers', async () => {
    const rows = await backend.db.query<{ path: string }>(
      'select path from private.send_me_pages order by path',
    );
    expect(rows.map(({ path }) => path)).toEqual(sendMePages.map(({ path }) => path).sort());
  });

  it('acknowledges a booth lead with links to exactly the pages ticked, on the site', async () => {
    const email = 'ada.pages@example.com';
    const response = await postBoothLead(email, ['/services', '/case-studies/retailmax-inc']);
    expect(response.status).toBe(201);
    await dispatch();

    const mail = await acknowledgementTo(email);
    expect(anchors(mail.HTML)).toEqual([
      { href: `${site}/case-studies/retailmax-inc`, title: 'RetailMax Inc Case Study' },
      { href: `${site}/services`, title: 'Services' },
    ]);
    expect(mail.Text).toContain(
      'You asked us to send you these pages:\n\n' +
        ` * RetailMax Inc Case Study <${site}/case-studies/retailmax-inc>\n` +
        ` * Services <${site}/services>\n`,
    );
    expect(urls(mail.Text)).toEqual([
      `${site}/case-studies/retailmax-inc`,
      `${site}/services`,
      site,
    ]);
  });

  it('acknowledges a booth lead that ticked nothing as before: no pages, no links', async () => {
    const email = 'ada.nothing@example.com';
    expect((await postBoothLead(email, [])).status).toBe(201);
    await dispatch();

    const mail = await acknowledgementTo(email);
    expect(mail.Text).not.toContain('You asked us to send you');
    expect(urls(mail.Text)).toEqual([site]);
    expect(anchors(mail.HTML)).toEqual([]);
  });

  it("refuses a crafted lead naming a page off the list, even with a device's credential", async () => {
    const crafted = [
      ['https://phish.example/login'],
      ['//phish.example/services'],
      ['/admin'],
      ['/services', '/services'],
      ['/services?next=https://phish.example'],
    ];
    for (const [index, sendMe] of crafted.entries()) {
      const response = await postBoothLead(`victim${index}@example.com`, sendMe);
      expect(response.status, JSON.stringify(sendMe)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('23514');
    }
    await dispatch();
    for (const index of crafted.keys()) {
      expect(await mailsTo(backend.inboxUrl, `victim${index}@example.com`)).toEqual([]);
    }
    const { count } = await supabaseClient(backend.url, backend.serviceRoleKey)
      .from('event_leads')
      .select('id', { count: 'exact', head: true })
      .like('email', 'victim%');
    expect(count).toBe(0);
  });
});

describe('the mails about a lead that asked for pages', () => {
  const lead = {
    id: '3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    created_at: '2026-12-01T10:00:00+00:00',
    // A path the database would refuse: the dispatcher links only the pages it knows too.
    send_me: ['/services', 'https://phish.example/login', '/case-studies/finserve-group'],
  };
  const settings = { ...followUpSettings({ SITE_URL: site }), staffRecipients: [staff] };

  it('link only the listed pages, in the list order', async () => {
    const mail = await acknowledgementMail(settings, kindOfTable('event_leads'), lead);
    expect(anchors(mail.html)).toEqual([
      { href: `${site}/case-studies/finserve-group`, title: 'FinServe Group Case Study' },
      { href: `${site}/services`, title: 'Services' },
    ]);
    expect(mail.text).not.toContain('phish');
  });

  it('tell staff which pages, by title', async () => {
    const mail = await staffMail(settings, kindOfTable('event_leads'), lead);
    expect(mail.text).toContain('Send me this: FinServe Group Case Study, Services\n');
  });
});
