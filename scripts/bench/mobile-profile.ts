/*
 * Chrome DevTools' mobile profile, set through CDP on one page: slow 4G (150 ms round
 * trip, 1.6 Mbps down, 750 kbps up) and a CPU four times slower. What a visitor on a
 * mid-range phone meets: the bench's responsiveness figures and the e2e first-paint
 * tests are both taken under it.
 */
import type { Page } from '@playwright/test';

export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const cpuSlowdown = 4;

/**
 * Also gives the page's waits 60 s, as the e2e tests do under this profile: four times
 * slower, on a machine busy with other work, a page can take that long to be quiet.
 */
export async function emulateMobileProfile(page: Page): Promise<void> {
  page.setDefaultTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}
