/*
 * The responsiveness figures, all with the CPU slowed 4× and 5 runs each: how soon the
 * header's 'Schedule Consultation' answers on a first and a repeat visit and the INP of
 * three interactions on a settled page (both also on slow 4G), and how soon a click on a
 * link, and then Back, paint the page transition's cover.
 */
import type { Browser } from '@playwright/test';
import { interactions, measureInp, type Inp } from './inp.ts';
import { measureLiveControl, type LiveControl } from './live-controls.ts';
import { measurePageCover, type PageCover } from './page-cover.ts';

export const liveControlRoutes = ['/', '/careers'];

export interface Responsiveness {
  liveControls: LiveControl[];
  inp: Inp[];
  pageCover: PageCover;
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
  step('click and back to cover: the page transition after a click and after Back');
  const pageCover = await measurePageCover(browser);
  return { liveControls, inp, pageCover };
}
