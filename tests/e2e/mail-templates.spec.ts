// Every mail as its readers see it: rendered in Chromium at a phone's width (375 px) and a
// desktop reading pane's (700 px) and compared with the committed pictures; axe on its HTML
// in the light and the dark scheme; its plain text holding every fact, link and heading of
// its HTML; and under Gmail's 102 KB clipping limit. One page per mail takes every look: a
// context and an axe run cost more than the mail itself. The logo is served from the
// repository, as the site serves it, so nothing here needs the network.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mailSamples } from '../../scripts/mail/mail-samples';
import { expectNoViolations } from './axe';

const logo = readFileSync(new URL('../../public/icons/icon-192.png', import.meta.url));
const samples = await mailSamples();

// The dark scheme changes colours and nothing else (mail-layout.tsx's darkScheme).
const colourRules = ['color-contrast', 'link-in-text-block'];

for (const { id, mail } of samples) {
  test(`${id} looks as committed, passes axe light and dark, and its text holds the HTML's`, async ({
    page,
  }) => {
    await page.route('https://cognivance.example/icons/icon-192.png', (route) =>
      route.fulfill({ body: logo, contentType: 'image/png' }),
    );
    await page.setContent(mail.html, { waitUntil: 'load' });

    for (const width of [375, 700]) {
      await test.step(`looks as committed at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(page).toHaveScreenshot(`${id}-${width}.png`, { fullPage: true });
      });
    }

    await test.step('has no axe violation, light or dark', async () => {
      await expectNoViolations(page, `${id} (light)`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoViolations(page, `${id} (dark)`, colourRules);
    });

    await test.step('its plain text holds every fact, action and link of the HTML', async () => {
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

    expect(Buffer.byteLength(mail.html), 'under the size Gmail clips at').toBeLessThan(100 * 1024);
  });
}
