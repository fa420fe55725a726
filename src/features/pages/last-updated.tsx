const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

function todayIso(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

// Fills the <time> before it is first painted: the prerendered page was built on another
// day. The same functions the component uses, as source, so both write the same text.
const fillToday = `(function(time){var now=new Date();time.dateTime=(${todayIso.toString()})(now);time.textContent=now.toLocaleDateString('en-US',${JSON.stringify(dateFormat)});})(document.currentScript.previousElementSibling);`;

/**
 * Today's date as a <time>. In prerendered HTML an inline script fills it in while the page
 * is parsed, so hydration finds the same text the browser renders; the script does nothing
 * when React itself creates it.
 */
export function LastUpdated() {
  const now = typeof window === 'undefined' ? null : new Date();
  return (
    <>
      <time dateTime={now ? todayIso(now) : undefined}>
        {now?.toLocaleDateString('en-US', dateFormat)}
      </time>
      <script dangerouslySetInnerHTML={{ __html: fillToday }} />
    </>
  );
}
