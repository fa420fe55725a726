/*
 * Lighthouse's CPU slowdown, calibrated to the host so the budget means the same device on any
 * machine: the host's benchmarkIndex divided by the slowdown is about 340 (DevTools counts
 * about 1000 for a mid-tier phone, 264 for a low-tier one).
 *
 * One idle host read anywhere from 1210 to 2102 minutes apart (CPU boost), so one median of
 * three can slow a run ×6.2 where ×3.9 was right. Two guards: the calibration samples until
 * its last five readings agree, and every recorded run reports the index it met, so a route
 * whose runs met a different host is measured again at that host's slowdown, until its runs
 * meet the device the budget means (at most maxMeasurements times).
 */
import { median, round } from './stats.ts';

export const targetBenchmarkIndex = 340;

/** Readings the calibration judges together, and the most it takes before settling. */
export const calibrationWindow = 5;
export const maxCalibrationSamples = 11;
/** (max − min) / median of the window above which the host is not yet steady. */
export const maxSpread = 0.15;
/** How far a route's runs may find the device from an index of 340 before they are redone. */
export const maxDrift = 0.2;
/** A route's measurements at most: the calibrated one and two at the host its runs met. */
export const maxMeasurements = 3;

export interface Calibration {
  /** Median of the window's benchmarkIndex readings. */
  benchmarkIndex: number;
  /** Lighthouse's cpuSlowdownMultiplier for the recorded runs. */
  cpuSlowdown: number;
  /** Every reading taken, in order; the last `calibrationWindow` were judged. */
  samples: number[];
  /** (max − min) / median of the judged window, in percent. */
  spreadPercent: number;
}

export function slowdownFor(benchmarkIndex: number): number {
  return Math.max(1, round(benchmarkIndex / targetBenchmarkIndex, 1));
}

function spread(readings: number[]): number {
  return (Math.max(...readings) - Math.min(...readings)) / median(readings);
}

/** Whether the readings so far make a calibration: enough of them, and steady or capped. */
export function isSettled(samples: number[]): boolean {
  if (samples.length < calibrationWindow) return false;
  return (
    samples.length >= maxCalibrationSamples ||
    spread(samples.slice(-calibrationWindow)) <= maxSpread
  );
}

export function calibrationOf(samples: number[]): Calibration {
  const window = samples.slice(-calibrationWindow);
  const benchmarkIndex = round(median(window));
  return {
    benchmarkIndex,
    cpuSlowdown: slowdownFor(benchmarkIndex),
    samples: samples.map((sample) => round(sample)),
    spreadPercent: round(spread(window) * 100),
  };
}

/**
 * The host the runs met, when at their slowdown it is not the device the budget means (more
 * than 20% from an index of 340 once slowed); otherwise null.
 */
export function driftedIndex(cpuSlowdown: number, runIndexes: number[]): number | null {
  const met = round(median(runIndexes));
  return Math.abs(met / cpuSlowdown / targetBenchmarkIndex - 1) > maxDrift ? met : null;
}
