/*
 * Playwright's global set-up: refuses a Chromium older than the one these tests are proven
 * on, with the command that fixes it, instead of a handful of puzzling offline failures.
 * Chromium 150 (Debian's package from stale package lists) keeps navigator.onLine true in
 * a page a service worker serves while Playwright emulates offline.
 */
import { execFileSync } from 'node:child_process';
import { chromiumPath } from './browser-path';

export const minimumChromium = 156;

/** The major version a `chromium --version` line names, or null. */
export function chromiumMajor(versionLine: string): number | null {
  const major = /(\d+)\.\d+\.\d+\.\d+/.exec(versionLine)?.[1];
  return major === undefined ? null : Number(major);
}

export default function checkBrowserVersion(): void {
  // Playwright's own browser is the release it was built for.
  if (!chromiumPath) return;
  const line = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  const major = chromiumMajor(line);
  if (major !== null && major >= minimumChromium) return;
  throw new Error(
    `${chromiumPath} is ${line.trim() || 'of an unknown version'}; the browser tests need ` +
      `Chromium ${minimumChromium} or newer. On Debian: apt-get update && apt-get install -y chromium`,
  );
}
