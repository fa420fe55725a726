// What the dispatcher sends, as pure functions: the staff mail, the digest and the
// visitor's acknowledgement (visitor text escaped, nothing that could become a header), the
// signed webhook a standardwebhooks receiver accepts, and the settings' refusals.
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  kindOfTable,
  leadReference,
} from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';
import type {
  Lead,
  MailMessage,
} from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import {
  acknowledgementMail,
  digestMail,
  staffMail,
} from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import type { Booking } from '../../supabase/functions/_shared/lead-dispatch/booking-mail.tsx';
import {
  cancellationMail,
  confirmationMail,
  staffBookingChangeMail,
} from '../../supabase/functions/_shared/lead-dispatch/booking-mail.tsx';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import {
  deliverWebhook,
  webhookPayload,
} from '../../supabase/functions/_shared/lead-dispatch/webhook.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const settings = followUpSettings({
  LEAD_NOTIFY_EMAIL: 'sales@example.com, ops@example.com',
  LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads',
  LEAD_WEBHOOK_SECRET: secret,
  SITE_URL: 'https://site.example/',
  SMTP_SENDER: 'Cognivance AI <no-reply@cognivance.example>',
});
const contact = kindOfTable('contact_submissions');
const lead: Lead = {
  id: '3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b',
  name: '<script>alert(1)</script>\r\nBcc: victim@example.com',
  email: 'ada@example.com',
  company: 'Acme & Sons',
  phone: null,
  message: 'Line one\n<b>bold</b>',
  status: 'new',
  created_at: '2026-11-25T10:00:00+00:00',
};

describe('settings', () => {
  it('reads comma-separated staff addresses and the sender', () => {
    expect(settings.staffRecipients).toEqual(['sales@example.com', 'ops@example.com']);
    expect(settings.from).toEqual({
      name: 'Cognivance AI',
      address: 'no-reply@cognivance.example',
    });
    expect(settings.siteUrl).toBe('https://site.example');
  });

  it('refuses a webhook without a whsec_ secret and a staff address that is not one', () => {
    expect(() =>
      followUpSettings({ LEAD_WEBHOOK_URL: 'https://x.example', SITE_URL: 'http://a.example' }),
    ).toThrow(/whsec_/);
    expect(() =>
      followUpSettings({
        LEAD_NOTIFY_EMAIL: 'a@b.example\nBcc: c@d.example',
        SITE_URL: 'http://a.example',
      }),
    ).toThrow(/not an e-mail address/);
  });
});

describe('the staff mail', () => {
  let mail: MailMessage;
  beforeAll(async () => {
    mail = await staffMail(settings, contact, lead);
  });

  it('goes to every staff address, replies to the visitor and links to the lead', async () => {
    expect(mail.to.map((to) => to.address)).toEqual(['sales@example.com', 'ops@example.com']);
    expect(mail.replyTo.address).toBe('ada@example.com');
    expect(mail.text).toContain(
      `Open in dashboard <https://site.example/admin?kind=contact&lead=${lead.id}>`,
    );
    // The button names the person only by a plain name; this one is markup.
    expect(mail.text).toContain('Reply to ada@example.com <ada@example.com>');
    expect((await staffMail(settings, contact, { ...lead, name: 'Ada Lovelace' })).text).toContain(
      'Reply to Ada Lovelace <ada@example.com>',
    );
    expect(mail.text).toContain('Company: Acme & Sons');
    expect(mail.text).toContain('Reference: 3F2A9C1E');
  });

  it('is branded: the logo, the company, and a footer saying who sent it and why', async () => {
    expect(mail.html).toContain(
      '<img alt="Cognivance AI logo" height="40" src="https://site.example/icons/icon-192.png"',
    );
    expect(mail.html).toContain('href="mailto:ada@example.com"');
    // A '?' the address check lets through stays part of the address, never a Cc.
    const crafted = await staffMail(settings, contact, { ...lead, email: 'a?cc=x@evil.example' });
    expect(crafted.html).toContain('href="mailto:a%3Fcc%3Dx@evil.example"');
    expect(mail.text).toContain(
      'You get this mail because your address is set to receive the leads of site.example.',
    );
    expect(mail.text).toContain(
      'Cognivance AI, 10 Example Way, Suite 200, Cupertino, CA 95014, United States.',
    );
  });

  it('escapes visitor text in HTML and keeps line breaks out of headers', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Line one<br/>&lt;b&gt;bold&lt;/b&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo.name).not.toMatch(/[\r\n]/);
  });
});

