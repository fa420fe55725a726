import { createHash } from 'node:crypto';

/**
 * How much slower this host runs now than the 2-core host the suite's waits were set on,
 * never below 1. A wait that fits there fits here once multiplied by it: a slower CPU or
 * busy neighbours (other jobs on a CI runner) stretch every step of a test alike.
 */
const envName = 'E2E_HOST_SLOWDOWN';
/** Median time of `cpuWork` on the reference host (2 cores, quiet): 70–90 ms. */
const referenceMs = 80;
const maxSlowdown = 6;

/** A fixed CPU task: hashing and integer arithmetic, the kind of work a test run is. */
function cpuWork(): number {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 40_000; i += 1) digest = createHash('sha256').update(digest).digest();
  let value = digest[0] ?? 0;
  for (let i = 0; i < 3_000_000; i += 1) value = (value * 31 + i) % 1_000_003;
  return performance.now() - started + (value < 0 ? 1 : 0);
}

function measureSlowdown(): number {
  const runs = Array.from({ length: 7 }, cpuWork).sort((a, b) => a - b);
  const median = runs[3] ?? referenceMs;
  return Math.min(maxSlowdown, Math.max(1, median / referenceMs));
}

/**
 * Measured once by the runner, which loads the config first; its workers inherit the
 * figure through the environment, so every worker scales by the same number.
 */
export function hostSlowdown(): number {
  const known = Number(process.env[envName]);
  if (known >= 1) return known;
  const measured = Math.round(measureSlowdown() * 10) / 10;
  process.env[envName] = String(measured);
  return measured;
}

/** A wait set on the reference host, stretched to this one. */
export function scaled(ms: number): number {
  return Math.round(ms * hostSlowdown());
}

/** Global set-up: names the figure once, so a slow run's log says how slow its host was. */
export default function reportHostSlowdown(): void {
  process.stdout.write(`Host slowdown ×${hostSlowdown()}: test waits are stretched by it.\n`);
}
