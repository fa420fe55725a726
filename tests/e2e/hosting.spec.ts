/*
 * What the site is served with: the headers of scripts/hosting-headers.ts (the ones the
 * build writes for Netlify, Cloudflare Pages and Vercel), the manifest at its stable URL,
 * the 404 page for unknown paths, and a visit (pages, a form, a lead saved offline and its
 * replay) that meets no Content-Security-Policy violation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse, type BrowserContext } from '@playwright/test';
import {
  headersFor,
  hostingRules,
  immutableCache,
  inlineScriptHashes,
  manifestType,
  readSiteFacts,
  revalidateCache,
} from '../../scripts/hosting-headers';
import { rowsWhere, uniqueEmail } from './backend';
import {
  fillContactForm,
  outboxIndicator,
  sendContactMessage,
  waitForOfflineReady,
} from './offline-helpers';
import { openPage } from './open-page';
import { testOutDir } from './test-build';

const facts = readSiteFacts(testOutDir);
const rules = hostingRules(facts);
const html = { accept: 'text/html' };

/** The policy's directives, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  const parsed = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(parsed.map(([name, ...sources]) => [name!, sources]));
}

/** Every header the definition gives `path`, exactly as the definition spells it. */
function expectDefinedHeaders(response: APIResponse, path: string): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(headersFor(rules, path))) {
    expect(headers[name.toLowerCase()], `${name} of ${path}`).toBe(value);
  }
}

/** Violations seen by any page of `context`, and the console messages that report them. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
    seen.push(`${page?.url() ?? '?'}: ${text}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void })
      .reportCspViolation;
    addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/.test(text)) seen.push(`console: ${text}`);
  });
  return seen;
}

test('the manifest has a stable URL, its content type and an explicit id', async ({ request }) => {
  const home = await (await request.get('/', { headers: html })).text();
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest" />');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(manifestType);
  const manifest = (await response.json()) as { id?: unknown; start_url?: unknown };
  expect(manifest.id).toBe('/');
  expect(manifest.start_url).toBe('/');
});

test('pages, assets, the worker and the manifest carry the hosting headers', async ({
  request,
}) => {
  const home = await request.get('/', { headers: html });
  const entry = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(entry, 'the home page names its entry chunk').toBeTruthy();
  const responses = {
    '/': home,
    '/contact': await request.get('/contact', { headers: html }),
    [entry!]: await request.get(entry!),
    '/sw.js': await request.get('/sw.js'),
    '/manifest.webmanifest': await request.get('/manifest.webmanifest'),
    '/icons/icon-192.png': await request.get('/icons/icon-192.png'),
  };

  for (const [path, response] of Object.entries(responses)) {
    expect(response.status(), path).toBe(200);
    expectDefinedHeaders(response, path);
    const headers = response.headers();
    expect(headers['cache-control'], path).toBe(
      path.startsWith('/assets/') ? immutableCache : revalidateCache,
    );
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const permissions = headers['permissions-policy'] ?? '';
    expect(permissions, path).toContain('screen-wake-lock=(self)');
    expect(permissions, path).toContain('camera=(self)');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions, path).toContain(`${feature}=()`);
    }

    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('connect-src'), path).toEqual(["'self'", facts.backendOrigin]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    // Nothing remote but the Supabase project, in any directive.
    const remote = [...policy.values()].flat().filter((source) => !source.startsWith("'"));
    expect(new Set(remote), path).toEqual(new Set([facts.backendOrigin]));
  }

  // Each page's inline scripts are allowed by hash, as the browser hashes them.
  const allowed = directives(responses['/'].headers()['content-security-policy'] ?? '');
  for (const path of ['/', '/contact']) {
    for (const hash of inlineScriptHashes(await responses[path]!.text())) {
      expect(allowed.get('script-src'), `${path} runs ${hash}`).toContain(`'${hash}'`);
    }
  }
});

test('an unknown path answers 404 with the prerendered 404 page', async ({ request, page }) => {
  const response = await request.get('/no/such/page', { headers: html });
  expect(response.status()).toBe(404);
  const body = await response.text();
  expect(body).toBe(readFileSync(join(testOutDir, '404.html'), 'utf8'));
  expectDefinedHeaders(response, '/no/such/page');

  const visit = await page.goto('/no/such/page');
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('a visit meets no CSP violation, online, offline and during the replay', async ({
  page,
  context,
}) => {
  test.slow();
  const violations = await watchViolations(context);

  await waitForOfflineReady(page);
  // The header reached the browser: event mode may keep the screen on and scan badges,
  // nothing else runs.
  const allows = await page.evaluate(() => {
    const policy = (
      document as unknown as { featurePolicy?: { allowsFeature(name: string): boolean } }
    ).featurePolicy;
    return (
      policy && {
        wakeLock: policy.allowsFeature('screen-wake-lock'),
        camera: policy.allowsFeature('camera'),
        microphone: policy.allowsFeature('microphone'),
      }
    );
  });
  if (allows) expect(allows).toEqual({ wakeLock: true, camera: true, microphone: false });

  for (const path of ['/about', '/services', '/case-studies', '/careers', '/auth']) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await openPage(page, '/event');
  await expect(page.getByRole('form', { name: 'Event set-up' })).toBeVisible();
  const online = uniqueEmail('csp-online');
  await sendContactMessage(page, online);
  await expect(page.getByText('Message sent!')).toBeVisible();

  await context.setOffline(true);
  await openPage(page, '/services');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const offline = uniqueEmail('csp-offline');
  const form = await fillContactForm(page, offline);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Saved offline').first()).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('1 pending');

  await context.setOffline(false);
  await expect(outboxIndicator(page)).toBeHidden();
  for (const email of [online, offline]) {
    await expect
      .poll(async () => (await rowsWhere('contact_submissions', 'email', email)).length)
      .toBe(1);
  }
  expect(violations).toEqual([]);
});
