// HTML escaping for the HTML this project writes by hand from data (the mail preview's
// index); the mails themselves are React, which escapes. Runs in Deno and Node.
// Invariant: the result is safe in element text and in a double- or single-quoted attribute.
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
