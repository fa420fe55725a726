/*
 * Prints the figures as compact tables (sizes in kB = 1000 bytes, times in ms) and
 * the budget verdicts.
 */
import { formatBadgeDecode } from './badge-decode.ts';
import type { BookingBench } from './booking.ts';
import type { BudgetCheck, Figures } from './budgets.ts';
import type { BoothDelivery } from './event-booth.ts';
import { inpDurationThreshold } from './inp.ts';
import type { FollowUp } from './lead-follow-up.ts';
import type { LeadsAtScale, Timed } from './leads-at-scale.ts';
import type { CoverFigure, PageCover } from './page-cover.ts';
import { targetBenchmarkIndex } from './calibration.ts';
import type { Responsiveness } from './responsiveness.ts';
import type { TabCount } from './tab-count.ts';
import { median } from './stats.ts';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Medians beside every run; a run that took more than one click says how many. */
export function formatResponsiveness({ liveControls, inp, pageCover }: Responsiveness): string {
  const liveRows = liveControls.map(({ route, visit, medianMs, runs }) => [
    route,
    visit,
    String(median(runs.map((run) => run.shownMs))),
    String(median(runs.map((run) => run.pressedMs))),
    String(medianMs),
    runs
      .map(({ dialogMs, clicks }) =>
        clicks > 1 ? `${dialogMs} (${clicks} clicks)` : `${dialogMs}`,
      )
      .join('/'),
  ]);
  const inpRows = inp.map(({ interaction, medianMs, runs }) => [
    interaction,
    String(medianMs),
    runs.map((run) => run.inpMs).join('/'),
  ]);
  return [
    "'Schedule Consultation' under slow 4G + CPU x4, ms from navigation start, median of 5: " +
      'button shown, pressed (at once), dialog in the page',
    table(['route', 'visit', 'shown', 'pressed', 'dialog', 'dialog of each run'], liveRows),
    '',
    `INP (web-vitals, durationThreshold ${inpDurationThreshold}) under slow 4G + CPU x4, ms, ` +
      'median of 5: one interaction per fresh page, once it is settled',
    table(['interaction', 'INP', 'each run'], inpRows),
    '',
    formatPageCover(pageCover),
  ].join('\n');
}

export function formatPageCover(pageCover: PageCover): string {
  return [
    `Click to cover (CPU x${pageCover.cpuSlowdown}, settled '/', header's 'Services'), ms after ` +
      `the click, median of 5: ${formatCover(pageCover)}`,
    `Back to cover (CPU x${pageCover.cpuSlowdown}, from there back to '/'), ms after ` +
      `the popstate, median of 5: ${formatCover(pageCover.back)}`,
  ].join('\n');
}

function formatCover({ medianMs, runs }: CoverFigure): string {
  return (
    `cover ${medianMs} (${runs.map((run) => run.coverMs).join('/')}), next page ` +
    `${median(runs.map((run) => run.nextMs))} (${runs.map((run) => run.nextMs).join('/')})`
  );
}

export function formatTabCount({ medianMs, runsMs }: TabCount): string {
  return `Tab count:     '1 pending' in another tab ${medianMs} ms after the send, offline (${runsMs.join('/')})`;
}

export function formatBudgets(budgets: BudgetCheck[]): string {
  return budgets
    .map((check) => `${check.pass ? 'PASS' : 'FAIL'}  ${check.budget}: ${check.detail}`)
    .join('\n');
}

export function formatBoothDelivery(booth: BoothDelivery): string {
  const { capture } = booth;
  return [
    `Offline booth: ${booth.leads} leads through /event offline in ${booth.captureTotalMs} ms; ` +
      `Submit to thank-you median ${capture.medianMs} ms (first 50 ${capture.first50MedianMs}, ` +
      `last 50 ${capture.last50MedianMs}, max ${capture.maxMs})`,
    `  delivered in ${booth.deliveryMs} ms once online (first row ${booth.firstRowMs} ms, ` +
      `half ${booth.halfwayMs} ms); ` +
      `${booth.rows} rows, ${booth.distinctIds} distinct ids, ids match: ${booth.idsMatch}, ` +
      `left in outbox: ${booth.leftInOutbox}, ` +
      `marked delivered in the booth's log: ${booth.loggedDelivered}`,
    ...booth.leftBehind.map((reason) => `  left behind: ${reason}`),
    ...booth.console.map((line) => `  console: ${line}`),
  ].join('\n');
}

export function formatBooking({ slots, confirmationMail: mail }: BookingBench): string {
  return [
    `Booking: available_slots, ${slots.days} days and ${slots.hosts} hosts, ${slots.slots} free times: ` +
      `median ${slots.medianMs} ms, p95 ${slots.p95Ms} ms (${slots.runsMs.join('/')})`,
    `  Submit to confirmation mail in the inbox, ${mail.bookings} bookings (${mail.confirmed} confirmed): ` +
      `median ${mail.medianMs} ms, worst ${mail.worstMs} ms (${mail.runsMs.join('/')})`,
  ].join('\n');
}

export function formatFollowUp({ staffMail, booth }: FollowUp): string {
  return [
    `Lead follow-up: insert to staff mail in the inbox, ${staffMail.leads} leads: ` +
      `median ${staffMail.medianMs} ms, worst ${staffMail.worstMs} ms`,
    `  booth's ${booth.leads} leads settled ${booth.settledMs} ms after the last was stored: ` +
      `${booth.webhooksDelivered} webhooks delivered (${booth.webhooksDeliveredTwice} twice), ` +
      `${booth.staffMails} staff mails, ${booth.acknowledgements} acknowledgements`,
  ].join('\n');
}

