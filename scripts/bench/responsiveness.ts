/*
 * The responsiveness figures, all under the mobile profile and 5 runs each: how soon the
 * header's 'Schedule Consultation' answers on a first and a repeat visit, and the INP of
 * three interactions on a settled page.
 */
import type { Browser } from '@playwright/test';
import { interactions, measureInp, type Inp } from './inp.ts';
import { measureLiveControl, type LiveControl } from './live-controls.ts';

export const liveControlRoutes = ['/', '/careers'];

export interface Responsiveness {
  liveControls: LiveControl[];
  inp: Inp[];
}

export async function measureResponsiveness(
  browser: Browser,
  step: (message: string) => void,
): Promise<Responsiveness> {
  const liveControls: LiveControl[] = [];
  for (const route of liveControlRoutes) {
    step(`'Schedule Consultation' on ${route}, first and repeat visits`);
    liveControls.push(...(await measureLiveControl(browser, route)));
  }
  const inp: Inp[] = [];
  for (const interaction of interactions) {
    step(`INP: ${interaction.name}`);
    inp.push(await measureInp(browser, interaction));
  }
  return { liveControls, inp };
}
