/*
 * Chrome DevTools' mobile profile, set through CDP: slow 4G (150 ms round trip, 1.6 Mbps
 * down, 750 kbps up) and a CPU four times slower. What a visitor on a mid-range phone
 * meets, and what the first-paint tests act under.
 */
import type { Page } from '@playwright/test';

export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const cpuSlowdown = 4;

export async function useMobileProfile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}
