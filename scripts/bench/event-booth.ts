/*
 * A booth offline (issue: 500 event leads delivered in under 20 s once online, each once).
 * One device visits the site online so the service worker controls it, loses the network,
 * opens /event, is set up and takes all 500 visitors through the real form, one after
 * another (fill, Submit, thank-you, 'Next visitor'; about 2.5 minutes on 2 cores): nothing
 * is written into the outbox behind the app's back. Then the network returns; times how
 * long until the database holds this event's 500 rows, and checks they are the ids the
 * outbox held, once each, and that the outbox emptied.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signJwt } from 'local-supabase/jwt';
import type { AppBackend } from '../local-backend/app-backend.ts';
import { webUrl } from './config.ts';
import { onOutbox } from './outbox-page.ts';
import { median, sleep } from './stats.ts';

export interface BoothDelivery {
  leads: number;
  /** Submit clicked to the thank-you heading in the page, per visitor, offline. */
  capture: { medianMs: number; first50MedianMs: number; last50MedianMs: number; maxMs: number };
  /** The whole offline shift: every visitor filled, sent, thanked and moved on. */
  captureTotalMs: number;
  /** From going back online until the database holds every lead of the event. */
  deliveryMs: number;
  /** From going back online until the first row, and half the rows, arrived (null: never). */
  firstRowMs: number | null;
  halfwayMs: number | null;
  rows: number;
  distinctIds: number;
  /** Whether the stored ids are exactly those the outbox held before going online. */
  idsMatch: boolean;
  /** Event items still in the outbox once the rows arrived (delivered ones are deleted). */
  leftInOutbox: number;
  /** Why the items left behind were not delivered: their attempts and last errors. */
  leftBehind: string[];
  /** Leads of the booth's own log marked delivered (the staff strip's 'Last delivery'). */
  loggedDelivered: number;
  /** Errors and warnings the pages and the worker logged, as 'N x source type: text'. */
  console: string[];
}

/** Runs in the page: this event's leads in the booth's log, and how many it knows delivered. */
function countLogged(eventName: string): Promise<{ logged: number; delivered: number }> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('event-log');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('captured').objectStore('captured').getAll();
      all.onsuccess = () => {
        db.close();
        const entries = (
          all.result as { lead: { event_name: string }; deliveredAt: number | null }[]
        ).filter((entry) => entry.lead.event_name === eventName);
        resolve({
          logged: entries.length,
          delivered: entries.filter((entry) => entry.deliveredAt !== null).length,
        });
      };
      all.onerror = () => (db.close(), reject(all.error));
    };
  });
}

type TimedWindow = Window & { thankYouAfter?: Promise<number> };

/**
 * Runs in the page: starts a clock at the next click that stops when the thank-you shows.
 * No named inner functions: tsx would wrap them in a helper the page does not have.
 */
function armThankYouClock(): void {
  (window as TimedWindow).thankYouAfter = new Promise((resolve, reject) => {
    document.addEventListener(
      'click',
      () => {
        const clickedAt = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('h1')?.textContent?.startsWith('Thank you')) return;
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(
          () => (observer.disconnect(), reject(new Error('no thank-you in 15 s'))),
          15_000,
        );
      },
      { capture: true, once: true },
    );
  });
}

function thankYouAfter(): Promise<number> | undefined {
  return (window as TimedWindow).thankYouAfter;
}