describe('the digest', () => {
  it('lists every lead in one mail', async () => {
    const leads = Array.from({ length: 25 }, (_, index) => ({
      ...lead,
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Visitor ${index}`,
    }));
    const mail = await digestMail(settings, contact, leads);
    expect(mail.subject).toBe('25 new contact messages');
    for (const each of leads) expect(mail.text).toContain(leadReference(each.id));
  });

  it('keeps each reference when what the visitors typed is long', async () => {
    const long = 'Cheap backlinks at https://a.example.com and more '.repeat(6);
    const leads = [0, 1].map((index) => ({
      ...lead,
      id: `${index}a2b3c4d-0000-4000-8000-000000000000`,
      email: `held-1795966933295-xl8ohv${index}@example.com`,
      message: long,
    }));
    const mail = await digestMail(settings, contact, leads);
    for (const each of leads) {
      expect(mail.text).toContain(`${each.email} · Reference: ${leadReference(each.id)} · `);
    }
  });

  it("lists a booth's burst of 500 by the first 100 and counts the rest, under Gmail's limit", async () => {
    const leads = Array.from({ length: 500 }, (_, index) => ({
      ...lead,
      id: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
      name: `Visitor ${index}`,
    }));
    const mail = await digestMail(settings, contact, leads);
    expect(mail.subject).toBe('500 new contact messages');
    expect(mail.text).toContain('\n100. Visitor 99 <https://site.example/admin?kind=contact&lead=');
    expect(mail.text).not.toContain('Visitor 100 <');
    expect(mail.text).toContain(
      'And 400 more, listed in the dashboard.\n\n' +
        'All contact messages in the dashboard <https://site.example/admin?kind=contact>',
    );
    expect(Buffer.byteLength(mail.html)).toBeLessThan(100 * 1024);
  });
});

describe('the acknowledgement', () => {
  let mail: MailMessage;
  beforeAll(async () => {
    mail = await acknowledgementMail(settings, contact, lead);
  });

  it('restates nothing the visitor typed: no name that is not plain, no message', () => {
    expect(mail.to).toEqual([{ name: '', address: 'ada@example.com' }]);
    expect(mail.subject).toBe('We received your contact message (reference 3F2A9C1E)');
    expect(mail.text).toBe(
      'Cognivance AI\n\nWe received your contact message\n\n' +
        'Hello,\n\nThank you: your contact message reached us.\n\n' +
        "Your reference is 3F2A9C1E. We'll get back to you within 2-3 business days.\n\n" +
        'What happens next: someone from our team reads it and replies to this address. ' +
        'We never ask for a password or a payment by mail.\n\n' +
        'You get this mail because this address was entered in a form on site.example. ' +
        'If you did not send this, you can ignore this mail.\n\n' +
        'Cognivance AI, 10 Example Way, Suite 200, Cupertino, CA 95014, United States. ' +
        'site.example <https://site.example>\n',
    );
    expect(mail.html).not.toContain('bold');
    expect(mail.html).not.toContain('Acme');
    expect(mail.replyTo.address).toBe('no-reply@cognivance.example');
  });

  it('greets by a plain name, and neutrally otherwise', async () => {
    const named = async (name: string) =>
      (await acknowledgementMail(settings, contact, { ...lead, name })).text.split('\n')[4];
    expect(await named('Ada Lovelace')).toBe('Hello Ada Lovelace,');
    expect(await named("Seán O'Brien-Smith")).toBe("Hello Seán O'Brien-Smith,");
    expect(await named('J. R. Smith')).toBe('Hello J. R. Smith,');
    expect(await named('Your account is locked: https://evil.example/x')).toBe('Hello,');
    expect(await named('Visit evil.example now')).toBe('Hello,');
    expect(await named('www.evil')).toBe('Hello,');
    expect(await named('Call +1 800 5551234')).toBe('Hello,');
    expect(await named('support@bank.example')).toBe('Hello,');
    expect(await named('An extremely long name that reads like a sentence of spam')).toBe('Hello,');
  });

  it("keeps a booking's own link, which is ours", async () => {
    const booking = await acknowledgementMail(
      settings,
      kindOfTable('consultations'),
      { ...lead, name: 'Ada', message: 'See https://evil.example' },
      'https://site.example/booking#token',
    );
    expect(booking.text).toContain(
      'Change or cancel your booking <https://site.example/booking#token>',
    );
    expect(booking.text).not.toContain('evil');
  });

  it('of a booking kept as a wish says its times were taken and links to pick again', async () => {
    const wish = await acknowledgementMail(
      settings,
      kindOfTable('consultations'),
      { ...lead, name: 'Ada', status: 'pending', requested_slots: ['2026-12-01T04:30:00+00:00'] },
      'https://site.example/booking#token',
    );
    expect(wish.text).toContain(
      'The times you picked were taken before your request reached us.\n\n' +
        'Pick one of the times free now <https://site.example/booking#token>\n',
    );
    expect(wish.text).not.toContain('Change or cancel');
    expect(wish.html).toContain('href="https://site.example/booking#token"');
  });

  it('of a booking booked at once names its time and adds it to a calendar', async () => {
    const booked = await acknowledgementMail(
      settings,
      kindOfTable('consultations'),
      {
        ...lead,
        status: 'confirmed',
        scheduled_at: '2026-12-01T04:30:00+00:00',
        time_zone: 'Asia/Kolkata',
        duration_minutes: 30,
        meeting_link: null,
      },
      'https://site.example/booking#token',
    );
    expect(booked.text).toContain(
      'When: Tuesday 1 December 2026 at 10:00 (India Standard Time, Asia/Kolkata), which is Tuesday 1 December 2026 at 04:30 UTC\n\n' +
        'Add to Google Calendar <https://calendar.google.com/calendar/render?action=TEMPLATE&text=Consultation+with+Cognivance+AI&dates=20261201T043000Z%2F20261201T050000Z&details=Reference+3F2A9C1E>\n' +
        'Add to Outlook <https://outlook.live.com/calendar/0/action/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent&subject=Consultation+with+Cognivance+AI&startdt=2026-12-01T04%3A30%3A00.000Z&enddt=2026-12-01T05%3A00%3A00.000Z&body=Reference+3F2A9C1E>\n\n' +
        'Change or cancel your booking <https://site.example/booking#token>\n',
    );
  });
});

describe('the webhook', () => {
  it('is signed so a standardwebhooks receiver accepts it, with the notification as its id', async () => {
    const now = new Date();
    const body = webhookPayload(
      contact,
      { ...lead, client_hash: 'a1b2c3', held_at: null, held_reason: null },
      now,
    );
    let received: { headers: Record<string, string>; body: string } | null = null;
    const fetcher = (async (_url: string | URL | Request, init?: RequestInit) => {
      received = { headers: init?.headers as Record<string, string>, body: String(init?.body) };
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    await deliverWebhook(
      { url: 'https://hooks.example.com/leads', secret },
      'n-1',
      body,
      now,
      fetcher,
    );
    const { headers, body: sent } = received as unknown as {
      headers: Record<string, string>;
      body: string;
    };
    expect(headers['webhook-id']).toBe('msg_n-1');
    const payload = new Webhook(secret).verify(sent, headers) as Record<string, unknown>;
    expect(payload).toMatchObject({
      type: 'lead.created',
      data: {
        kind: 'contact',
        table: 'contact_submissions',
        id: lead.id,
        created_at: lead.created_at,
      },
    });
    // The database's own checks stay in the database: no hash of the visitor's address.
    expect(Object.keys((payload as { data: { fields: object } }).data.fields)).not.toContain(
      'client_hash',
    );
  });

  it('fails on an answer outside 2xx, redirects included', async () => {
    const fetcher = (async () => new Response(null, { status: 302 })) as typeof fetch;
    await expect(
      deliverWebhook({ url: 'https://x.example', secret }, 'n-2', '{}', new Date(), fetcher),
    ).rejects.toThrow('The webhook answered HTTP 302');
  });
});

describe("a booking's mails", () => {
  const booking: Booking = {
    ...lead,
    status: 'confirmed',
    time_zone: 'Asia/Kolkata',
    preferred_at: '2026-12-01T04:30:00+00:00',
    scheduled_at: '2026-12-01T04:30:00+00:00',
    duration_minutes: 30,
    meeting_link: 'https://meet.example/abc?x=<1>',
    booking_sequence: 2,
  };
  const token = 'a'.repeat(64);

  it('name the time in the visitor zone and in UTC, escaped, with the private link', async () => {
    const mail = await confirmationMail(settings, booking, token, new Date('2026-11-25T10:00:00Z'));
    expect(mail.text).toContain(
      'Tuesday 1 December 2026 at 10:00 (India Standard Time, Asia/Kolkata), which is Tuesday 1 December 2026 at 04:30 UTC',
    );
    expect(mail.text).toContain(`https://site.example/booking#${token}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('x=&lt;1&gt;');
    expect(mail.text).toContain('Add to Google Calendar <https://calendar.google.com/');
    expect(mail.text).toContain('Add to Outlook <https://outlook.live.com/');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.to).toEqual([{ name: '', address: 'ada@example.com' }]);
  });

  it('say the booking changed when the visitor was sent a confirmation before', async () => {
    const stamp = new Date('2026-11-25T10:00:00Z');
    const first = await confirmationMail(settings, booking, token, stamp);
    const update = await confirmationMail(settings, booking, token, stamp, { update: true });
    expect(first.subject).toMatch(/^Confirmed: your consultation on Tuesday 1 December 2026/);
    expect(update.subject).toMatch(
      /^Updated: your consultation is now on Tuesday 1 December 2026 at 10:00/,
    );
    expect(update.text).toContain('Your consultation has changed');
    expect(update.text).toContain('remove the old entry');
    expect(update.calendar?.content).toContain('SEQUENCE:2');
  });

  it('carry one event per booking: REQUEST with its sequence, then CANCEL', async () => {
    const stamp = new Date('2026-11-25T10:00:00Z');
    const request = (await confirmationMail(settings, booking, token, stamp)).calendar;
    expect(request?.method).toBe('REQUEST');
    expect(request?.content).toContain(
      'UID:consultation-3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b@site.example',
    );
    expect(request?.content).toContain('SEQUENCE:2');
    expect(request?.content).toContain('DTSTART:20261201T043000Z');
    expect(request?.content).toContain('DTEND:20261201T050000Z');
    const cancel = (
      await cancellationMail(
        settings,
        { ...booking, status: 'cancelled', booking_sequence: 3 },
        token,
        stamp,
      )
    ).calendar;
    expect(cancel?.method).toBe('CANCEL');
    expect(cancel?.content).toContain('METHOD:CANCEL');
    expect(cancel?.content).toContain('SEQUENCE:3');
    expect(cancel?.content).toContain(
      'UID:consultation-3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b@site.example',
    );
  });

  it("tell staff the host booked and the time on their clock and the visitor's", async () => {
    const hosted = {
      ...booking,
      host_name: 'Cognivance AI',
      host_time_zone: 'America/Los_Angeles',
    };
    const mail = await staffMail(settings, kindOfTable('consultations'), hosted);
    expect(mail.text).toContain(
      'Booked with: Cognivance AI\n' +
        "On the visitor's clock: Tuesday 1 December 2026 at 10:00 (India Standard Time, Asia/Kolkata)\n" +
        'On our clock (Cupertino): Monday 30 November 2026 at 20:30 (Pacific Standard Time, America/Los_Angeles)\n',
    );
    expect(mail.text).not.toContain("host's clock");
    expect(mail.html).toContain('>Booked with</span>');
    const elsewhere = await staffMail(settings, kindOfTable('consultations'), {
      ...hosted,
      host_time_zone: 'Europe/London',
    });
    expect(elsewhere.text).toContain(
      "On the host's clock: Tuesday 1 December 2026 at 04:30 (Greenwich Mean Time, Europe/London)\n",
    );
    expect(
      (await digestMail(settings, kindOfTable('consultations'), [hosted, hosted])).text,
    ).toContain(
      "Booked with: Cognivance AI · On the visitor's clock: Tuesday 1 December 2026 at 10:00",
    );
    const pending = await staffMail(settings, kindOfTable('consultations'), {
      ...hosted,
      status: 'pending',
      scheduled_at: null,
    });
    expect(pending.text).not.toContain('Booked with');
    expect(pending.text).toContain(
      "Asked for, on the visitor's clock: Tuesday 1 December 2026 at 10:00 (India Standard Time, Asia/Kolkata)\n" +
        'On our clock (Cupertino): Monday 30 November 2026 at 20:30 (Pacific Standard Time, America/Los_Angeles)\n',
    );
    expect(
      (await staffBookingChangeMail(settings, kindOfTable('consultations'), hosted, 'cancelled'))
        .text,
    ).toContain('Host: Cognivance AI\n');
    const moved = await staffBookingChangeMail(
      settings,
      kindOfTable('consultations'),
      hosted,
      'moved',
    );
    expect(moved.subject).toMatch(/ moved their consultation$/);
    expect(moved.text).toContain(' moved their consultation to Tuesday 1 December 2026 at 10:00');
  });

  it('tell staff what the visitor changed, with Reply-To the visitor', async () => {
    const mail = await staffBookingChangeMail(
      settings,
      kindOfTable('consultations'),
      booking,
      'time_requested',
    );
    expect(mail.to.map((to) => to.address)).toEqual(['sales@example.com', 'ops@example.com']);
    expect(mail.replyTo.address).toBe('ada@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('asked for another time');
    expect(mail.html).not.toContain('<script>');
  });
});
