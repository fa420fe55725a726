/*
 * Applications with résumés at a booth without a network: 20 applications, each with a
 * 1 MB PDF, made through the careers form while offline, the page reloaded offline, then
 * back online. Times how long until every row and its file are stored, checks each
 * arrived once with its file, and reads what IndexedDB held before and after.
 */
import type { Browser, Page } from '@playwright/test';
import type { AppBackend } from '../local-backend/app-backend.ts';
import { webUrl } from './config.ts';
import { onOutbox } from './outbox-page.ts';
import { sleep } from './stats.ts';

export interface ResumeReplay {
  applications: number;
  fileBytes: number;
  /** From going back online until the database holds every application with its file. */
  replayMs: number;
  rows: number;
  rowsWithFile: number;
  /** Objects in the bucket under this run's applications: one each, none twice. */
  storedFiles: number;
  /** What Chromium counts for the origin's IndexedDB (usageDetails.indexedDB). */
  indexedDbBytesQueued: number;
  indexedDbBytesAfter: number;
  leftInOutbox: number;
}

const pdf = (bytes: number, seed: string): Buffer => {
  const head = Buffer.from(`%PDF-1.7\n% ${seed}\n`);
  const body = Buffer.alloc(bytes - head.length, 0x20);
  return Buffer.concat([head, body]);
};

async function apply(page: Page, runId: string, index: number, bytes: number): Promise<void> {
  await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for AI Intern' });
  await dialog.getByLabel('Full name').fill(`Bench Applicant ${index}`);
  await dialog.getByLabel('Email').fill(`resume-${runId}-${index}@example.com`);
  await dialog.getByLabel('Phone').fill('+91 98765 43210');
  // The run id in `location` lets one eq. filter find this run's rows.
  await dialog.getByLabel('Location').fill(runId);
  await dialog.getByLabel('Years of experience').selectOption('Student / fresher');
  await dialog.getByLabel('Availability').selectOption('Immediately');
  await dialog
    .getByLabel('Cover letter')
    .fill('Met your team at the booth and would love to build AI agents with you.');
  await dialog.getByLabel('Résumé (PDF or Word, up to 5 MB)').setInputFiles({
    name: `cv-${index}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf(bytes, `${runId}-${index}`),
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

function indexedDbBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number };
    };
    return estimate.usageDetails?.indexedDB ?? Number.NaN;
  });
}

async function storedRows(backend: AppBackend, runId: string) {
  const response = await fetch(
    `${backend.url}/rest/v1/job_applications?select=id,resume_path&location=eq.${runId}`,
    {
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    },
  );
  if (!response.ok) throw new Error(`REST read: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; resume_path: string | null }[];
}

async function filesUnder(backend: AppBackend, ids: string[]): Promise<number> {
  const counts = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${backend.url}/storage/v1/object/list/resumes`, {
        method: 'POST',
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ prefix: id, limit: 10 }),
      });
      return ((await response.json()) as unknown[]).length;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export async function measureResumeReplay(
  browser: Browser,
  backend: AppBackend,
  { applications = 20, fileBytes = 1_000_000, timeoutMs = 120_000 } = {},
): Promise<ResumeReplay> {
  const runId = `resume-bench-${Date.now().toString(36)}`;
  // One booth, one address, more résumés than a client's 10 per 10 minutes: this bench's own
  // database lifts the budget (docs/trust.md), as a test suite may.
  await backend.db.query('update private.resume_upload_budget set per_client = 1000');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${webUrl}/careers`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));

    await context.setOffline(true);
    for (let index = 1; index <= applications; index += 1) {
      await apply(page, runId, index, fileBytes);
    }
    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${applications} pending` })
      .waitFor({ timeout: 30_000 });
    const indexedDbBytesQueued = await indexedDbBytes(page);

    const started = performance.now();
    await context.setOffline(false);
    let rows = await storedRows(backend, runId);
    while (rows.length < applications && performance.now() - started < timeoutMs) {
      await sleep(50);
      rows = await storedRows(backend, runId);
    }
    const replayMs = Math.round(performance.now() - started);
    let left = (await page.evaluate(onOutbox, { summarise: 'application' })).ids.length;
    for (let tries = 0; left > 0 && tries < 50; tries += 1) {
      await sleep(100);
      left = (await page.evaluate(onOutbox, { summarise: 'application' })).ids.length;
    }
    return {
      applications,
      fileBytes,
      replayMs,
      rows: rows.length,
      rowsWithFile: rows.filter((row) => row.resume_path !== null).length,
      storedFiles: await filesUnder(
        backend,
        rows.map((row) => row.id),
      ),
      indexedDbBytesQueued,
      indexedDbBytesAfter: await indexedDbBytes(page),
      leftInOutbox: left,
    };
  } finally {
    await context.close();
  }
}
