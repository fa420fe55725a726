import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  checkLeadsAtScale,
  checkResponsiveness,
  type Figures,
} from '../../scripts/bench/budgets';
import { calibrationOf } from '../../scripts/bench/calibration';
import { inpFigure } from '../../scripts/bench/inp';
import { liveControl, type LiveControl } from '../../scripts/bench/live-controls';
import { formatReport } from '../../scripts/bench/report';

const run = (tbtMs: number) => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs,
  cls: 0,
  totalBytes: 120_000,
  benchmarkIndex: 1350,
});

const load = (libraries: string[] = []) => ({
  jsGzipBytes: 107_600,
  cssGzipBytes: 17_600,
  laterJsGzipBytes: 5_900,
  files: [],
  libraries,
});

/** Runs with the dialog times given (the first took two clicks), summarised as the bench does. */
function live(route: string, visit: LiveControl['visit'], dialogMs: number[]): LiveControl {
  const runs = dialogMs.map((ms, run) => ({
    shownMs: 300 + run,
    pressedMs: 320 + run,
    dialogMs: ms,
    clicks: run === 0 ? 2 : 1,
  }));
  return liveControl(route, visit, runs);
}

const inp = (interaction: string, inpMs: number[]) =>
  inpFigure(
    interaction,
    inpMs.map((ms) => ({ inpMs: ms, event: 'pointerdown' })),
  );

/** Runs covering after the times given, the next page showing 200 ms later. */
function coverFigure(coverMs: number[], nextMs = coverMs.map((ms) => ms + 200)) {
  const runs = coverMs.map((ms, run) => ({ coverMs: ms, nextMs: nextMs[run]! }));
  const sorted = [...coverMs].sort((a, b) => a - b);
  const nextFirst = runs.filter((run) => run.nextMs < run.coverMs).length;
  return { medianMs: sorted[2]!, nextFirst, runs };
}

/** A click covering after the times given; Back as `back` says, at 30 ms each by default. */
function pageCover(
  coverMs: number[],
  nextMs?: number[],
  back = coverFigure([30, 30, 30, 30, 30], [30, 30, 30, 30, 30]),
) {
  return { cpuSlowdown: 4, ...coverFigure(coverMs, nextMs), back };
}

function responsiveness(overrides: Partial<Figures['responsiveness']> = {}) {
  return {
    liveControls: [
      live('/', 'first', [2100, 900, 950, 1000, 870]),
      live('/', 'repeat', [450, 700, 480, 500, 430]),
      live('/careers', 'first', [800, 780, 760, 820, 790]),
      live('/careers', 'repeat', [400, 420, 390, 410, 380]),
    ],
    inp: [
      inp('open the booking dialog', [136, 224, 168, 150, 160]),
      inp('type one key in Full Name', [24, 24, 16, 8, 24]),
    ],
    pageCover: pageCover([40, 180, 52, 48, 60]),
    ...overrides,
  };
}

const timed = (name: string, runsMs: number[]) => ({
  name,
  medianMs: [...runsMs].sort((a, b) => a - b)[2] ?? Number.NaN,
  runsMs,
});

function leadsAtScale(overrides: Partial<Figures['leadsAtScale']> = {}): Figures['leadsAtScale'] {
  return {
    rowsPerTable: 100_000,
    seedMs: null,
    firstPage: [timed('contact_submissions', [40, 35, 30, 500, 33])],
    search: [{ ...timed("contact_submissions 'kumar'", [120, 110, 130, 90, 100]), matches: 812 }],
    contactTab: timed('Contact tab, first rows', [700, 650, 2400, 620, 680]),
    exportAll: {
      ...timed('CSV export', [21_000, 20_000, 22_000, 19_000, 20_500]),
      rows: 100_000,
      longestTaskMs: 48,
    },
    backendPeakRssMb: 420,
    ...overrides,
  };
}

