/*
 * Splits a display metric such as '$2.4M' into a countable number and the text around it,
 * so a counter can count the number up and keep the prefix and suffix. Pure; runs anywhere.
 * A metric whose prefix contains letters or that has no number ('Real-time') is not numeric.
 */

export interface NumericMetric {
  prefix: string;
  value: number;
  decimals: number;
  suffix: string;
}

const numericPattern = /^([^\dA-Za-z]*)(\d+(?:\.(\d+))?)(.*)$/s;

/** The numeric parts of `raw`, or null when it should be shown as is. */
export function parseMetric(raw: string): NumericMetric | null {
  const match = numericPattern.exec(raw.trim());
  if (!match) return null;
  const [, prefix = '', number = '', fraction = '', suffix = ''] = match;
  return { prefix, value: Number(number), decimals: fraction.length, suffix };
}

/** The metric as it reads while its number stands at `current` (clamped to 0…value). */
export function formatMetricAt(metric: NumericMetric, current: number): string {
  const clamped = Math.min(Math.max(current, 0), metric.value);
  return `${metric.prefix}${clamped.toFixed(metric.decimals)}${metric.suffix}`;
}

/** The metric at its final value. */
export function formatMetric(metric: NumericMetric): string {
  return formatMetricAt(metric, metric.value);
}
