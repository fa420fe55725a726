/*
 * npm run bench: builds the site for the bench ports, serves it with the local backend,
 * then measures Lighthouse, first-load bytes, the precache, responsiveness, the outbox
 * replay, how soon another tab shows the pending count, an offline booth's 500 event leads, lead follow-up (insert to staff mail, the
 * booth's webhooks and digests), booking (available_slots, Submit to confirmation mail), the
 * booth's badge decoder (time per camera frame, bytes) and the cold start of npm start. Prints a table and writes
 * bench/results.json. BENCH_ONLY=lighthouse, =responsiveness, =cover (the page transition's
 * part of it), =tabs, =scale, =booth, =followup, =booking, =resumes or =badge measures only that (while working on it): it prints its figures and budgets and
 * leaves bench/results.json as it was.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { checkBadgeDecode, formatBadgeDecode, measureBadgeDecode } from './badge-decode.ts';
import { measureBooking } from './booking.ts';
import {
  checkBooking,
  checkBoothDelivery,
  checkBudgets,
  checkFollowUp,
  checkLeadsAtScale,
  checkLighthouse,
  checkPageCover,
  checkResponsiveness,
  checkResumeReplay,
  checkTabCount,
  type Figures,
} from './budgets.ts';
import { measureColdStart } from './cold-start.ts';
import { chromeFlags, chromePath, resultsFile, routes, tmpDir, webUrl } from './config.ts';
import { measureBoothDelivery } from './event-booth.ts';
import { measureBoothFollowUp, measureStaffMailLatency } from './lead-follow-up.ts';
import { measureFirstLoad, measurePrecache, type FirstLoad } from './first-load.ts';
import { calibrate, measureLighthouse, type LighthouseResult } from './lighthouse.ts';
import { measureLeadsAtScale } from './leads-at-scale.ts';
import { describeMachine } from './machine.ts';
import { measureOutboxReplay } from './outbox-replay.ts';
import { measurePageCover } from './page-cover.ts';
import { measureResumeReplay } from './resume-replay.ts';
import {
  formatBooking,
  formatBoothDelivery,
  formatBudgets,
  formatFollowUp,
  formatLeadsAtScale,
  formatLighthouse,
  formatPageCover,
  formatReport,
  formatResponsiveness,
  formatResumeReplay,
  formatTabCount,
} from './report.ts';
import { measureResponsiveness } from './responsiveness.ts';
import { failedSections, sectionRunner } from './sections.ts';
import { buildSite, startServers, type BenchServers } from './servers.ts';
import { measureTabCount } from './tab-count.ts';

const only = process.env.BENCH_ONLY;
const started = performance.now();
const step = (message: string) =>
  console.info(`[bench ${((performance.now() - started) / 1000).toFixed(0)}s] ${message}`);

await mkdir(tmpDir, { recursive: true });
step('building into bench/.tmp/dist');
const built = await buildSite();
step(built);

const servers = await startServers();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const close = async () => {
  await browser.close();
  await servers.close();
};

/** Insert to staff mail for 100 leads, then the booth's 500 and their follow-up. */
async function measureFollowUp(
  backend: BenchServers['backend'],
  webhooks: BenchServers['webhooks'],
) {
  step('lead follow-up: insert to staff mail, 100 leads');
  const staffMail = await measureStaffMailLatency(backend);
  step('offline booth: 500 event leads');
  const since = new Date();
  const boothDelivery = await measureBoothDelivery(browser, backend, step);
  step('lead follow-up of the booth');
  const booth = await measureBoothFollowUp(backend, webhooks, boothDelivery.rows, since);
  return { boothDelivery, followUp: { staffMail, booth } };
}

/** Calibrates, then three Lighthouse runs per route at that slowdown. */
async function measureAllLighthouse() {
  step("Lighthouse calibration: the host's benchmarkIndex (5 to 11 runs, not recorded)");
  const calibration = await calibrate(webUrl + routes[0], step);
  step(
    `benchmarkIndex ${calibration.benchmarkIndex} (readings ${calibration.samples.join(', ')}; ` +
      `spread ${calibration.spreadPercent}%): Lighthouse's CPU slowdown ${calibration.cpuSlowdown}`,
  );
  const lighthouse: Record<string, LighthouseResult> = {};
  for (const route of routes) {
    step(`Lighthouse ${route}`);
    lighthouse[route] = await measureLighthouse(webUrl + route, step, calibration);
  }
  return { calibration, lighthouse };
}