function figures(overrides: Partial<Figures> = {}): Figures {
  return {
    lighthouse: {
      '/': { cpuSlowdown: 4, median: run(20), runs: [run(130), run(5), run(20)] },
      '/contact': { cpuSlowdown: 4, median: run(30), runs: [run(30), run(49), run(17)] },
    },
    calibration: calibrationOf([1350, 1340, 1362, 1355, 1348]),
    firstLoad: { '/': load(), '/contact': load(['zod']) },
    precache: { entries: 104, bytes: 1_640_000 },
    outboxReplay: {
      leads: 200,
      replayMs: 2_700,
      rows: 200,
      distinctIds: 200,
      idsMatch: true,
      leftInOutbox: 0,
      leftBehind: [],
    },
    tabCount: { medianMs: 120, runsMs: [90, 2_400, 120, 150, 110] },
    resumeReplay: {
      applications: 20,
      fileBytes: 1_000_000,
      replayMs: 6_000,
      rows: 20,
      rowsWithFile: 20,
      storedFiles: 20,
      indexedDbBytesQueued: 21_000_000,
      indexedDbBytesAfter: 200_000,
      leftInOutbox: 0,
    },
    boothDelivery: {
      leads: 500,
      capture: { medianMs: 35, first50MedianMs: 29, last50MedianMs: 38, maxMs: 64 },
      captureTotalMs: 154_000,
      deliveryMs: 10_300,
      firstRowMs: 120,
      halfwayMs: 5_100,
      rows: 500,
      distinctIds: 500,
      idsMatch: true,
      leftInOutbox: 0,
      leftBehind: [],
      loggedDelivered: 500,
      console: ['500 x page error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED'],
    },
    followUp: {
      staffMail: { leads: 100, medianMs: 2_400, worstMs: 3_900 },
      booth: {
        leads: 500,
        settledMs: 6_000,
        webhooksDelivered: 500,
        webhooksDeliveredTwice: 0,
        staffMails: 2,
        acknowledgements: 500,
      },
    },
    coldStart: {
      medianMs: 8_500,
      runsMs: [8_500],
      servedFrom: 'dist',
      database: 'new PGlite directory',
    },
    responsiveness: responsiveness(),
    leadsAtScale: leadsAtScale(),
    booking: booking(),
    badgeDecode: badgeDecode(),
    ...overrides,
  };
}

function badgeDecode(overrides: Partial<Figures['badgeDecode']> = {}): Figures['badgeDecode'] {
  return {
    cpuSlowdown: 4,
    frames: 24,
    firstDecodeMs: 400,
    medianMs: 60,
    p95Ms: 140,
    maxMs: 149,
    timesMs: [149, 60, 140, 55],
    correct: 24,
    eventJsGzipBytes: 227_000,
    decoderJsGzipBytes: 12_800,
    decoderWasmGzipBytes: 411_000,
    ...overrides,
  };
}

function booking(
  slots: Partial<Figures['booking']['slots']> = {},
  mail: Partial<Figures['booking']['confirmationMail']> = {},
): Figures['booking'] {
  return {
    slots: {
      hosts: 3,
      days: 30,
      calls: 20,
      slots: 1_260,
      medianMs: 60,
      p95Ms: 140,
      runsMs: [60, 58, 140, 61, 59],
      ...slots,
    },
    confirmationMail: {
      bookings: 5,
      confirmed: 5,
      medianMs: 900,
      worstMs: 1_400,
      runsMs: [900, 1_400, 850, 950, 880],
      ...mail,
    },
  };
}

const verdict = (checks: ReturnType<typeof checkBudgets>, budget: string) =>
  checks.find((check) => check.budget === budget);

