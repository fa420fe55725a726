import { describe, expect, it } from 'vitest';
import {
  calibrationOf,
  driftedIndex,
  isSettled,
  maxCalibrationSamples,
  slowdownFor,
} from '../../scripts/bench/calibration';

describe("the bench's Lighthouse calibration", () => {
  it('slows the host so that its benchmarkIndex over the slowdown is about 340', () => {
    expect(slowdownFor(1360)).toBe(4);
    expect(slowdownFor(1334)).toBe(3.9);
    expect(slowdownFor(2720)).toBe(8);
    expect(slowdownFor(200)).toBe(1);
  });

  it('takes five readings before it judges', () => {
    expect(isSettled([1350, 1340, 1360, 1355])).toBe(false);
    expect(isSettled([1350, 1340, 1360, 1355, 1345])).toBe(true);
  });

  it('keeps reading while the last five disagree by more than 15%, up to a cap', () => {
    const boosted = [2102, 1340, 1360, 1355, 1345];
    expect(isSettled(boosted)).toBe(false);
    expect(isSettled([...boosted, 1350])).toBe(true);
    const restless = Array.from({ length: maxCalibrationSamples }, (_, i) => (i % 2 ? 1200 : 2100));
    expect(isSettled(restless.slice(0, -1))).toBe(false);
    expect(isSettled(restless)).toBe(true);
  });

  it('judges the last five readings and reports them all with their spread', () => {
    expect(calibrationOf([2102, 1340, 1360, 1355, 1345, 1350])).toEqual({
      benchmarkIndex: 1350,
      cpuSlowdown: 4,
      samples: [2102, 1340, 1360, 1355, 1345, 1350],
      spreadPercent: 1,
    });
  });

  it('names the host a route met when, at its slowdown, it is more than 20% from index 340', () => {
    expect(driftedIndex(4, [1300, 1500, 1400])).toBeNull();
    expect(driftedIndex(4, [2050, 2102, 1990])).toBe(2050);
    expect(driftedIndex(4, [1000, 1010, 1400])).toBe(1010);
    // The bench of 2026-11-27: '/' re-measured at x7.3 met 1753, a device of index 240.
    expect(driftedIndex(7.3, [1753, 1700, 1800])).toBe(1753);
    expect(driftedIndex(5.2, [1753, 1700, 1800])).toBeNull();
  });
});
