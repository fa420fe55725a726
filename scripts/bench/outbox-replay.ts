/*
 * Outbox replay: 200 contact leads written straight into the outbox (IndexedDB) while
 * offline, the page reloaded offline to show '200 pending', then back online; times
 * how long until all 200 rows are in the database, and checks none is missing or doubled.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import type { AppBackend } from '../local-backend/app-backend.ts';
import { webUrl } from './config.ts';
import { onOutbox, outboxExists, type OutboxSummary } from './outbox-page.ts';
import { sleep } from './stats.ts';

export interface OutboxReplay {
  leads: number;
  /** From going back online until the database holds every lead. */
  replayMs: number;
  rows: number;
  distinctIds: number;
  /** Whether the stored ids are exactly the queued ones. */
  idsMatch: boolean;
  /** Items still in the outbox once the rows arrived (delivered ones are deleted). */
  leftInOutbox: number;
  /** Why the items left behind were not delivered: their attempts and last errors. */
  leftBehind: string[];
}

interface QueuedLead {
  id: string;
  kind: 'contact';
  payload: Record<string, string | null>;
  createdAt: number;
  state: 'pending';
  attempts: 0;
  nextAttemptAt: number;
  lastError: null;
}

function leads(runId: string, count: number): QueuedLead[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    kind: 'contact',
    // The run id in `company` lets one eq. filter find this run's rows (no like. locally).
    payload: {
      name: `Bench Visitor ${index + 1}`,
      email: `bench-${runId}-${index + 1}@example.com`,
      message: `Benchmark lead ${index + 1} of ${count}.`,
      phone: null,
      company: runId,
    },
    createdAt: now - count + index,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
  }));
}

async function storedIds(backend: AppBackend, runId: string): Promise<string[]> {
  const response = await fetch(
    `${backend.url}/rest/v1/contact_submissions?select=id&company=eq.${runId}`,
    {
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    },
  );
  if (!response.ok) throw new Error(`REST read: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }[]).map((row) => row.id);
}

/** The last delete lands just after its row: give the outbox a moment to empty. */
async function settledOutbox(read: () => Promise<OutboxSummary>): Promise<OutboxSummary> {
  const deadline = performance.now() + 5_000;
  let left = await read();
  while (left.ids.length > 0 && performance.now() < deadline) {
    await sleep(100);
    left = await read();
  }
  return left;
}

export async function measureOutboxReplay(
  browser: Browser,
  backend: AppBackend,
  count = 200,
  timeoutMs = 60_000,
): Promise<OutboxReplay> {
  const runId = `bench-${Date.now().toString(36)}`;
  const queued = leads(runId, count);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${webUrl}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await page.waitForFunction(outboxExists);

    await context.setOffline(true);
    await page.evaluate(onOutbox, { write: queued });
    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${count} pending` })
      .waitFor({ timeout: 15_000 });

    const started = performance.now();
    await context.setOffline(false);
    let ids: string[] = [];
    while ((ids = await storedIds(backend, runId)).length < count) {
      if (performance.now() - started > timeoutMs) break;
      await sleep(50);
    }
    const replayMs = Math.round(performance.now() - started);
    const expected = new Set(queued.map((item) => item.id));
    const distinct = new Set(ids);
    const left = await settledOutbox(() => page.evaluate(onOutbox, { summarise: null }));
    return {
      leads: count,
      replayMs,
      rows: ids.length,
      distinctIds: distinct.size,
      idsMatch: distinct.size === expected.size && [...distinct].every((id) => expected.has(id)),
      leftInOutbox: left.ids.length,
      leftBehind: left.reasons,
    };
  } finally {
    await context.close();
  }
}