describe('bench budgets', () => {
  it('passes every budget on figures within them, forms allowed their libraries', () => {
    const checks = checkBudgets(figures());
    expect(checks.filter((check) => !check.pass)).toEqual([]);
  });

  it('judges the badge decoder on its p95 per frame, its reads and the booth’s bytes', () => {
    const decodeBudget =
      'Badge decode <= 150 ms per 1280x720 frame (CPU x4, p95 of 24), each read right';
    const judge = (changes: Partial<Figures['badgeDecode']>) =>
      checkBudgets(figures({ badgeDecode: badgeDecode(changes) })).filter((check) => !check.pass);
    expect(verdict(checkBudgets(figures()), decodeBudget)).toEqual({
      budget: decodeBudget,
      pass: true,
      detail: 'median 60 ms, p95 140 ms, max 149 ms; 24/24 right',
    });
    expect(judge({ p95Ms: 151 }).map((check) => check.budget)).toEqual([decodeBudget]);
    expect(judge({ correct: 23 }).map((check) => check.budget)).toEqual([decodeBudget]);
    expect(judge({ eventJsGzipBytes: 250_001 }).map((check) => check.budget)).toEqual([
      '/event JS before the decoder <= 250.0 kB gzip',
    ]);
    expect(judge({ decoderWasmGzipBytes: 437_201 }).map((check) => check.detail)).toEqual([
      '450.0 kB (JS 12.8, wasm 437.2)',
    ]);
  });

  it('names the routes over the TBT budget, judged on the median', () => {
    const checks = checkBudgets(
      figures({
        lighthouse: {
          '/': { cpuSlowdown: 4, median: run(54), runs: [run(130), run(54), run(5)] },
          '/contact': { cpuSlowdown: 4, median: run(50), runs: [run(50), run(60), run(0)] },
        },
      }),
    );
    const budget = 'TBT <= 50 ms at CPU x4 (benchmarkIndex 1350)';
    expect(verdict(checks, budget)).toEqual({
      budget,
      pass: false,
      detail: '/ 54',
    });
  });

  it('fails the replay when a lead is stored twice', () => {
    const replay = { ...figures().outboxReplay, rows: 201, distinctIds: 200 };
    const check = verdict(
      checkBudgets(figures({ outboxReplay: replay })),
      'Outbox replay of 200 leads < 10 s, all rows once',
    );
    expect(check?.pass).toBe(false);
  });

  it("judges another tab's pending count on the median of its runs", () => {
    const budget = "Another tab shows '1 pending' <= 1000 ms, offline";
    const judge = (runsMs: number[]) =>
      verdict(
        checkBudgets(
          figures({ tabCount: { medianMs: [...runsMs].sort((a, b) => a - b)[2]!, runsMs } }),
        ),
        budget,
      );
    expect(judge([90, 2_400, 120, 150, 110])).toEqual({
      budget,
      pass: true,
      detail: 'median 120 ms (90/2400/120/150/110)',
    });
    expect(judge([900, 1_200, 1_100, 1_050, 800])?.pass).toBe(false);
    expect(judge([NaN, NaN, NaN, NaN, NaN])?.pass).toBe(false);
  });

  it('fails the résumé replay when it is slow, a file is missing or doubled, or one is left', () => {
    const budget =
      'Résumé replay of 20 applications with 1 MB files < 30 s, each once with its file';
    const replay = figures().resumeReplay;
    const judge = (changes: Partial<Figures['resumeReplay']>) =>
      verdict(checkBudgets(figures({ resumeReplay: { ...replay, ...changes } })), budget)?.pass;
    expect(judge({})).toBe(true);
    expect(judge({ replayMs: 30_000 })).toBe(false);
    expect(judge({ rowsWithFile: 19 })).toBe(false);
    expect(judge({ storedFiles: 21 })).toBe(false);
    expect(judge({ leftInOutbox: 1 })).toBe(false);
  });

  it('fails the offline booth when a lead is late, doubled or left in the outbox', () => {
    const budget = '500 offline booth leads delivered < 20 s, each once';
    const booth = figures().boothDelivery;
    const judge = (changes: Partial<Figures['boothDelivery']>) =>
      verdict(checkBudgets(figures({ boothDelivery: { ...booth, ...changes } })), budget)?.pass;
    expect(judge({})).toBe(true);
    expect(judge({ deliveryMs: 20_000 })).toBe(false);
    expect(judge({ rows: 501 })).toBe(false);
    expect(judge({ idsMatch: false })).toBe(false);
    expect(judge({ leftInOutbox: 1 })).toBe(false);
  });

  it('fails follow-up when a staff mail is late, a webhook is missing or doubled, or bursts are not digested', () => {
    const followUp = figures().followUp;
    const judge = (staffMail: object, booth: object) =>
      checkBudgets(
        figures({
          followUp: {
            staffMail: { ...followUp.staffMail, ...staffMail },
            booth: { ...followUp.booth, ...booth },
          },
        }),
      )
        .filter((check) => /staff mail|booth leads: every webhook/.test(check.budget))
        .map((check) => check.pass);
    expect(judge({}, {})).toEqual([true, true]);
    expect(judge({ worstMs: 5_001 }, {})).toEqual([false, true]);
    expect(judge({}, { webhooksDelivered: 499 })).toEqual([true, false]);
    expect(judge({}, { webhooksDeliveredTwice: 1 })).toEqual([true, false]);
    expect(judge({}, { staffMails: 51 })).toEqual([true, false]);
  });

  it('flags a content page that loads form libraries', () => {
    const check = verdict(
      checkBudgets(figures({ firstLoad: { '/': load(['supabase-js']), '/contact': load() } })),
      'Content pages load no Supabase client, zod or react-hook-form',
    );
    expect(check).toMatchObject({ pass: false, detail: '/: supabase-js' });
  });

  it('prints every TBT run beside the medians', () => {
    const report = formatReport(figures(), checkBudgets(figures()));
    expect(report).toContain('TBT of each run: / 130/5/20, /contact 30/49/17');
    expect(report).toMatch(/\/contact +x4 1350 +100/);
    expect(report).toContain('PASS  TBT <= 50 ms at CPU x4 (benchmarkIndex 1350): every route');
  });

  it("names the host's benchmarkIndex and the calibrated slowdown in the report and the budgets", () => {
    const calibrated = figures({ calibration: calibrationOf([2600, 2720, 2750, 2700, 2810]) });
    const report = formatReport(calibrated, checkBudgets(calibrated));
    expect(report).toContain(
      "Lighthouse mobile at CPU x8: the host's benchmarkIndex 2720 / 340 " +
        '(readings 2600, 2720, 2750, 2700, 2810; spread 8%)',
    );
    expect(report).toContain('PASS  Performance >= 98 at CPU x8 (benchmarkIndex 2720)');
  });
});

