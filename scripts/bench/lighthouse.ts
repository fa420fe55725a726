/*
 * Lighthouse mobile (simulated throttling) on one route, three runs, each in a fresh Chrome
 * with its own profile. Reports the per-metric median and, from the run with the median
 * Performance score, what held each category back.
 *
 * Every run uses the CPU slowdown calibrated to the host (calibration.ts).
 */
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import {
  calibrationOf,
  driftedIndex,
  isSettled,
  maxMeasurements,
  slowdownFor,
  type Calibration,
} from './calibration.ts';
import { chromeFlags, chromePath, tmpDir } from './config.ts';
import { median, round } from './stats.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** The host's speed as Lighthouse measured it at the start of this run. */
  benchmarkIndex: number;
}

export interface LighthouseDiagnosis {
  /** Audit ids scoring below 1, per category, with how many of the runs flagged them. */
  failingAudits: Record<Category, string[]>;
  /** For each failing accessibility, best-practices or SEO audit: up to 3 offending elements or URLs. */
  offenders: Record<string, string[]>;
  lcpElement: string | null;
  /** LCP phase durations (ms) as Lighthouse splits them, from the median run. */
  lcpPhases: Record<string, number>;
  renderBlocking: string[];
  /** Main-thread work of the median run (ms), and its long tasks: script, duration, start. */
  mainThreadMs: number;
  longTasks: string[];
}

export interface LighthouseResult {
  /** The slowdown the recorded runs used: the calibration's, or the host's they met. */
  cpuSlowdown: number;
  median: LighthouseRun;
  runs: LighthouseRun[];
  diagnosis: LighthouseDiagnosis;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function summarize(lhr: Result): LighthouseRun {
  const score = (id: Category) => round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    cls: round(numeric(lhr, 'cumulative-layout-shift'), 4),
    totalBytes: round(numeric(lhr, 'total-byte-weight')),
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
  };
}

/** Weight-0 audits do not move the score; marked so they are not chased by mistake. */
function failing(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 && ref.group !== 'metrics';
    })
    .map((ref) =>
      category !== 'performance' && ref.weight === 0 ? `${ref.id} [unscored]` : ref.id,
    );
}

/** Items of an audit's details, however deeply Lighthouse nests them (list → table). */
function detailItems(lhr: Result, id: string): Record<string, unknown>[] {
  const walk = (details: unknown): Record<string, unknown>[] => {
    const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
    return items.flatMap((item) =>
      (item as { type?: string }).type === 'table' || (item as { type?: string }).type === 'list'
        ? walk(item)
        : [item as Record<string, unknown>],
    );
  };
  return walk(lhr.audits[id]?.details);
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
  const source = item.source as { url?: string } | undefined;
  return String(item.url ?? source?.url ?? item.description ?? JSON.stringify(item));
}

