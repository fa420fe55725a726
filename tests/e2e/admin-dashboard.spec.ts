import { expect, test, type Page } from '@playwright/test';
import { insertRows, rowsWhere, seededAdmin } from './backend';
import { passSecondFactor, signIn } from './sign-in';
import { scaled } from './host-speed';

// Each test stores its own leads under a marker that no other test's leads contain, and
// searches for it, so tests running side by side never see each other's rows.
const newMarker = () => `mk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const day = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset, 12)).toISOString();

function contacts(marker: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    name: index === 0 ? '=SUM(A1:A9)' : `Person ${String(index).padStart(2, '0')}`,
    email: `person${index}@example.com`,
    company: `Company ${marker}`,
    message: `Message ${index}`,
    status: index % 10 === 0 ? 'archived' : index % 3 === 0 ? 'replied' : 'new',
    created_at: day(index),
  }));
}

// A message of no test's marker: until a test's search is applied, the list counts it too,
// so a count the test expects of its search ("of 60") never matches the list before it.
test.beforeAll(async () => {
  await insertRows('contact_submissions', contacts(newMarker(), 1));
});

async function openDashboard(page: Page) {
  await signIn(page, seededAdmin.email, seededAdmin.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test(
  'an admin pages, orders, filters and searches contact messages on the server',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    test.setTimeout(scaled(60_000));
    const marker = newMarker();
    await insertRows('contact_submissions', contacts(marker, 60));
    await openDashboard(page);

    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Search contact submissions').fill(marker);
    const summary = panel.getByText(/^Showing /);
    await expect(summary).toHaveText('Showing 1–25 of 60');
    // Newest first: the last stored is on top.
    await expect(panel.getByRole('row').nth(1)).toContainText('Person 59');

    await panel.getByRole('button', { name: 'next page' }).click();
    await expect(summary).toHaveText('Showing 26–50 of 60');
    await expect(panel.getByRole('row').nth(1)).toContainText('Person 34');

    await panel.getByLabel('Rows per page').selectOption('10');
    await expect(summary).toHaveText('Showing 1–10 of 60');
    await panel.getByLabel('Order').selectOption('oldest');
    await expect(panel.getByRole('row').nth(1)).toContainText('=SUM(A1:A9)');

    await panel.getByLabel('Status', { exact: true }).selectOption('archived');
    await expect(summary).toHaveText('Showing 1–6 of 6');
    await panel.getByLabel('Status', { exact: true }).selectOption('open');
    await expect(summary).toHaveText('Showing 1–10 of 54');

    await panel.getByLabel('Status', { exact: true }).selectOption('all');
    await panel.getByLabel('Received from').fill('2025-01-11');
    await panel.getByLabel('Received to').fill('2025-01-20');
    await expect(summary).toHaveText('Showing 1–10 of 10');
    await expect(panel.getByRole('row').nth(1)).toContainText('Person 10');

    await panel.getByLabel('Search contact submissions').fill(`${marker} nobody`);
    await expect(panel.getByText('No leads match these filters')).toBeVisible();
  },
);

test(
  'an admin moves a contact message and an application along their statuses',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    const marker = newMarker();
    await insertRows(
      'contact_submissions',
      contacts(marker, 1).map((row) => ({ ...row, name: 'Ada Lovelace', status: 'new' })),
    );
    await insertRows('job_applications', [
      {
        position: 'AI Intern',
        full_name: 'Grace Hopper',
        email: `grace-${marker}@example.com`,
        phone: '+1 555 0100',
        location: 'Arlington',
        cover_letter: 'I would like to build compilers for your clients and learn fast.',
        years_of_experience: '1-2 years',
        availability: 'Immediately',
      },
    ]);
    await openDashboard(page);

    const contactsPanel = page.getByRole('tabpanel');
    await contactsPanel.getByLabel('Search contact submissions').fill(marker);
    // This test's row, not another test's Ada on the list before the search answers.
    await contactsPanel
      .getByRole('row')
      .filter({ hasText: marker })
      .getByLabel("Status of Ada Lovelace's contact message")
      .selectOption('replied');
    await expect(page.getByText('Status changed to replied')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await rowsWhere('contact_submissions', 'company', `Company ${marker}`))[0]?.status,
      )
      .toBe('replied');

    await page.getByRole('tab', { name: /Job Applications/ }).click();
    const applications = page.getByRole('tabpanel');
    await applications.getByLabel('Search job applications').fill(marker);
    const status = applications
      .getByRole('row')
      .filter({ hasText: `grace-${marker}@example.com` })
      .getByLabel("Status of Grace Hopper's job application");
    await expect(status).toHaveValue('received');
    await status.selectOption('interview');
    await expect(page.getByText('Status changed to interview')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await rowsWhere('job_applications', 'email', `grace-${marker}@example.com`))[0]?.status,
      )
      .toBe('interview');
  },
);

test(
  'an admin exports every lead matching the filters, with formulas defused',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    test.setTimeout(scaled(90_000));
    const marker = newMarker();
    // More than one export batch (1,000 rows), so the export pages on the server.
    await insertRows('contact_submissions', contacts(marker, 1_205));
    await openDashboard(page);

    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Search contact submissions').fill(marker);
    await expect(panel.getByText(/^Showing /)).toHaveText('Showing 1–25 of 1,205');
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('contact-submissions.csv');
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Received,Status,Full Name,Email,Phone,Company,Message,UTM source,UTM medium,UTM campaign,Referrer,Landing path',
    );
    expect(lines).toHaveLength(1 + 1_205);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(1 + 1_205);
    expect(csv).toContain(",'=SUM(A1:A9),");
    await expect(panel.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
);

test(
  'an admin sees booth leads per event and device, keeps one event and moves a lead on',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    const marker = newMarker();
    const summit = `Summit ${marker}`;
    const expo = `Expo ${marker}`;
    const tablets = [
      '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
    ];
    const booth = (event: string, device: string, index: number) => ({
      full_name: `Visitor ${index} ${marker}`,
      email: `visitor${index}@example.com`,
      interested_in: ['Agentic AI', 'Predictive Analytics'],
      consent: true,
      event_name: event,
      staff_name: device === tablets[0] ? 'Sam' : 'Ria',
      device_id: device,
      captured_at: day(index),
    });
    await insertRows('event_leads', [
      ...[0, 1, 2].map((index) => booth(summit, tablets[0] ?? '', index)),
      ...[3, 4].map((index) => booth(summit, tablets[1] ?? '', index)),
      booth(expo, tablets[0] ?? '', 5),
    ]);
    await openDashboard(page);
    await page.getByRole('tab', { name: /Events/ }).click();

    const panel = page.getByRole('tabpanel');
    const totals = panel.getByRole('table', { name: 'Leads per event and device' });
    const summitRow = totals.getByRole('row').filter({ hasText: summit });
    await expect(summitRow).toContainText('2 devices');
    await expect(summitRow).toContainText('5');
    await expect(
      totals.getByRole('row').filter({ hasText: 'Device 3f2b8c1e' }).filter({ hasText: 'Sam' }),
    ).not.toHaveCount(0);

    await summitRow.getByRole('button', { name: summit }).click();
    await expect(panel.getByLabel('Event', { exact: true })).toHaveValue(summit);
    await expect(panel.getByText(/^Showing /)).toHaveText('Showing 1–5 of 5');
    await expect(panel.getByRole('table', { name: 'Event leads' })).toContainText(
      'Agentic AI, Predictive Analytics',
    );

    // The search keeps to the event too.
    await panel.getByLabel('Search event leads').fill(`Visitor 4 ${marker}`);
    await expect(panel.getByText(/^Showing /)).toHaveText('Showing 1–1 of 1');
    await panel.getByLabel(`Status of Visitor 4 ${marker}'s event lead`).selectOption('qualified');
    await expect(page.getByText('Status changed to qualified')).toBeVisible();
    await expect
      .poll(
        async () => (await rowsWhere('event_leads', 'full_name', `Visitor 4 ${marker}`))[0]?.status,
      )
      .toBe('qualified');

    await panel.getByLabel('Search event leads').fill(marker);
    await panel.getByLabel('Event', { exact: true }).selectOption(expo);
    await expect(panel.getByText(/^Showing /)).toHaveText('Showing 1–1 of 1');
  },
);
