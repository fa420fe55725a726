// Which requests wake the embedded backend's lead dispatcher at once: a write through the REST
// API (a lead stored) and an admin's retry. Runs in Node.
// Invariant: never the dispatcher's own claim and record calls, which would wake it again at
// once, for ever (it spun a whole core that way).
import type { IncomingMessage } from 'node:http';
import type { Reply } from './http-util.ts';

export function wakesDispatcher(
  req: Pick<IncomingMessage, 'method'>,
  url: URL,
  reply: Reply,
): boolean {
  if (req.method !== 'POST' || reply.status >= 300 || !url.pathname.startsWith('/rest/v1/')) {
    return false;
  }
  const target = url.pathname.slice('/rest/v1/'.length);
  return !target.startsWith('rpc/') || target === 'rpc/retry_lead_notification';
}