const onlyOptions = [
  'lighthouse',
  'responsiveness',
  'cover',
  'tabs',
  'scale',
  'booth',
  'followup',
  'booking',
  'resumes',
  'badge',
];
if (only && onlyOptions.includes(only)) {
  try {
    if (only === 'lighthouse') {
      const measured = await measureAllLighthouse();
      const tasks = Object.entries(measured.lighthouse).map(
        ([route, { diagnosis }]) =>
          `${route}: main thread ${diagnosis.mainThreadMs} ms; long tasks: ` +
          (diagnosis.longTasks.join('; ') || 'none'),
      );
      const budgets = formatBudgets(checkLighthouse(measured));
      console.info(`\n${formatLighthouse(measured)}\n${tasks.join('\n')}\n\n${budgets}\n`);
    } else if (only === 'badge') {
      const decode = await measureBadgeDecode(browser);
      console.info(
        `\n${formatBadgeDecode(decode)}\n\n${formatBudgets(checkBadgeDecode(decode))}\n`,
      );
    } else if (only === 'resumes') {
      const replay = await measureResumeReplay(browser, servers.backend);
      const budgets = formatBudgets([checkResumeReplay(replay)]);
      console.info(`\n${formatResumeReplay(replay)}\n\n${budgets}\n`);
    } else if (only === 'responsiveness') {
      const responsiveness = await measureResponsiveness(browser, step);
      const budgets = formatBudgets(checkResponsiveness(responsiveness));
      console.info(`\n${formatResponsiveness(responsiveness)}\n\n${budgets}\n`);
    } else if (only === 'cover') {
      const pageCover = await measurePageCover(browser);
      const budgets = formatBudgets(checkPageCover(pageCover));
      console.info(`\n${formatPageCover(pageCover)}\n\n${budgets}\n`);
    } else if (only === 'tabs') {
      const tabCount = await measureTabCount(browser);
      console.info(
        `\n${formatTabCount(tabCount)}\n\n${formatBudgets([checkTabCount(tabCount)])}\n`,
      );
    } else if (only === 'followup') {
      const { followUp } = await measureFollowUp(servers.backend, servers.webhooks);
      console.info(`\n${formatFollowUp(followUp)}\n\n${formatBudgets(checkFollowUp(followUp))}\n`);
    } else if (only === 'booking') {
      const booking = await measureBooking(servers.backend);
      console.info(`\n${formatBooking(booking)}\n\n${formatBudgets(checkBooking(booking))}\n`);
    } else if (only === 'booth') {
      const booth = await measureBoothDelivery(browser, servers.backend, step);
      const budgets = formatBudgets([checkBoothDelivery(booth)]);
      console.info(`\n${formatBoothDelivery(booth)}\n\n${budgets}\n`);
    } else {
      await servers.close();
      const scale = await measureLeadsAtScale(browser, step);
      const budgets = formatBudgets(checkLeadsAtScale(scale));
      console.info(`\n${formatLeadsAtScale(scale)}\n\n${budgets}\n`);
    }
    step(`BENCH_ONLY=${only}: bench/results.json left as it was`);
  } finally {
    await close();
  }
  process.exit(0);
}

try {
  const machine = await describeMachine(browser);
  const { failures, measure } = sectionRunner(step);

  const lighthouseRun = await measure('Lighthouse', measureAllLighthouse);
  const firstLoad = await measure('first-load JavaScript and CSS', async () => {
    const loads: Record<string, FirstLoad> = {};
    for (const route of routes) loads[route] = await measureFirstLoad(browser, route);
    return loads;
  });
  const precache = await measure('precache', measurePrecache);
  const responsiveness = await measure('responsiveness', () =>
    measureResponsiveness(browser, step),
  );
  const outboxReplay = await measure('outbox replay', () =>
    measureOutboxReplay(browser, servers.backend),
  );
  const tabCount = await measure('tab count', () => measureTabCount(browser));
  const resumeReplay = await measure('résumé replay', () =>
    measureResumeReplay(browser, servers.backend),
  );
  const followUpRun = await measure('booth and lead follow-up', () =>
    measureFollowUp(servers.backend, servers.webhooks),
  );
  const booking = await measure('booking', () => measureBooking(servers.backend));
  const badgeDecode = await measure('badge decode', () => measureBadgeDecode(browser));
  const coldStart = await measure('cold start of npm start', measureColdStart);

  // Its own backend (a process, on a large database) and preview, on the bench's ports.
  await servers.close();
  const leadsAtScale = await measure('leads at scale', () => measureLeadsAtScale(browser, step));

  const figures: Partial<Figures> = {
    ...lighthouseRun,
    firstLoad,
    precache,
    outboxReplay,
    tabCount,
    resumeReplay,
    ...followUpRun,
    booking,
    badgeDecode,
    coldStart,
    responsiveness,
    leadsAtScale,
  };
  const budgets = [...checkBudgets(figures), ...failedSections(failures)];
  const durationSeconds = Math.round((performance.now() - started) / 1000);
  console.info(`\n${formatReport(figures, budgets)}\n`);

  const { lighthouse, calibration } = lighthouseRun ?? {};
  const results = {
    date: new Date().toISOString(),
    durationSeconds,
    machine,
    build: built,
    lighthouseCalibration: calibration,
    units: { bytes: 'bytes (the table prints kB = 1000 bytes)', times: 'ms' },
    routes: Object.fromEntries(
      routes.map((route) => [
        route,
        { lighthouse: lighthouse?.[route], firstLoad: firstLoad?.[route] },
      ]),
    ),
    precache,
    outboxReplay,
    tabCount,
    resumeReplay,
    ...followUpRun,
    booking,
    badgeDecode,
    coldStart,
    responsiveness,
    leadsAtScale,
    failures,
    budgets,
  };
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  step(`wrote ${resultsFile}`);
} finally {
  await close();
}
// PGlite can leave handles open; the work is done.
process.exit(0);
