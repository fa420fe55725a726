// A booking's life by mail, against the embedded backend and its mail catcher, with the
// real supabase-js: the acknowledgement's private link, an admin's confirmation with an
// invite calendars understand, a reschedule and a cancellation through the link (the same
// UID, a rising SEQUENCE, then CANCEL), staff told of each visitor change, and a reminder
// only for a booking still confirmed for its slot.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inZone } from '../../supabase/functions/_shared/lead-dispatch/booking-time.ts';
import { dispatchDueNotifications } from '../../supabase/functions/_shared/lead-dispatch/dispatch.ts';
import { leadReference } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { restNotificationStore } from '../../supabase/functions/_shared/lead-dispatch/notification-store.ts';
import { smtpMailSender } from '../../supabase/functions/_shared/lead-dispatch/smtp-mail.ts';
import type { MailSender } from '../../supabase/functions/_shared/lead-dispatch/smtp-mail.ts';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { calendarOf, mailsTo, type InboxMail } from 'local-supabase/inbox-client';
import { adminClient, supabaseClient } from './supabase-client.ts';

const staff = 'staff@booking.test';
let backend: AppBackend;
let mail: MailSender;

beforeAll(async () => {
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    functions: false,
    followUp: {
      env: { LEAD_NOTIFY_EMAIL: staff, SMTP_SENDER: 'Acme AI <hello@acme.test>' },
    },
  });
  mail = smtpMailSender(backend.smtp, { name: 'Acme AI', address: 'hello@acme.test' });
});

afterAll(async () => {
  mail?.close();
  await backend?.close();
});

async function dispatch() {
  return dispatchDueNotifications({
    store: restNotificationStore(backend.url, backend.serviceRoleKey),
    mail,
    settings: followUpSettings(
      { LEAD_NOTIFY_EMAIL: staff, SMTP_SENDER: 'Acme AI <hello@acme.test>' },
      { SITE_URL: 'http://127.0.0.1:4173' },
    ),
  });
}

async function book(email: string, date: string, time = '10:00') {
  const id = crypto.randomUUID();
  const { error } = await supabaseClient(backend.url, backend.anonKey)
    .from('consultations')
    .insert({
      id,
      name: 'Asha Rao',
      email,
      preferred_date: date,
      preferred_time: time,
      time_zone: 'Asia/Kolkata',
    });
  expect(error).toBeNull();
  return id;
}

const admin = () => adminClient(backend);

/**
 * Staff mails about changes through a link wait until changes have been quiet for 1.5 s,
 * so a burst goes as one digest: the dispatcher runs until the mail is out.
 */
async function staffMailsAfterDispatch(words: string): Promise<number> {
  await dispatch();
  return (await mailsTo(backend.inboxUrl, staff, words)).length;
}

const tokenIn = (message: InboxMail) => /\/booking#([0-9a-f]{64})/.exec(message.Text)?.[1] ?? '';

async function onlyMail(to: string, words: string): Promise<InboxMail> {
  const found = await mailsTo(backend.inboxUrl, to, words);
  expect(found).toHaveLength(1);
  return found[0] as InboxMail;
}

function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('the invite holds no event');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    startUtc: (event.getFirstProperty('dtstart')?.toICALString() ?? '').endsWith('Z'),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(event.getFirstPropertyValue('attendee')).toLowerCase(),
  };
}

