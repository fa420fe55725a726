import { describe, expect, it } from 'vitest';
import { formatMetric, formatMetricAt, parseMetric } from '@/lib/metric';

describe('parseMetric', () => {
  it.each([
    ['45%', { prefix: '', value: 45, decimals: 0, suffix: '%' }],
    ['$2.4M', { prefix: '$', value: 2.4, decimals: 1, suffix: 'M' }],
    ['3x', { prefix: '', value: 3, decimals: 0, suffix: 'x' }],
    ['99.9%', { prefix: '', value: 99.9, decimals: 1, suffix: '%' }],
    ['500+', { prefix: '', value: 500, decimals: 0, suffix: '+' }],
  ])('splits %s into number, prefix and suffix', (raw, expected) => {
    expect(parseMetric(raw)).toEqual(expected);
  });

  it.each(['Real-time', 'Up to 40%', ''])('treats %j as not numeric', (raw) => {
    expect(parseMetric(raw)).toBeNull();
  });
});

describe('formatMetricAt', () => {
  it('keeps prefix, suffix and decimals while counting', () => {
    const money = parseMetric('$2.4M');
    const accuracy = parseMetric('99.9%');
    const share = parseMetric('45%');
    if (!money || !accuracy || !share) throw new Error('expected numeric metrics');
    expect(formatMetricAt(money, 0)).toBe('$0.0M');
    expect(formatMetricAt(money, 1.2)).toBe('$1.2M');
    expect(formatMetricAt(accuracy, 49.95)).toBe('50.0%');
    expect(formatMetricAt(share, 22.4)).toBe('22%');
  });

  it('clamps to the range and ends on the exact original text', () => {
    const share = parseMetric('45%');
    const multiple = parseMetric('3x');
    if (!share || !multiple) throw new Error('expected numeric metrics');
    expect(formatMetricAt(share, -5)).toBe('0%');
    expect(formatMetricAt(share, 60)).toBe('45%');
    expect(formatMetric(share)).toBe('45%');
    expect(formatMetric(multiple)).toBe('3x');
  });
});