describe('bench responsiveness budgets', () => {
  const firstVisit = "'Schedule Consultation' answers <= 1500 ms, first visit";
  const repeatVisit = "'Schedule Consultation' answers <= 600 ms, repeat visit";

  it('judges the median of the runs: one slow run does not fail a budget', () => {
    expect(checkResponsiveness(responsiveness())).toEqual([
      { budget: firstVisit, pass: true, detail: '/ 950, /careers 790' },
      { budget: repeatVisit, pass: true, detail: '/ 480, /careers 400' },
      {
        budget: 'INP <= 200 ms',
        pass: true,
        detail: 'open the booking dialog 160, type one key in Full Name 24',
      },
      {
        budget: 'Click to cover <= 100 ms (CPU x4), before the next page',
        pass: true,
        detail: 'median 52 ms (40/180/52/48/60), next page first in 0 of 5',
      },
      {
        budget: 'Back to cover (CPU x4), never after the next page',
        pass: true,
        detail: 'median 30 ms (30/30/30/30/30), next page first in 0 of 5',
      },
    ]);
  });

  it('fails the cover when its median is over 100 ms or the next page shows first', () => {
    const budget = 'Click to cover <= 100 ms (CPU x4), before the next page';
    const judge = (cover: ReturnType<typeof pageCover>) =>
      verdict(checkResponsiveness(responsiveness({ pageCover: cover })), budget)?.pass;
    expect(judge(pageCover([90, 101, 120, 95, 130]))).toBe(false);
    expect(judge(pageCover([40, 50, 60, 45, 55], [300, 300, 30, 300, 300]))).toBe(false);
    expect(judge(pageCover([NaN, NaN, NaN, NaN, NaN]))).toBe(false);
  });

  it('judges the cover after Back by its order only: a median of any time passes', () => {
    const budget = 'Back to cover (CPU x4), never after the next page';
    const judge = (back: ReturnType<typeof coverFigure>) =>
      verdict(
        checkResponsiveness(
          responsiveness({ pageCover: pageCover([40, 50, 60, 45, 55], undefined, back) }),
        ),
        budget,
      )?.pass;
    expect(judge(coverFigure([240, 250, 260, 245, 255], [240, 250, 260, 245, 255]))).toBe(true);
    expect(judge(coverFigure([40, 50, 60, 45, 55], [40, 50, 30, 45, 55]))).toBe(false);
    expect(judge(coverFigure([NaN, NaN, NaN, NaN, NaN]))).toBe(false);
  });

  it('names the route whose median is over, on a first and on a repeat visit', () => {
    const checks = checkResponsiveness(
      responsiveness({
        liveControls: [
          live('/', 'first', [1400, 1600, 1550, 1700, 1200]),
          live('/', 'repeat', [600, 590, 610, 620, 580]),
          live('/careers', 'first', [800, 780, 760, 820, 790]),
          live('/careers', 'repeat', [601, 700, 650, 590, 400]),
        ],
      }),
    );
    expect(verdict(checks, firstVisit)).toEqual({
      budget: firstVisit,
      pass: false,
      detail: '/ 1550',
    });
    expect(verdict(checks, repeatVisit)).toEqual({
      budget: repeatVisit,
      pass: false,
      detail: '/careers 601',
    });
  });

  it('fails INP over 200 ms on the median, and an interaction without runs', () => {
    const checks = checkResponsiveness(
      responsiveness({
        inp: [
          inp('open the booking dialog', [208, 240, 120, 216, 190]),
          inp('header link / to /services', []),
        ],
      }),
    );
    expect(verdict(checks, 'INP <= 200 ms')).toEqual({
      budget: 'INP <= 200 ms',
      pass: false,
      detail: 'open the booking dialog 208, header link / to /services NaN',
    });
  });

  it('is part of every budget the bench checks', () => {
    const budgets = checkBudgets(figures()).map((check) => check.budget);
    expect(budgets).toEqual(expect.arrayContaining([firstVisit, repeatVisit, 'INP <= 200 ms']));
  });

  it('prints every run beside the medians, with the clicks a run took', () => {
    const report = formatReport(figures(), checkBudgets(figures()));
    const row = (...start: string[]) =>
      report
        .split('\n')
        .map((line) => line.split(/ {2,}/))
        .find((cells) => start.every((cell, i) => cells[i] === cell));
    expect(row('/', 'first')).toEqual([
      '/',
      'first',
      '302',
      '322',
      '950',
      '2100 (2 clicks)/900/950/1000/870',
    ]);
    expect(row('open the booking dialog')).toEqual([
      'open the booking dialog',
      '160',
      '136/224/168/150/160',
    ]);
    expect(report).toContain('INP (web-vitals, durationThreshold 16)');
    expect(report).toContain(`PASS  ${repeatVisit}: / 480, /careers 400`);
  });
});

