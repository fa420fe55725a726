// The local inbox over HTTP, on the API port: /inbox is a page of every caught mail, newest
// first, with its link; /inbox/api/messages?to=<email> is the same as JSON, for end-to-end
// tests. Runs in Node; only the embedded backend serves it, never the app's build.
// Invariant: mail text is HTML-escaped and the page runs no script (its CSP forbids any).
import type { IncomingMessage } from 'node:http';
import type { Reply } from './http-util.ts';
import type { Mail, Mailbox } from './mailer.ts';
import { escapeHtml } from './mailer.ts';

export const inboxPath = '/inbox';
const messagesPath = `${inboxPath}/api/messages`;

export function isInboxPath(pathname: string): boolean {
  return pathname === inboxPath || pathname.startsWith(`${inboxPath}/`);
}

const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'Cache-Control': 'no-store',
};

export function handleInbox(mailbox: Mailbox, req: IncomingMessage, url: URL): Reply {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path !== inboxPath && path !== messagesPath) {
    return { status: 404, body: { message: 'No such inbox page' } };
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return { status: 405, body: { message: 'The inbox is read-only' }, headers: { Allow: 'GET' } };
  }
  const to = url.searchParams.get('to');
  const messages = mailbox.list(to);
  if (path === messagesPath) {
    return {
      status: 200,
      body: { total: messages.length, messages },
      headers: { 'Cache-Control': 'no-store' },
    };
  }
  return { status: 200, body: page(messages, to), headers: pageHeaders };
}

function mailSection(mail: Mail): string {
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.sent_at)}">${escapeHtml(mail.sent_at.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

function page(messages: Mail[], to: string | null): string {
  const filter = to ? ` to ${escapeHtml(to)}` : '';
  const list = messages.length
    ? messages.map(mailSection).join('\n')
    : `<p>No mail${filter} yet. Sign up (with confirmations on) or ask for a password reset.</p>`;
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
<p>Every mail the local Supabase stand-in sent${filter}, newest first (${messages.length}). Nothing leaves this machine. <a href="${inboxPath}">Show all</a> · JSON: <a href="${messagesPath}">${messagesPath}?to=&lt;email&gt;</a></p>
<form method="get" action="${inboxPath}">
  <label>Only mail to <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label>
  <button type="submit">Filter</button>
</form>
${list}
</body>
</html>
`;
}
