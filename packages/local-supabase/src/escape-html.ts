// HTML escaping for the HTML this package writes from data: auth mail and the mail catcher's
// page. Runs in Node.
// Invariant: the result is safe in element text and in a double- or single-quoted attribute.
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
