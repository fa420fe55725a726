import { describe, expect, it } from 'vitest';
import { chromiumMajor } from '../e2e/browser-version';

describe('the browser tests’ Chromium check', () => {
  it.each([
    ['Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)', 156],
    ['Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)', 150],
    ['Google Chrome 159.0.8154.6 ', 159],
  ])('reads the major version of %s', (line, major) => {
    expect(chromiumMajor(line)).toBe(major);
  });

  it('reads nothing from a line without a version', () => {
    expect(chromiumMajor('chromium: not found')).toBeNull();
  });
});
