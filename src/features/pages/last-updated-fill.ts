// Inline script, right after the <time> it fills as soon as that is parsed: the
// prerendered page was built on another day.
import { isoDate, readableDate } from './last-updated-date';

export default function fillToday(): void {
  const time = document.currentScript?.previousElementSibling;
  if (!(time instanceof HTMLTimeElement)) return;
  const now = new Date();
  time.dateTime = isoDate(now);
  time.textContent = readableDate(now);
}
