/*
 * The full bench runs for about 20 minutes. A part that throws (a timeout, a changed page)
 * is recorded as a failed budget with its error, and the other parts still measure and
 * report, so one breakage does not lose every figure.
 */
import type { BudgetCheck } from './budgets.ts';

export interface SectionFailure {
  section: string;
  error: string;
}

export function sectionRunner(step: (message: string) => void) {
  const failures: SectionFailure[] = [];
  async function measure<T>(section: string, run: () => Promise<T>): Promise<T | undefined> {
    step(section);
    try {
      return await run();
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown.message.split('\n')[0]! : String(thrown);
      failures.push({ section, error });
      step(`${section} FAILED: ${error}`);
      return undefined;
    }
  }
  return { failures, measure };
}

export function failedSections(failures: SectionFailure[]): BudgetCheck[] {
  return failures.map(({ section, error }) => ({
    budget: `${section} measured`,
    pass: false,
    detail: error,
  }));
}
