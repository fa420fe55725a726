import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumPath } from './browser-path';

test('Chromium finds the production build installable', async ({ baseURL }) => {
  // Installability is not judged in incognito, which is what an ordinary context is.
  const profile = await mkdtemp(join(tmpdir(), 'install-check-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: ['--disable-quic', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await context.newPage();
    await page.goto(baseURL ?? '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
