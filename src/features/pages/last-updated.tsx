import { Text } from '@mantine/core';

const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

function todayIso(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const formatToday = `new Date().toLocaleDateString('en-US',${JSON.stringify(dateFormat)})`;

// Runs before the label is parsed: until the line holds a filled <time>, a style rule paints
// today's date at its end, so no frame shows 'Last updated:' without a date, wherever a
// network chunk ends.
const paintTodayEarly = `(function(){var style=document.createElement('style');style.textContent='[data-last-updated]:not(:has(time:not(:empty)))::after{content:" '+${formatToday}+'"}';document.head.appendChild(style);})();`;

// Fills the <time> itself as soon as it is parsed: the prerendered page was built on another
// day. The same functions the component uses, as source, so both write the same text.
const fillToday = `(function(time){var now=new Date();time.dateTime=(${todayIso.toString()})(now);time.textContent=now.toLocaleDateString('en-US',${JSON.stringify(dateFormat)});})(document.currentScript.previousElementSibling);`;

/**
 * The line "Last updated: <today>". In prerendered HTML, inline scripts paint and fill the
 * date while the page is parsed, so hydration finds the same text the browser renders; they
 * do nothing when React itself creates the line.
 */
export function LastUpdated({ label }: { label: string }) {
  const now = typeof window === 'undefined' ? null : new Date();
  return (
    <Text c="gray.7" data-last-updated="">
      <script dangerouslySetInnerHTML={{ __html: paintTodayEarly }} />
      {label}{' '}
      <time dateTime={now ? todayIso(now) : undefined}>
        {now?.toLocaleDateString('en-US', dateFormat)}
      </time>
      <script dangerouslySetInnerHTML={{ __html: fillToday }} />
    </Text>
  );
}
