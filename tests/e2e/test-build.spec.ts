/*
 * npm test builds the site into a directory of its own (which one it serves is checked in
 * tests/scripts/backend-target.test.ts): a dist/ that npm start serves is never rebuilt
 * by the suite. CI builds one first, as a developer's clone would have.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { testOutDir } from './test-build';

/** When each file of a build was last written. */
function writeTimes(folder: string): number[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs);
}

test('npm test leaves a previously built dist/ as it was', () => {
  test.skip(!existsSync('dist/index.html'), 'no dist/ here to leave alone');
  expect(Math.max(...writeTimes('dist'))).toBeLessThan(Math.min(...writeTimes(testOutDir)));
});
