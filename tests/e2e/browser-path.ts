import { existsSync } from 'node:fs';

/** Debian's Chromium where Playwright cannot download its own browser; CHROME_PATH wins. */
export const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
