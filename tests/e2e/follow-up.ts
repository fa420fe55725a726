/*
 * What became of a lead after it was stored, read as staff, the visitor and a webhook
 * receiver meet it: the notification rows (service role), the local inbox's Mailpit API,
 * and the suite's webhook receiver, whose signatures are checked with standardwebhooks.
 */
import { expect } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { siteConfig } from '../../src/content/site-config';
import { leadReference } from '../../src/shared/leads/lead-reference';
import { mailsTo, type InboxMail } from 'local-supabase/inbox-client';
import { apiUrl, inboxUrl, rowsWhere, serviceRoleKey } from './backend';
import { deliveriesFor, webhookSecret, type Delivery } from './webhook-receiver';
import { scaled } from './host-speed';

export const staffAddress = siteConfig.email;

export interface Notification {
  id: string;
  lead_id: string;
  channel: 'staff_email' | 'webhook' | 'acknowledgement';
  state: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  last_error: string | null;
}

export async function notificationsOf(leadId: string): Promise<Notification[]> {
  const response = await fetch(
    `${apiUrl}/rest/v1/lead_notifications?select=*&lead_id=eq.${leadId}`,
    {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    },
  );
  if (!response.ok) throw new Error(`lead_notifications: HTTP ${response.status}`);
  return (await response.json()) as Notification[];
}

/** The id of the one lead in `table` with this address. */
export async function leadIdOf(table: string, email: string): Promise<string> {
  const rows = await rowsWhere(table, 'email', email);
  expect(rows).toHaveLength(1);
  return String(rows[0]?.id);
}

/** Waits until no notification of the lead is pending; 15 s is the promise to staff. */
export async function settledNotifications(
  leadId: string,
  timeout = scaled(15_000),
): Promise<Notification[]> {
  await expect
    .poll(async () => (await notificationsOf(leadId)).map((row) => row.state).sort(), { timeout })
    .not.toContainEqual('pending');
  return notificationsOf(leadId);
}

export const referenceOf = leadReference;

/** Staff mails (single or digest) that name this reference. */
export async function staffMailsNaming(reference: string): Promise<InboxMail[]> {
  const staff = await mailsTo(inboxUrl, staffAddress, reference);
  return staff.filter((mail) => mail.Text.includes(reference));
}

/** Every delivery for this visitor's lead, each checked as a receiver would. */
export async function verifiedDeliveries(
  email: string,
): Promise<(Delivery & { payload: unknown })[]> {
  const deliveries = await deliveriesFor(email);
  const hook = new Webhook(webhookSecret);
  return deliveries.map((delivery) => ({
    ...delivery,
    payload: hook.verify(delivery.body, delivery.headers),
  }));
}

/** One staff mail, one acknowledgement and one signed webhook for this lead: nothing twice. */
export async function expectFollowedUpOnce(table: string, email: string): Promise<void> {
  const leadId = await leadIdOf(table, email);
  const rows = await settledNotifications(leadId);
  expect(rows.map((row) => `${row.channel}:${row.state}`).sort()).toEqual([
    'acknowledgement:sent',
    'staff_email:sent',
    'webhook:sent',
  ]);
  expect(await staffMailsNaming(referenceOf(leadId))).toHaveLength(1);
  const acknowledgements = await mailsTo(inboxUrl, email);
  expect(acknowledgements).toHaveLength(1);
  expect(acknowledgements[0]?.Text).toContain(`Your reference is ${referenceOf(leadId)}.`);
  const deliveries = await verifiedDeliveries(email);
  expect(deliveries).toHaveLength(1);
  expect(deliveries[0]?.payload).toMatchObject({
    type: 'lead.created',
    data: { table, id: leadId },
  });
}
