/*
 * The prerendered /careers carries one schema.org JobPosting per internship, readable by a
 * crawler that runs no script. Once the postings expire, the build leaves them out and this
 * fails: renew the dates in src/content/careers.ts.
 */
import { expect, test } from '@playwright/test';

const html = { Accept: 'text/html' };

test('/careers lists both internships as JobPostings in its HTML', async ({ request }) => {
  const page = await (await request.get('/careers', { headers: html })).text();
  const scripts = [
    ...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
  // The description's HTML is escaped, so no script element can end early.
  for (const script of scripts) expect(script).not.toContain('<');
  const postings = scripts
    .flatMap((script) => [JSON.parse(script) as unknown].flat())
    .filter(
      (data): data is Record<string, unknown> =>
        typeof data === 'object' &&
        data !== null &&
        '@type' in data &&
        data['@type'] === 'JobPosting',
    );

  expect(postings.map((posting) => posting.title).sort()).toEqual(['AI Intern', 'BDM Intern']);
  for (const posting of postings) {
    expect(posting).toMatchObject({
      employmentType: 'INTERN',
      directApply: true,
      jobLocation: { address: { addressLocality: 'Bangalore', addressCountry: 'IN' } },
      baseSalary: { currency: 'INR', value: { maxValue: 30_000, unitText: 'MONTH' } },
    });
    expect(posting.description).toContain('<ul>');
  }
});
