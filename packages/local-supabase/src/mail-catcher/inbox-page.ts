// The mail catcher's page at /: the newest mail first, each with its subject, addresses,
// time, attachments and text (its links made clickable), and a Mailpit-style search box.
// Runs in Node, inside the mail catcher; the API (http-api.ts) has the full detail.
// Invariant: every value from a message is HTML-escaped, the HTML part is never rendered,
// and the page's CSP allows no script at all.
import { escapeHtml } from '../escape-html.ts';
import type { Address, CaughtMessage } from './caught-message.ts';

export const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
};

const addresses = (list: Address[]) =>
  list.map(({ Name, Address }) => (Name ? `${Name} <${Address}>` : Address)).join(', ');

/**
 * Escapes the text, then links its http(s) URLs: escaped already, so safe in href; an
 * escaped closing bracket or quote ends one, as "<https://…>" in a mail would.
 */
const linked = (text: string) =>
  escapeHtml(text).replace(
    /https?:\/\/(?:(?!&gt;|&quot;|&#39;)[^\s<])+/g,
    (url) => `<a href="${url}">${url}</a>`,
  );

function mailSection(message: CaughtMessage): string {
  const api = `/api/v1/message/${encodeURIComponent(message.id)}`;
  const files = message.attachments.map(
    (file) =>
      `<a href="${api}/part/${encodeURIComponent(file.PartID)}">${escapeHtml(file.FileName)}</a> (${escapeHtml(file.ContentType)})`,
  );
  const when = message.created.replace('T', ' ').slice(0, 19);
  return `<article>
  <h2>${escapeHtml(message.subject || '(no subject)')}</h2>
  <p class="meta">From ${escapeHtml(message.from ? addresses([message.from]) : '(nobody)')} · To <strong>${escapeHtml(addresses(message.to))}</strong>${message.cc.length ? ` · Cc ${escapeHtml(addresses(message.cc))}` : ''} · <time datetime="${escapeHtml(message.created)}">${escapeHtml(when)} UTC</time> · <a href="${api}/raw">source</a></p>
  ${files.length ? `<p>Attachments: ${files.join(', ')}</p>` : ''}
  <pre>${linked(message.text)}</pre>
</article>`;
}

export function inboxPage(shown: readonly CaughtMessage[], total: number, query: string): string {
  const list = shown.length
    ? shown.map(mailSection).join('\n')
    : `<p>No mail${query ? ' matches that search' : ' yet'}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; }
  article { border: 1px solid #ccc; border-radius: 8px; margin: 1rem 0; padding: 0 1rem; }
  .meta { color: #444; }
  a { overflow-wrap: anywhere; }
  pre { background: #f5f5f5; padding: 0.5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>Local inbox</h1>
<p>Every mail sent to this catcher over SMTP, newest first (${shown.length} of ${total} shown). Nothing leaves this machine. JSON: <a href="/api/v1/messages">/api/v1/messages</a>, as Mailpit's API.</p>
<form method="get" action="/">
  <label>Search <input type="search" name="query" value="${escapeHtml(query)}" placeholder="to:someone@example.com"></label>
  <button type="submit">Search</button>
  <a href="/">Show all</a>
</form>
${list}
</body>
</html>
`;
}
