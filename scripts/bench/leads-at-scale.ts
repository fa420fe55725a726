/*
 * The admin dashboard at real scale: the backend (a process of its own, on a PGlite
 * directory holding 100,000 leads per kind) and the bench's build. Times the admin's first
 * page and a search as API calls, the Contact tab's first rows in Chromium after
 * navigation, and a full CSV export; samples the backend's resident memory throughout.
 * Each figure is the median of 5.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { anonKey } from 'local-supabase/jwt';
import { Secret, TOTP } from 'otpauth';
import { authStorageKey } from '../../src/auth/auth-storage-key.ts';
import {
  initialLeadQuery,
  leadFilters,
  searchArguments,
} from '../../src/features/admin/lead-query.ts';
import { csvColumnsOf, type LeadKindDescription } from '../../src/shared/leads/lead-kind.ts';
import { leadKindNames, leadKinds } from '../../src/shared/leads/lead-kinds.ts';
import { apiPort, benchAdmin, host, webUrl } from './config.ts';
import { prepareScaleData } from './scale-data.ts';
import { startPreview } from './servers.ts';
import { median } from './stats.ts';

export const scaleRuns = 5;
export const scaleRowsPerTable = 100_000;
const apiUrl = `http://${host}:${apiPort}`;
/** A surname few leads share, and a word in a third of all e-mail addresses. */
const searchTerms = ['kumar', 'gmail'];

export interface Timed {
  name: string;
  medianMs: number;
  runsMs: number[];
}

export interface LeadsAtScale {
  rowsPerTable: number;
  /** Time to fill the database in this run; null when a previous run's was reused. */
  seedMs: number | null;
  firstPage: Timed[];
  search: (Timed & { matches: number })[];
  contactTab: Timed;
  exportAll: Timed & { rows: number; longestTaskMs: number };
  backendPeakRssMb: number;
}

