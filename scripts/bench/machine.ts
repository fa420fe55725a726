/*
 * What the figures were measured on, for results.json: the numbers only compare
 * between runs on the same kind of machine.
 */
import { readFile } from 'node:fs/promises';
import { arch, cpus, platform, release, totalmem } from 'node:os';
import type { Browser } from '@playwright/test';

export interface Machine {
  os: string;
  cpus: string;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
}

export async function describeMachine(browser: Browser): Promise<Machine> {
  const lighthouse = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  const cores = cpus();
  return {
    os: `${platform()} ${release()} ${arch()}`,
    cpus: `${cores.length} x ${cores[0]?.model.trim() ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: browser.version(),
    lighthouse: lighthouse.version,
  };
}
