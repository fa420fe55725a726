import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { insertRows, seededAdmin } from './backend';
import { passSecondFactor, signIn } from './sign-in';

// The report counts hours on the admin's clock: this makes them exact.
test.use({ locale: 'en-US', timezoneId: 'UTC' });

async function openEvents(page: Page) {
  await signIn(page, seededAdmin.email, seededAdmin.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await passSecondFactor(page);
  await page.getByRole('tab', { name: /Events/ }).click();
}

test(
  "an admin reads one event's report, Hot leads first, and the ratings beside each lead",
  { tag: '@seeded-admin' },
  async ({ page }) => {
    const event = `Report Expo ${Date.now()}`;
    const tablet = randomUUID();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const names = ['Hana Hot', 'Walt Warm', 'Uma Unrated'];
    await insertRows(
      'event_leads',
      ids.map((id, index) => ({
        id,
        full_name: `${names[index]} ${event}`,
        email: `report-${index}-${Date.now()}@example.com`,
        company: 'Analytical Engines',
        interested_in: ['Agentic AI'],
        consent: true,
        event_name: event,
        staff_name: 'Sam',
        device_id: tablet,
        captured_at: `2026-11-25T${10 + index}:15:00.000Z`,
      })),
    );
    await insertRows('event_lead_notes', [
      {
        id: randomUUID(),
        lead_id: ids[0],
        rating: 'hot',
        answers: [{ question: 'Budget', answer: 'Over 50k' }],
        note: 'Wants a pilot',
        staff_name: 'Sam',
      },
      { id: randomUUID(), lead_id: ids[1], rating: 'warm', answers: [] },
    ]);
    await openEvents(page);

    const panel = page.getByRole('tabpanel');
    const totals = panel.getByRole('table', { name: 'Leads per event and device' });
    await totals.getByRole('button', { name: event }).click();
    await expect(panel.getByRole('heading', { name: `Report: ${event} (3 leads)` })).toBeVisible();
    const hot = panel.getByRole('table', { name: 'Hot leads' }).getByRole('row');
    await expect(hot).toHaveCount(2);
    await expect(hot.nth(1)).toContainText(`Hana Hot ${event}`);
    await expect(hot.nth(1)).toContainText('Budget: Over 50kWants a pilot2026-11-25 10:15');
    await expect(
      panel.getByRole('table', { name: 'Leads per rating' }).getByRole('row'),
    ).toHaveText(['RatingLeads', 'Hot1', 'Warm1', 'Cold0', 'Not rated1']);
    await expect(panel.getByRole('table', { name: 'Leads per hour' }).getByRole('row')).toHaveText([
      'HourLeads',
      '2026-11-25 10:001',
      '2026-11-25 11:001',
      '2026-11-25 12:001',
    ]);
    await expect(
      panel
        .getByRole('table', { name: 'Event leads' })
        .getByRole('row')
        .filter({ hasText: 'Hana Hot' }),
    ).toContainText('HotBudget: Over 50kWants a pilot');

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export report CSV' }).click();
    const file = await download;
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Section,Value,Leads,Full Name,Email,Company,Job Title,Answers,Note,Staff',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^Hot lead,2026-11-25 10:15,,Hana Hot ${event},report-0-\\d+@example.com,Analytical Engines,,Budget: Over 50k,Wants a pilot,Sam$`,
      ),
    );
    expect(lines.slice(2)).toEqual([
      'Rating,Hot,1,,,,,,,',
      'Rating,Warm,1,,,,,,,',
      'Rating,Cold,0,,,,,,,',
      'Rating,Not rated,1,,,,,,,',
      'Hour,2026-11-25 10:00,1,,,,,,,',
      'Hour,2026-11-25 11:00,1,,,,,,,',
      'Hour,2026-11-25 12:00,1,,,,,,,',
      `Device,Device ${tablet.slice(0, 8)},3,,,,,,,Sam`,
    ]);
  },
);
