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

/**
 * Fails with each violated rule and its first targets. `rules` narrows the run to the rules
 * a change can affect. Only violations are collected: listing every pass and needs-review
 * node costs a third of the run, and nothing reads them.
 */
export async function expectNoViolations(
  page: Page,
  context: string,
  rules?: string[],
): Promise<void> {
  await animationsEnded(page);
  // Legacy mode runs axe in the page itself instead of finishing in a blank page it opens
  // for each run; the site and its mails have no frames, for which the blank page is there.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, context).toEqual([]);
}
