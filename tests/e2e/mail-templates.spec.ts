// Every mail as its readers see it: rendered in Chromium at a phone's width (375 px) and a
// desktop reading pane's (700 px) and compared with the committed pictures; axe on its HTML
// in the light and the dark scheme; its plain text holding every fact, link and heading of
// its HTML; and under Gmail's 102 KB clipping limit. The logo is served from the repository,
// as the site serves it, so nothing here needs the network.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mailSamples } from '../../scripts/mail/mail-samples';
import { expectNoViolations } from './axe';

const logo = readFileSync(new URL('../../public/icons/icon-192.png', import.meta.url));
const samples = await mailSamples();

test.beforeEach(async ({ context }) => {
  await context.route('https://cognivance.example/icons/icon-192.png', (route) =>
    route.fulfill({ body: logo, contentType: 'image/png' }),
  );
});

for (const { id, mail } of samples) {
  test.describe(id, () => {
    for (const width of [375, 700]) {
      test(`looks as committed at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(mail.html, { waitUntil: 'load' });
        await expect(page).toHaveScreenshot(`${id}-${width}.png`, { fullPage: true });
      });
    }

    test('has no axe violation, light or dark', async ({ page }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.setContent(mail.html, { waitUntil: 'load' });
        await expectNoViolations(page, `${id} (${colorScheme})`);
      }
    });

    test('its plain text holds every fact, action and link of the HTML', async ({ page }) => {
      await page.setContent(mail.html, { waitUntil: 'load' });
      const facts = await page
        .locator('tr[data-fact]')
        .evaluateAll((rows) =>
          rows.map((row) => (row as HTMLElement).innerText.replace('\n', ': ').trim()),
        );
      const links = await page
        .locator('a[href]')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => anchor.getAttribute('href')?.replace(/^mailto:/, '') ?? ''),
        );
      const words = await page.locator('h1, p, a[data-action]').allInnerTexts();
      for (const fact of facts) expect(mail.text).toContain(fact);
      for (const link of links) expect(mail.text).toContain(link);
      for (const text of words) expect(mail.text).toContain(text.trim());
    });

    test('stays under the size Gmail clips at', () => {
      expect(Buffer.byteLength(mail.html)).toBeLessThan(100 * 1024);
    });
  });
}
