import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiUrl, insertRows, seededAdmin, serviceRoleKey, uniqueEmail } from './backend';
import { openPage } from './open-page';
import { passSecondFactor, signIn } from './sign-in';
import { scaled } from './host-speed';

// Times on the dashboard are in the admin's locale and zone: these make them exact.
test.use({ locale: 'en-US', timezoneId: 'UTC' });

const service = {
  apikey: serviceRoleKey,
  Authorization: `Bearer ${serviceRoleKey}`,
  'Content-Type': 'application/json',
};

const hourMs = 3_600_000;

async function notification(leadId: string, channel: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${apiUrl}/rest/v1/lead_notifications?select=*&lead_id=eq.${leadId}&channel=eq.${channel}`,
    { headers: service },
  );
  if (!response.ok) throw new Error(`lead_notifications: HTTP ${response.status}`);
  const [row] = (await response.json()) as Record<string, unknown>[];
  if (!row) throw new Error(`no ${channel} notification for ${leadId}`);
  return row;
}

/**
 * Stores a notification in the state a test needs, as the service role (whose own lead
 * inserts notify nobody): final, or due years from now, so the lead-dispatch function leaves it.
 */
async function setNotification(leadId: string, channel: string, state: Record<string, unknown>) {
  const response = await fetch(`${apiUrl}/rest/v1/lead_notifications`, {
    method: 'POST',
    headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ lead_table: 'contact_submissions', lead_id: leadId, channel, ...state }),
  });
  if (!response.ok)
    throw new Error(`lead_notifications: HTTP ${response.status} ${await response.text()}`);
}

test(
  "a staff mail's link shows the lead's follow-up, and an admin retries a failing webhook",
  { tag: '@seeded-admin' },
  async ({ page }) => {
    test.setTimeout(scaled(60_000));
    const id = randomUUID();
    const reference = id.replaceAll('-', '').slice(0, 8).toUpperCase();
    await insertRows('contact_submissions', [
      {
        id,
        name: 'Ada Follow-up',
        email: uniqueEmail('follow-up'),
        message: 'Please call me back about guidance systems.',
        status: 'new',
        // Past the contact form's promise of 72 hours.
        created_at: new Date(Date.now() - 80.5 * hourMs).toISOString(),
      },
    ]);
    await setNotification(id, 'staff_email', {
      state: 'sent',
      attempts: 1,
      sent_at: '2026-11-20T09:15:00Z',
      last_error: null,
    });
    await setNotification(id, 'webhook', {
      state: 'pending',
      attempts: 3,
      next_attempt_at: '2099-01-01T08:00:00Z',
      last_error: 'The webhook answered HTTP 500',
      sent_at: null,
    });
    await setNotification(id, 'acknowledgement', {
      state: 'skipped',
      sent_at: null,
      last_error: 'Not sent: this address already had 3 acknowledgements within the hour',
    });

    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await openPage(page, `/admin?kind=contact&lead=${id}`);
    await passSecondFactor(page);

    await expect(page.getByRole('tab', { name: /^Contact Submissions/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: /^Contact Submissions/ })).toHaveText(
      /^Contact Submissions \([\d,]+, [\d,]+ overdue\)$/,
    );
    const panel = page.getByRole('tabpanel');
    await expect(
      panel.getByText(`Showing only the lead with reference ${reference}.`, { exact: true }),
    ).toBeVisible();
    await expect(panel.getByText(/^Showing \d/)).toHaveText('Showing 1–1 of 1');
    const lead = panel.getByRole('row').nth(1);
    await expect(lead).toContainText('Ada Follow-up');
    await expect(lead.getByText(`Ref. ${reference}`, { exact: true })).toBeVisible();
    await expect(lead.getByText('Waiting 80 h (promised 72 h)', { exact: true })).toBeVisible();
    await expect(
      lead.getByText('Staff notified ✓ Nov 20, 2026, 09:15', { exact: true }),
    ).toBeVisible();
    const failing =
      'Webhook failing: attempt 3, next try at Jan 1, 2099, 08:00. Last error: The webhook answered HTTP 500';
    await expect(lead.getByText(failing, { exact: true })).toBeVisible();
    await expect(
      lead.getByText(
        'Visitor not acknowledged: this address already had 3 acknowledgements within the hour',
        { exact: true },
      ),
    ).toBeVisible();

    // The badge, a problem, a skip and a retry on screen at once: each readable by all.
    await expectNoViolations(page, 'one lead and its follow-up');

    await lead.getByRole('button', { name: 'Retry webhook for Ada Follow-up' }).click();
    await expect(page.getByText('Webhook will be tried again now')).toBeVisible();
    // Due again now: the retry's pg_net call to lead-dispatch may already have delivered it.
    await expect
      .poll(async () => {
        const row = await notification(id, 'webhook');
        return Date.parse(String(row.next_attempt_at)) <= Date.now() && row.state !== 'failed';
      })
      .toBe(true);
    await expect(lead.getByText(failing, { exact: true })).toHaveCount(0);
    await expect(lead.getByRole('button', { name: 'Retry webhook for Ada Follow-up' })).toHaveCount(
      0,
    );

    await panel.getByRole('button', { name: 'Show all' }).click();
    await expect(panel.getByText(/^Showing only the lead/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin$/);
  },
);

test(
  'a link naming no known kind opens the dashboard as usual',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    await insertRows('contact_submissions', [
      { name: 'Grace Listed', email: uniqueEmail('listed'), message: 'A message to list.' },
    ]);
    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await openPage(page, `/admin?kind=newsletter&lead=${randomUUID()}`);
    await passSecondFactor(page);
    await expect(page.getByRole('tab', { name: /^Contact Submissions/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByText(/^Showing \d/)).toBeVisible();
    await expect(page.getByText(/^Showing only the lead/)).toHaveCount(0);
  },
);