const runsOf = ({ name, medianMs, runsMs }: Timed) => `${name} ${medianMs} (${runsMs.join('/')})`;

export function formatLeadsAtScale(scale: LeadsAtScale): string {
  const seeded = scale.seedMs === null ? 'reused' : `seeded in ${scale.seedMs} ms`;
  return [
    `Leads at scale: ${scale.rowsPerTable} per kind (${seeded}); median (runs) in ms`,
    `  first page:  ${scale.firstPage.map(runsOf).join(', ')}`,
    `  search:      ${scale.search.map((run) => `${runsOf(run)} ${run.matches} matches`).join(', ')}`,
    `  ${runsOf(scale.contactTab)}`,
    `  ${runsOf(scale.exportAll)}, ${scale.exportAll.rows} rows, longest task ${scale.exportAll.longestTaskMs} ms`,
    `  backend peak resident memory ${scale.backendPeakRssMb} MB`,
  ].join('\n');
}

export function formatResumeReplay(replay: Figures['resumeReplay']): string {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  return (
    `Résumé replay: ${replay.applications} applications with ${mb(replay.fileBytes)} MB files in ` +
    `${replay.replayMs} ms; ${replay.rows} rows, ${replay.rowsWithFile} with a file, ` +
    `${replay.storedFiles} files stored; IndexedDB ${mb(replay.indexedDbBytesQueued)} MB queued, ` +
    `${mb(replay.indexedDbBytesAfter)} MB after, left in outbox: ${replay.leftInOutbox}`
  );
}

/** Lighthouse's medians beside each route's first-load bytes, when they were measured. */
export function formatLighthouse(
  { lighthouse, calibration }: Pick<Figures, 'lighthouse' | 'calibration'>,
  firstLoad: Partial<Figures['firstLoad']> = {},
): string {
  // BENCH_ONLY=lighthouse measures no first-load bytes: their columns are left out.
  const withLoads = Object.keys(firstLoad).length > 0;
  const routeRows = Object.entries(lighthouse).map(([route, { cpuSlowdown, median: run }]) => [
    route,
    `x${cpuSlowdown} ${run.benchmarkIndex}`,
    String(run.scores.performance),
    String(run.scores.accessibility),
    String(run.scores['best-practices']),
    String(run.scores.seo),
    String(run.fcpMs),
    String(run.lcpMs),
    String(run.tbtMs),
    run.cls.toFixed(3),
    kB(run.totalBytes),
    ...(withLoads
      ? [
          kB(firstLoad[route]?.jsGzipBytes ?? Number.NaN),
          kB(firstLoad[route]?.cssGzipBytes ?? Number.NaN),
          kB(firstLoad[route]?.laterJsGzipBytes ?? Number.NaN),
        ]
      : []),
  ]);
  const tbtRuns = Object.entries(lighthouse)
    .map(([route, { runs }]) => `${route} ${runs.map((run) => run.tbtMs).join('/')}`)
    .join(', ');
  return [
    `Lighthouse mobile at CPU x${calibration.cpuSlowdown}: the host's benchmarkIndex ` +
      `${calibration.benchmarkIndex} / ${targetBenchmarkIndex} (readings ` +
      `${calibration.samples.join(', ')}; spread ${calibration.spreadPercent}%); ` +
      'median of 3 (ms; kB = 1000 bytes); CPU: the slowdown and the index the runs met; ' +
      'JS/CSS gzip -9 until the page is quiet, then JS until network idle',
    table(
      [
        'route',
        'CPU',
        'perf',
        'a11y',
        'bp',
        'seo',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'LH kB',
        ...(withLoads ? ['JS kB', 'CSS kB', 'later kB'] : []),
      ],
      routeRows,
    ),
    `TBT of each run: ${tbtRuns}`,
  ].join('\n');
}

/** Every part that was measured, in the bench's order; a part that failed is left out. */
export function formatReport(figures: Partial<Figures>, budgets: BudgetCheck[]): string {
  const { lighthouse, calibration, firstLoad, precache, outboxReplay, coldStart } = figures;
  const parts = [
    lighthouse && calibration && formatLighthouse({ lighthouse, calibration }, firstLoad),
    [
      precache && `Precache:      ${precache.entries} entries, ${kB(precache.bytes)} kB`,
      outboxReplay &&
        `Outbox replay: ${outboxReplay.leads} leads in ${outboxReplay.replayMs} ms; ` +
          `${outboxReplay.rows} rows, ${outboxReplay.distinctIds} distinct ids, ` +
          `ids match: ${outboxReplay.idsMatch}, left in outbox: ${outboxReplay.leftInOutbox}`,
      figures.tabCount && formatTabCount(figures.tabCount),
      figures.resumeReplay && formatResumeReplay(figures.resumeReplay),
      coldStart &&
        `Cold start:    ${coldStart.medianMs} ms median (${coldStart.runsMs.join(', ')} ms), ` +
          `new database, serving ${coldStart.servedFrom}`,
    ]
      .filter(Boolean)
      .join('\n'),
    figures.boothDelivery && formatBoothDelivery(figures.boothDelivery),
    figures.followUp && formatFollowUp(figures.followUp),
    figures.booking && formatBooking(figures.booking),
    figures.responsiveness && formatResponsiveness(figures.responsiveness),
    figures.leadsAtScale && formatLeadsAtScale(figures.leadsAtScale),
    figures.badgeDecode && formatBadgeDecode(figures.badgeDecode),
    `Budgets\n${formatBudgets(budgets)}`,
  ];
  return parts.filter(Boolean).join('\n\n');
}