/** This event's rows through the backend's REST API; with `countOnly`, a HEAD (no rows sent). */
async function readEventRows(
  backend: AppBackend,
  eventName: string,
  countOnly: boolean,
): Promise<Response> {
  const response = await fetch(
    `${backend.url}/rest/v1/event_leads?select=id&event_name=eq.${encodeURIComponent(eventName)}`,
    {
      method: countOnly ? 'HEAD' : 'GET',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        ...(countOnly ? { Prefer: 'count=exact' } : {}),
      },
    },
  );
  if (!response.ok) throw new Error(`REST read: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Polled while the booth delivers: the backend runs in this process, so the poll counts
 * rather than reading 500 ids as JSON every 50 ms, which would compete with the inserts.
 */
async function storedCount(backend: AppBackend, eventName: string): Promise<number> {
  const range = (await readEventRows(backend, eventName, true)).headers.get('Content-Range');
  const total = Number(/\/(\d+)$/.exec(range ?? '')?.[1]);
  if (!Number.isInteger(total)) throw new Error(`REST count: Content-Range ${range}`);
  return total;
}

async function storedIds(backend: AppBackend, eventName: string): Promise<string[]> {
  const rows = (await (await readEventRows(backend, eventName, false)).json()) as { id: string }[];
  return rows.map((row) => row.id);
}

/** Every error and warning of the context's pages and workers, counted by text. */
function watchConsole(context: BrowserContext): () => string[] {
  const seen = new Map<string, number>();
  const note = (line: string) => seen.set(line, (seen.get(line) ?? 0) + 1);
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const source = message.worker() ? 'worker' : 'page';
    note(`${source} ${message.type()}: ${message.text().slice(0, 200)}`);
  });
  context.on('weberror', (error) => note(`page uncaught: ${String(error.error()).slice(0, 200)}`));
  return () => [...seen].map(([line, n]) => `${n} x ${line}`);
}

/** A one-time enrolment code, made through the admin's RPC with the seeded admin at aal2. */
async function enrolmentCode(backend: AppBackend, eventName: string): Promise<string> {
  const [admin] = await backend.db.query<{ id: string }>(
    'select id from auth.users where email = $1',
    [backend.admin.email],
  );
  const token = await signJwt({
    role: 'authenticated',
    aud: 'authenticated',
    sub: admin?.id,
    aal: 'aal2',
    exp: Math.floor(Date.now() / 1000) + 600,
  });
  const response = await fetch(`${backend.url}/rest/v1/rpc/create_device_enrolment`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ event_name: eventName }),
  });
  if (!response.ok) throw new Error(`create_device_enrolment: HTTP ${response.status}`);
  return String(await response.json());
}

/** Set-up online, as a booth is: the device enrols with its code once. */
async function setUpBooth(page: Page, eventName: string, code: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Event set-up' });
  await form.getByLabel('Event name').fill(eventName);
  await form.getByLabel('Your name').fill('Bench Staff');
  await form.getByLabel('Staff PIN').fill('2468');
  await form.getByLabel('Enrolment code').fill(code);
  await form.getByRole('button', { name: 'Start event mode' }).click();
  await page.getByRole('form', { name: 'Event lead form' }).waitFor();
}

/** One visitor at the booth; resolves with Submit-to-thank-you in ms, once the form is back. */
async function captureVisitor(page: Page, visitor: number): Promise<number> {
  const form = page.getByRole('form', { name: 'Event lead form' });
  await form.getByLabel('Full Name').fill(`Visitor${visitor} Bench`);
  await form.getByLabel('Email').fill(`booth-visitor-${visitor}@example.com`);
  await form.getByLabel('Company').fill('Booth Visitors Ltd');
  await form.getByLabel('Agentic AI').check();
  await form.getByLabel('I agree to be contacted about my enquiry').check();
  await page.evaluate(armThankYouClock);
  await form.getByRole('button', { name: 'Submit' }).click();
  const ms = await page.evaluate(thankYouAfter);
  if (ms === undefined) throw new Error('the thank-you clock was not armed');
  await page.getByRole('heading', { name: `Thank you, Visitor${visitor}!` }).waitFor();
  await page.getByRole('button', { name: 'Next visitor' }).click();
  await form.getByLabel('Full Name').waitFor();
  return Math.round(ms);
}

/** Reads until `done` holds or 5 s passed: the last delete and log entry land after the rows. */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = performance.now() + 5_000;
  let value = await read();
  while (!done(value) && performance.now() < deadline) {
    await sleep(100);
    value = await read();
  }
  return value;
}

export async function measureBoothDelivery(
  browser: Browser,
  backend: AppBackend,
  step: (message: string) => void,
  count = 500,
  timeoutMs = 120_000,
): Promise<BoothDelivery> {
  const eventName = `Bench Booth ${Date.now().toString(36)}`;
  const context = await browser.newContext();
  const consoleLines = watchConsole(context);
  try {
    const first = await context.newPage();
    await first.goto(`${webUrl}/`);
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await first.goto(`${webUrl}/event`);
    await setUpBooth(first, eventName, await enrolmentCode(backend, eventName));

    await context.setOffline(true);
    const page = await context.newPage();
    await first.close();
    await page.goto(`${webUrl}/event`);
    await page.getByRole('form', { name: 'Event lead form' }).waitFor();

    const captureMs: number[] = [];
    const shiftStarted = performance.now();
    for (let visitor = 1; visitor <= count; visitor += 1) {
      captureMs.push(await captureVisitor(page, visitor));
      if (visitor % 100 === 0) step(`booth: ${visitor} of ${count} visitors captured offline`);
    }
    const captureTotalMs = Math.round(performance.now() - shiftStarted);

    const queued = await page.evaluate(onOutbox, { summarise: 'event' });
    const { logged } = await page.evaluate(countLogged, eventName);
    if (queued.ids.length !== count || logged !== count) {
      throw new Error(`after ${count} visitors: ${queued.ids.length} queued, ${logged} logged`);
    }

    const started = performance.now();
    await context.setOffline(false);
    const reached: { firstRowMs?: number; halfwayMs?: number } = {};
    for (let stored = 0; stored < count; stored = await storedCount(backend, eventName)) {
      const elapsed = Math.round(performance.now() - started);
      if (stored > 0) reached.firstRowMs ??= elapsed;
      if (stored >= count / 2) reached.halfwayMs ??= elapsed;
      if (elapsed > timeoutMs) break;
      await sleep(50);
    }
    const deliveryMs = Math.round(performance.now() - started);
    const ids = await storedIds(backend, eventName);
    const expected = new Set(queued.ids);
    const distinct = new Set(ids);
    const left = await settled(
      () => page.evaluate(onOutbox, { summarise: 'event' }),
      (queue) => queue.ids.length === 0,
    );
    const log = await settled(
      () => page.evaluate(countLogged, eventName),
      (entries) => entries.delivered === entries.logged,
    );
    return {
      leads: count,
      capture: {
        medianMs: median(captureMs),
        first50MedianMs: median(captureMs.slice(0, 50)),
        last50MedianMs: median(captureMs.slice(-50)),
        maxMs: Math.max(...captureMs),
      },
      captureTotalMs,
      deliveryMs,
      firstRowMs: reached.firstRowMs ?? (ids.length > 0 ? deliveryMs : null),
      halfwayMs: reached.halfwayMs ?? (ids.length >= count / 2 ? deliveryMs : null),
      rows: ids.length,
      distinctIds: distinct.size,
      idsMatch: distinct.size === expected.size && [...distinct].every((id) => expected.has(id)),
      leftInOutbox: left.ids.length,
      leftBehind: left.reasons,
      loggedDelivered: log.delivered,
      console: consoleLines(),
    };
  } finally {
    await context.close();
  }
}