describe('leads at scale budgets', () => {
  it('passes on medians within budget, however slow one run was', () => {
    const checks = checkLeadsAtScale(leadsAtScale());
    expect(checks.map((check) => [check.budget, check.pass])).toEqual([
      ["Admin's first page <= 300 ms API time", true],
      ['Admin search <= 300 ms API time', true],
      ['Contact tab first page rendered <= 1000 ms after navigation', true],
      ['Export of 100000 rows <= 30 s, every row', true],
      ['Backend resident memory <= 500 MB throughout', true],
    ]);
  });

  it('names the list whose median is over', () => {
    const checks = checkLeadsAtScale(
      leadsAtScale({
        firstPage: [
          timed('contact_submissions', [40, 35, 30, 50, 33]),
          timed('job_applications', [310, 290, 320, 330, 305]),
        ],
        search: [{ ...timed('consultations', [200, 400, 350, 320, 100]), matches: 3 }],
        contactTab: timed('Contact tab, first rows', [1100, 900, 1200, 1001, 1300]),
      }),
    );
    expect(checks[0]).toMatchObject({ pass: false, detail: 'job_applications 310' });
    expect(checks[1]).toMatchObject({ pass: false, detail: 'consultations 320' });
    expect(checks[2]).toMatchObject({ pass: false, detail: 'Contact tab, first rows 1100' });
  });

  it('fails an export that is slow or misses rows, and memory over 500 MB', () => {
    const slow = checkLeadsAtScale(
      leadsAtScale({
        exportAll: {
          ...timed('CSV export', [31_000, 30_500, 29_000, 32_000, 30_001]),
          rows: 100_000,
          longestTaskMs: 30,
        },
      }),
    );
    expect(slow[3]?.pass).toBe(false);
    const short = checkLeadsAtScale(
      leadsAtScale({
        exportAll: {
          ...timed('CSV export', [1_000, 1_000, 1_000, 1_000, 1_000]),
          rows: 99_000,
          longestTaskMs: 30,
        },
      }),
    );
    expect(short[3]?.pass).toBe(false);
    expect(checkLeadsAtScale(leadsAtScale({ backendPeakRssMb: 501 }))[4]).toMatchObject({
      pass: false,
      detail: 'peak 501 MB',
    });
  });

  it('is part of every budget the bench checks, and of the report', () => {
    const budgets = checkBudgets(figures()).map((check) => check.budget);
    expect(budgets).toContain('Backend resident memory <= 500 MB throughout');
    expect(formatReport(figures(), checkBudgets(figures()))).toContain(
      'backend peak resident memory 420 MB',
    );
  });
});

