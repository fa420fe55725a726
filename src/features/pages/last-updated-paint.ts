// Inline script, run before the label is parsed: until the line holds a filled <time>, a
// style rule paints today's date at its end, so no frame shows 'Last updated:' without a
// date, wherever a network chunk ends.
import { readableDate } from './last-updated-date';

export default function paintTodayEarly(): void {
  const style = document.createElement('style');
  style.textContent = `[data-last-updated]:not(:has(time:not(:empty)))::after{content:" ${readableDate(new Date())}"}`;
  document.head.appendChild(style);
}
