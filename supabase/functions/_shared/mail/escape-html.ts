// HTML escaping for every HTML this project writes from data: lead mail, auth mail and the
// local mail catcher's page. Runs in Deno and Node.
// Invariant: the result is safe in element text and in a double- or single-quoted attribute.
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