describe('booking budgets', () => {
  const slotsBudget = 'available_slots, 30 days and 3 hosts <= 100 ms (median of 20)';
  const mailBudget = 'Submit to confirmation mail <= 5 s (worst of 5), each booked at once';
  const judge = (figure: Figures['booking']) =>
    checkBudgets(figures({ booking: figure }))
      .filter((check) => check.budget === slotsBudget || check.budget === mailBudget)
      .map((check) => check.pass);

  it('judges available_slots on the median, one slow call allowed, and names the p95', () => {
    expect(judge(booking())).toEqual([true, true]);
    expect(verdict(checkBudgets(figures()), slotsBudget)?.detail).toBe(
      'median 60 ms, p95 140 ms, 1260 free times (30 days, 3 hosts)',
    );
    expect(judge(booking({ medianMs: 101 }))).toEqual([false, true]);
    expect(judge(booking({ hosts: 1 }))).toEqual([false, true]);
    expect(judge(booking({ days: 7 }))).toEqual([false, true]);
    expect(judge(booking({ slots: 0 }))).toEqual([false, true]);
  });

  it('fails the confirmation mail when one is late or a booking of a free time was not confirmed', () => {
    expect(judge(booking({}, { worstMs: 5_001 }))).toEqual([true, false]);
    expect(judge(booking({}, { confirmed: 4 }))).toEqual([true, false]);
  });

  it('is in the report, every run beside the median', () => {
    expect(formatReport(figures(), checkBudgets(figures()))).toContain(
      'Booking: available_slots, 30 days and 3 hosts, 1260 free times: median 60 ms, p95 140 ms (60/58/140/61/59)\n' +
        '  Submit to confirmation mail in the inbox, 5 bookings (5 confirmed): median 900 ms, worst 1400 ms (900/1400/850/950/880)',
    );
  });
});