function diagnose(lhrs: Result[], medianLhr: Result): LighthouseDiagnosis {
  const failingAudits = Object.fromEntries(
    categories.map((category) => {
      const counts = new Map<string, number>();
      for (const lhr of lhrs) {
        for (const id of failing(lhr, category)) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return [category, [...counts].map(([id, n]) => `${id} (${n}/${lhrs.length})`)];
    }),
  ) as Record<Category, string[]>;
  const offenders = Object.fromEntries(
    categories
      .filter((category) => category !== 'performance')
      .flatMap((category) => failing(medianLhr, category))
      .map((entry) => entry.split(' ')[0]!)
      .map((id) => [id, detailItems(medianLhr, id).slice(0, 3).map(describeItem)]),
  );
  const lcpNode = detailItems(medianLhr, 'largest-contentful-paint-element').find(
    (item) => item.node,
  )?.node as { snippet?: string; selector?: string } | undefined;
  const lcpPhases = Object.fromEntries(
    detailItems(medianLhr, 'largest-contentful-paint-element')
      .filter((item) => typeof item.phase === 'string' && typeof item.timing === 'number')
      .map((item) => [item.phase as string, round(item.timing as number)]),
  );
  const renderBlocking = [
    ...detailItems(medianLhr, 'render-blocking-resources'),
    ...detailItems(medianLhr, 'render-blocking-insight'),
  ]
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string');
  return {
    failingAudits,
    offenders,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : null,
    lcpPhases,
    renderBlocking: [...new Set(renderBlocking)],
    mainThreadMs: round(numeric(medianLhr, 'mainthread-work-breakdown')),
    longTasks: detailItems(medianLhr, 'long-tasks').map(
      (task) =>
        `${String(task.url)} ${round(Number(task.duration))} ms at ${round(Number(task.startTime))}`,
    ),
  };
}

/** Lighthouse's own trace recording failed (it says "Please run Lighthouse again"). */
const traceFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const maxTries = 3;

class LighthouseRunError extends Error {
  constructor(
    url: string,
    readonly code: string,
    message: string,
  ) {
    super(`${url}: ${message} (${code})`);
  }
}

async function runOnce(url: string, profile: string, cpuSlowdown?: number): Promise<Result> {
  await rm(profile, { recursive: true, force: true });
  // chrome-launcher writes its logs into the profile folder, so it must exist.
  await mkdir(profile, { recursive: true });
  const chrome = await launch({
    chromePath,
    chromeFlags,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ...(cpuSlowdown && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure) throw new LighthouseRunError(url, failure.code, failure.message);
    return result.lhr;
  } finally {
    chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}

/** A run whose trace Lighthouse failed to record is run again; a page's failure is not. */
async function runRecorded(
  url: string,
  profile: string,
  note: (line: string) => void,
  cpuSlowdown?: number,
) {
  for (let tryNumber = 1; ; tryNumber++) {
    try {
      return await runOnce(url, profile, cpuSlowdown);
    } catch (error) {
      const retry = error instanceof LighthouseRunError && traceFailures.has(error.code);
      if (!retry || tryNumber === maxTries) throw error;
      note(`Lighthouse ${url}: ${error.code}, run again`);
    }
  }
}

/**
 * Unrecorded runs at Lighthouse's default slowdown read the host's benchmarkIndex until the
 * last five agree. They are the warm-up too: right after the build and the servers' start the
 * machine is still settling, and the first measured route paid for it (TBT medians 2-4x later
 * runs').
 */
export async function calibrate(url: string, note: (line: string) => void): Promise<Calibration> {
  const samples: number[] = [];
  while (!isSettled(samples)) {
    const profile = resolve(tmpDir, `chrome-calibration-${samples.length}`);
    const lhr = await runRecorded(url, profile, note);
    samples.push(lhr.environment.benchmarkIndex);
  }
  return calibrationOf(samples);
}

/**
 * Three recorded runs at the calibrated slowdown. When the host they met, slowed, is not the
 * device the budget means, the route is measured again at that host's slowdown, up to
 * maxMeasurements times in all; the last measurement counts.
 */
export async function measureLighthouse(
  url: string,
  note: (line: string) => void,
  calibration: Calibration,
): Promise<LighthouseResult> {
  let measured = await measureAt(url, note, calibration.cpuSlowdown);
  for (let measurement = 1; measurement < maxMeasurements; measurement++) {
    const met = driftedIndex(
      measured.cpuSlowdown,
      measured.runs.map((run) => run.benchmarkIndex),
    );
    if (met === null) return measured;
    note(
      `${url}: the runs met benchmarkIndex ${met} at CPU x${measured.cpuSlowdown}, ` +
        `a device of ${Math.round(met / measured.cpuSlowdown)}; measured again at CPU x${slowdownFor(met)}`,
    );
    measured = await measureAt(url, note, slowdownFor(met));
  }
  return measured;
}

async function measureAt(
  url: string,
  note: (line: string) => void,
  cpuSlowdown: number,
  runs = 3,
): Promise<LighthouseResult> {
  const lhrs: Result[] = [];
  for (let run = 0; run < runs; run++) {
    const profile = resolve(tmpDir, `chrome-lighthouse-${run}`);
    lhrs.push(await runRecorded(url, profile, note, cpuSlowdown));
  }
  const summaries = lhrs.map(summarize);
  const pick = (get: (run: LighthouseRun) => number) => median(summaries.map(get));
  const byPerformance = [...lhrs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return {
    cpuSlowdown,
    median: {
      scores: {
        performance: pick((run) => run.scores.performance),
        accessibility: pick((run) => run.scores.accessibility),
        'best-practices': pick((run) => run.scores['best-practices']),
        seo: pick((run) => run.scores.seo),
      },
      fcpMs: pick((run) => run.fcpMs),
      lcpMs: pick((run) => run.lcpMs),
      tbtMs: pick((run) => run.tbtMs),
      cls: pick((run) => run.cls),
      totalBytes: pick((run) => run.totalBytes),
      benchmarkIndex: pick((run) => run.benchmarkIndex),
    },
    runs: summaries,
    diagnosis: diagnose(lhrs, byPerformance[Math.floor(lhrs.length / 2)]!),
  };
}
