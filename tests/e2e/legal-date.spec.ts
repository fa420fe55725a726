import { expect, test } from '@playwright/test';

const legalPaths = ['/privacy-policy', '/terms-of-service', '/cookie-policy', '/compliance'];

test.use({ serviceWorkers: 'block' });

/**
 * A page whose HTML stops at `cut` is what a browser paints when a network chunk ends there:
 * the parser has run everything before it and nothing after.
 */
for (const path of legalPaths) {
  test(`${path} never paints 'Last updated:' without the date, wherever the HTML is cut`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    const label = html.indexOf('Last updated:');
    const fillEnd = html.indexOf('</script>', html.indexOf('</time>', label)) + '</script>'.length;
    expect(label).toBeGreaterThan(0);
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    // Every cut from the label to the end of the script that fills the date.
    const cuts = [...new Set([label + 1, ...rangeOfCuts(label, fillEnd, 12), fillEnd])];
    // Only the page's inline scripts run: the app never hydrates over what the parser made.
    await page.route('**/*.js', (route) => route.abort());
    let body = '';
    let checked = 0;
    await page.route(`**${path}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body }),
    );
    for (const cut of cuts) {
      body = html.slice(0, cut);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const line = await page.evaluate(() => {
        const label = [...document.querySelectorAll('main p')].find((paragraph) =>
          paragraph.textContent?.includes('Last updated:'),
        );
        if (!label) return null;
        const painted = getComputedStyle(label, '::after').content;
        const filled = label.querySelector('time')?.textContent;
        return filled || (painted === 'none' ? '' : painted.replace(/^" |"$/g, ''));
      });
      // Once the label is on screen, so is the date: filled in, or painted after the label.
      if (line !== null) {
        checked += 1;
        expect(line, `cut ${cut - label} characters past the label`).toBe(today);
      }
    }
    expect(checked).toBeGreaterThan(cuts.length / 2);
  });
}

function rangeOfCuts(from: number, to: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) =>
    Math.round(from + ((to - from) * (index + 1)) / (count + 1)),
  );
}