describe('a booking by mail', () => {
  it('is confirmed with an invite, moved and cancelled through its link', async () => {
    const email = 'asha@booking.test';
    const id = await book(email, '2026-12-01');
    await dispatch();

    const acknowledgement = await onlyMail(email, 'received');
    const firstToken = tokenIn(acknowledgement);
    expect(firstToken).toMatch(/^[0-9a-f]{64}$/);

    const visitor = supabaseClient(backend.url, backend.anonKey);
    const { data: seen } = await visitor.rpc('booking_by_token', { token: firstToken });
    expect(seen).toMatchObject({ name: 'Asha Rao', status: 'pending', time_zone: 'Asia/Kolkata' });
    expect(seen).not.toHaveProperty('email');

    const slot = new Date(Date.now() + 3 * 24 * 3600_000);
    slot.setUTCSeconds(0, 0);
    const client = await admin();
    const confirmed = await client
      .from('consultations')
      .update({ status: 'confirmed', scheduled_at: slot.toISOString(), duration_minutes: 45 })
      .eq('id', id);
    expect(confirmed.error).toBeNull();
    await dispatch();

    const confirmation = await onlyMail(email, 'Confirmed');
    expect(confirmation.Text).toContain('(India Standard Time, Asia/Kolkata)');
    expect(confirmation.Text).toContain('UTC');
    const invite = eventOf(await calendarOf(backend.inboxUrl, confirmation));
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `consultation-${id}@127.0.0.1`,
      sequence: 1,
      start: slot.toISOString(),
      startUtc: true,
      end: new Date(slot.getTime() + 45 * 60_000).toISOString(),
      organizer: 'mailto:hello@acme.test',
      attendee: `mailto:${email}`,
    });

    // The first link still works after the confirmation; a reschedule keeps the UID.
    const later = new Date(slot.getTime() + 3600_000);
    await client.from('consultations').update({ scheduled_at: later.toISOString() }).eq('id', id);
    await dispatch();
    const moved = await onlyMail(email, 'Updated');
    expect(moved.Subject).toMatch(/^Updated: your consultation is now on /);
    expect(moved.Text).toContain('Your consultation has changed');
    const update = eventOf(await calendarOf(backend.inboxUrl, moved));
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: invite.uid,
      start: later.toISOString(),
    });
    expect(update.sequence).toBeGreaterThan(invite.sequence);

    // The visitor asks for another time: the booking waits for staff again, who are told.
    const { data: asked } = await visitor.rpc('request_booking_time', {
      token: firstToken,
      preferred_date: '2026-12-03',
      preferred_time: '09:30',
      time_zone: 'Asia/Kolkata',
    });
    expect(asked).toMatchObject({ status: 'pending', preferred_at: '2026-12-03T04:00:00+00:00' });
    await expect.poll(() => staffMailsAfterDispatch('another time'), { timeout: 15_000 }).toBe(1);

    const { data: cancelled } = await visitor.rpc('cancel_booking', { token: firstToken });
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    await dispatch();
    const cancellation = eventOf(
      await calendarOf(backend.inboxUrl, await onlyMail(email, 'Cancelled')),
    );
    expect(cancellation).toMatchObject({ method: 'CANCEL', uid: invite.uid });
    expect(cancellation.sequence).toBeGreaterThan(update.sequence);
    await expect.poll(() => staffMailsAfterDispatch('cancelled'), { timeout: 15_000 }).toBe(1);

    // Once cancelled, the link takes no new time: a new booking is the way back.
    const reopened = await visitor.rpc('request_booking_time', {
      token: firstToken,
      preferred_date: '2026-12-04',
      preferred_time: '09:30',
      time_zone: 'Asia/Kolkata',
    });
    expect(reopened.error?.message).toBe(
      'This booking is cancelled. Please book a new consultation instead.',
    );
  });

  it('opens nothing for a wrong token and refuses a zone that does not exist', async () => {
    const visitor = supabaseClient(backend.url, backend.anonKey);
    const { data, error } = await visitor.rpc('booking_by_token', { token: 'f'.repeat(64) });
    expect(error).toBeNull();
    expect(data).toBeNull();
    const refused = await visitor
      .from('consultations')
      .insert({ name: 'Bad Zone', email: 'bad@booking.test', time_zone: 'Mars/Olympus' });
    expect(refused.error).toMatchObject({ code: '23514' });
    expect(refused.status).toBe(400);
  });

  it('reminds a confirmed booking the day before, and never a cancelled one', async () => {
    const client = await admin();
    const kept = await book('kept@booking.test', '2026-12-05');
    const dropped = await book('dropped@booking.test', '2026-12-05');
    // Two hours apart: one host cannot hold both at once.
    const slots = [25, 27].map((hours) => new Date(Date.now() + hours * 3600_000).toISOString());
    for (const [index, id] of [kept, dropped].entries()) {
      const { error } = await client
        .from('consultations')
        .update({ status: 'confirmed', scheduled_at: slots[index] })
        .eq('id', id);
      expect(error).toBeNull();
    }
    await client.from('consultations').update({ status: 'cancelled' }).eq('id', dropped);
    await dispatch();

    // An hour passes: both reminders fall due, and each is decided now.
    const service = supabaseClient(backend.url, backend.serviceRoleKey);
    await service
      .from('lead_notifications')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('channel', 'booking_reminder')
      .in('lead_id', [kept, dropped]);
    await dispatch();
    const { data: reminders } = await service
      .from('lead_notifications')
      .select('lead_id, state')
      .eq('channel', 'booking_reminder')
      .in('lead_id', [kept, dropped]);
    expect(
      (reminders ?? [])
        .map((row) => `${row.lead_id === kept ? 'kept' : 'dropped'} ${row.state}`)
        .sort(),
    ).toEqual(['dropped skipped', 'kept sent']);
    expect(await mailsTo(backend.inboxUrl, 'kept@booking.test', 'Reminder')).toHaveLength(1);
    expect(await mailsTo(backend.inboxUrl, 'dropped@booking.test', 'Reminder')).toHaveLength(0);
  });
});

describe('a booking the database books at once', () => {
  it("tells staff the host and the time on both clocks; a wish's acknowledgement links to pick again", async () => {
    const visitor = supabaseClient(backend.url, backend.anonKey);
    const { data: free, error } = await visitor.rpc('available_slots', {
      from_at: new Date().toISOString(),
      to_at: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    });
    expect(error).toBeNull();
    const slot = String(free?.[0]?.start_at);
    const booked = crypto.randomUUID();
    const wish = crypto.randomUUID();
    for (const [id, email] of [
      [booked, 'booked@booking.test'],
      [wish, 'wish@booking.test'],
    ] as const) {
      const inserted = await visitor.from('consultations').insert({
        id,
        name: 'Asha Rao',
        email,
        time_zone: 'Asia/Kolkata',
        requested_slots: [slot],
      });
      expect(inserted.error).toBeNull();
    }

    const at = new Date(slot);
    const staffMail = async () => {
      await dispatch();
      return (await mailsTo(backend.inboxUrl, staff, leadReference(booked)))[0]?.Text ?? '';
    };
    await expect
      .poll(staffMail, { timeout: 15_000 })
      .toContain(
        'Booked with: Cognivance AI\n' +
          `On the visitor's clock: ${inZone(at, 'Asia/Kolkata')}\n` +
          `On our clock (Cupertino): ${inZone(at, 'America/Los_Angeles')}\n`,
      );
    expect((await onlyMail('booked@booking.test', 'received')).Text).toContain(
      'Change or cancel your booking <http://127.0.0.1:4173/booking#',
    );
    const taken = await onlyMail('wish@booking.test', 'received');
    expect(taken.Text).toMatch(
      /The times you picked were taken before your request reached us\.\n\nPick one of the times free now <http:\/\/127\.0\.0\.1:4173\/booking#[0-9a-f]{64}>\n/,
    );
    const { data: page } = await visitor.rpc('booking_by_token', { token: tokenIn(taken) });
    expect(page).toMatchObject({ status: 'pending' });
  });
});
