/*
 * axe-core on the page as a person sees it once it has settled: transitions that fade a
 * dialog in or out would otherwise be judged half-drawn (a leaving dialog's header, a
 * button at half opacity).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Resolves when every animation or transition that ends has ended (spinners never do). */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoViolations(page: Page, context: string): Promise<void> {
  await animationsEnded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, context).toEqual([]);
}
