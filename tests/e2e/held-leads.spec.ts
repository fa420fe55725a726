/*
 * Held means held: a contact message held as spam is in the Held view only, never in
 * 'Contact Submissions (N)', its list or its search, whatever the page asks for.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, insertRows, serviceRoleKey } from './backend';
import { signInAsAdmin } from './sign-in';

const newMarker = () => `mk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Contact messages that are not held, counted past row-level security. */
async function contactsNotHeld(): Promise<number> {
  const response = await fetch(`${apiUrl}/rest/v1/contact_submissions?select=id&held_at=is.null`, {
    method: 'HEAD',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      Prefer: 'count=exact',
    },
  });
  return Number(response.headers.get('content-range')?.split('/')[1]);
}

async function contactTabTotal(page: Page): Promise<number> {
  const tab = page.getByRole('tab', { name: /^Contact Submissions \(/ });
  const [, total = ''] =
    /^Contact Submissions \(([\d,]+)/.exec((await tab.textContent()) ?? '') ?? [];
  return Number(total.replaceAll(',', ''));
}

test(
  'a contact message held for its links is neither counted, listed nor found',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    const marker = newMarker();
    await insertRows('contact_submissions', [
      {
        name: `Link Seller ${marker}`,
        email: `${marker}@example.com`,
        message: `Cheap backlinks ${marker}`,
        held_at: new Date().toISOString(),
        held_reason: 'too_many_links',
      },
    ]);

    await signInAsAdmin(page);
    await expect(page.getByRole('tab', { name: /^Contact Submissions \(/ })).toBeVisible();
    // Other tests add messages meanwhile, never held ones to this count.
    expect(await contactTabTotal(page)).toBeLessThanOrEqual(await contactsNotHeld());

    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Search contact submissions').fill(marker);
    await expect(panel.getByText('No leads match these filters')).toBeVisible();

    await page.getByRole('tab', { name: 'Held' }).click();
    await expect(page.getByRole('table', { name: 'Held leads' })).toContainText(
      `Link Seller ${marker}`,
    );
  },
);