/** Resident memory of one process, from /proc (Linux), in MB. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

function sampleMemory(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    residentMb(pid).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => undefined,
    );
  }, 200);
  return {
    stop: async () => {
      clearInterval(timer);
      peak = Math.max(peak, await residentMb(pid));
      return peak;
    },
  };
}

async function startBackend(dir: string): Promise<ChildProcess> {
  const child = fork('scripts/bench/scale-backend.ts', {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOCAL_DB: dir },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit'),
  ])) as unknown[];
  if (message !== 'ready') throw new Error('the scale backend did not start');
  return child;
}

/** One API call as the dashboard makes it, timed until its body is read. */
async function timeCall(
  token: string,
  path: string,
  args?: Record<string, unknown>,
): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/rest/v1/${path}`, {
    method: args ? 'POST' : 'GET',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      Prefer: 'count=exact',
      'Content-Type': 'application/json',
    },
    body: args ? JSON.stringify(args) : undefined,
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const total = args
    ? (JSON.parse(body) as { total: number }).total
    : Number(response.headers.get('content-range')?.split('/')[1]);
  return { ms, total };
}

async function timeCalls(
  token: string,
  name: string,
  path: string,
  args?: Record<string, unknown>,
) {
  const runs: { ms: number; total: number }[] = [];
  for (let run = 0; run < scaleRuns; run += 1) runs.push(await timeCall(token, path, args));
  const runsMs = runs.map(({ ms }) => Math.round(ms));
  return { name, medianMs: median(runsMs), runsMs, matches: runs[0]?.total ?? 0 };
}

/** The dashboard's first page: the list's columns, newest first, with the exact total. */
function firstPagePath(description: LeadKindDescription): string {
  const columns = csvColumnsOf(description).join(',');
  return `${description.table}?select=${columns}&order=created_at.desc,id.desc&limit=25&offset=0`;
}

/** The dashboard's search, as admin-api makes it: search_leads, first page, newest first. */
function searchCall(description: LeadKindDescription, words: string) {
  const filters = { ...leadFilters(description, { ...initialLeadQuery, search: words }), words };
  const columns = csvColumnsOf(description);
  return { ...searchArguments(description, filters, 'newest', columns), page_size: 25 };
}

/** Records when the Contact table's first row appears, and the longest task, in the page. */
const pageProbe = () => {
  const probe = { firstRowAt: 0, longestTaskMs: 0 };
  Object.assign(window, { benchProbe: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longestTaskMs = Math.max(probe.longestTaskMs, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (
      !probe.firstRowAt &&
      document.querySelector('table[aria-label="Contact submissions"] tbody tr')
    ) {
      probe.firstRowAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
};

type Probe = { firstRowAt: number; longestTaskMs: number };
const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchProbe: Probe }).benchProbe);

/**
 * The admin signs in as a person does: password, then the authenticator's code at /admin
 * (the dashboard's data needs a session at aal2). Its access token times the API calls.
 */
async function signInAdmin(browser: Browser): Promise<{ context: BrowserContext; token: string }> {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  await page.goto(`${webUrl}/auth`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(benchAdmin.email);
  await form.getByLabel(/^Password/).fill(benchAdmin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome back!').waitFor();
  await page.goto(`${webUrl}/admin`);
  const codeForm = page.getByRole('form', { name: 'Authentication code' });
  const secret = Secret.fromBase32(benchAdmin.totpSecret);
  await codeForm.getByLabel('Authentication code').fill(TOTP.generate({ secret }));
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await codeForm.waitFor({ state: 'hidden' });
  const token = await page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token,
    authStorageKey,
  );
  if (!token) throw new Error('the admin has no session after the authentication code');
  await page.close();
  return { context, token };
}

async function measureDashboard(context: BrowserContext) {
  const page = await context.newPage();
  const tabRuns: number[] = [];
  for (let run = 0; run < scaleRuns; run += 1) {
    await page.goto(`${webUrl}/admin`);
    await page.locator('table[aria-label="Contact submissions"] tbody tr').first().waitFor();
    tabRuns.push(Math.round((await readProbe(page)).firstRowAt));
  }
  const exportRuns: number[] = [];
  let rows = 0;
  let longestTaskMs = 0;
  for (let run = 0; run < scaleRuns; run += 1) {
    await page.goto(`${webUrl}/admin`);
    const button = page.getByRole('button', { name: 'Export CSV' });
    await button.waitFor();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    const started = performance.now();
    await button.click();
    const file = await download;
    exportRuns.push(Math.round(performance.now() - started));
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
    rows = csv.split('\r\n').filter(Boolean).length - 1;
    longestTaskMs = Math.max(longestTaskMs, Math.round((await readProbe(page)).longestTaskMs));
  }
  await context.close();
  return {
    contactTab: { name: 'Contact tab, first rows', medianMs: median(tabRuns), runsMs: tabRuns },
    exportAll: {
      name: 'CSV export, every contact message',
      medianMs: median(exportRuns),
      runsMs: exportRuns,
      rows,
      longestTaskMs,
    },
  };
}

export async function measureLeadsAtScale(
  browser: Browser,
  step: (message: string) => void,
): Promise<LeadsAtScale> {
  const data = await prepareScaleData(scaleRowsPerTable, step);
  step(
    data.seedMs === null ? 'scale database reused' : `scale database seeded in ${data.seedMs} ms`,
  );
  const backend = await startBackend(data.dir);
  const memory = sampleMemory(backend.pid ?? 0);
  const web = await startPreview();
  try {
    const { context, token } = await signInAdmin(browser);
    step('scale: first pages and searches');
    const firstPage = [];
    const search = [];
    for (const kind of leadKindNames) {
      const { table } = leadKinds[kind];
      const description = leadKinds[kind];
      const page = await timeCalls(token, table, firstPagePath(description));
      firstPage.push({ name: page.name, medianMs: page.medianMs, runsMs: page.runsMs });
      for (const words of searchTerms) {
        const call = searchCall(description, words);
        search.push(await timeCalls(token, `${table} '${words}'`, 'rpc/search_leads', call));
      }
    }
    step('scale: Contact tab and full exports in Chromium');
    const dashboard = await measureDashboard(context);
    return {
      rowsPerTable: data.rowsPerTable,
      seedMs: data.seedMs,
      firstPage,
      search,
      ...dashboard,
      backendPeakRssMb: await memory.stop(),
    };
  } finally {
    await memory.stop();
    await web.close();
    backend.kill('SIGTERM');
    await once(backend, 'exit');
  }
}
