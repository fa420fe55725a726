// The mail catcher's HTTP side: Mailpit's API v1 (https://mailpit.axllent.org/docs/api-v1/)
// for the messages, search, one message, its headers, source and parts, and deletion; and a
// plain page of the mail at /. Runs in Node, inside the mail catcher.
// Invariant: any request gets an answer (4xx for a bad one) and never takes the process down;
// nothing here sends CORS headers, so no web page can read the inbox.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http-util.ts';
import type { CaughtMessage } from './caught-message.ts';
import { messageJson, summaryJson } from './caught-message.ts';
import { inboxPage, pageHeaders } from './inbox-page.ts';
import type { MessageStore } from './message-store.ts';
import { headerMap } from './mime-headers.ts';
import { searchFilter } from './search-query.ts';

export interface Answer {
  status: number;
  /** An object is sent as JSON, a string as plain text unless headers say otherwise. */
  body: object | string | Buffer;
  headers?: Record<string, string>;
}

type Handler = (
  store: MessageStore,
  req: IncomingMessage,
  url: URL,
  params: string[],
) => Answer | Promise<Answer>;

const failure = (status: number, message: string): Answer => ({ status, body: { Error: message } });
const done: Answer = { status: 200, body: 'ok' };
/** The page is for a glance; the API pages through everything. */
const shownOnPage = 100;

/** Mailpit's getStartLimit: start 0 and limit 50 unless given as whole numbers. */
function paging(url: URL): { start: number; limit: number } {
  const whole = (name: string) => {
    const value = url.searchParams.get(name) ?? '';
    return /^-?\d+$/.test(value) ? Number(value) : null;
  };
  const start = whole('start');
  const limit = whole('limit');
  return {
    start: start && start > 0 ? start : 0,
    limit: limit !== null && limit >= 0 ? limit : 50,
  };
}

function summaries(store: MessageStore, url: URL, matching: readonly CaughtMessage[]): Answer {
  const all = store.list();
  const { start, limit } = paging(url);
  // As Mailpit's list does, limit=0 means every message.
  const shown = limit === 0 ? matching : matching.slice(start, start + limit);
  const unread = (messages: readonly CaughtMessage[]) => messages.filter((m) => !m.read).length;
  return {
    status: 200,
    body: {
      total: all.length,
      unread: unread(all),
      count: shown.length,
      messages_count: matching.length,
      messages_unread: unread(matching),
      start,
      tags: [],
      messages: shown.map(summaryJson),
    },
  };
}

const searched = (store: MessageStore, url: URL) => {
  const query = url.searchParams.get('query')?.trim() ?? '';
  return query ? store.list().filter(searchFilter(query)) : null;
};

/** `latest` is the newest message (of those matching ?query=, when given). */
function find(store: MessageStore, url: URL, id: string): CaughtMessage | undefined {
  if (id !== 'latest') return store.get(id);
  return (searched(store, url) ?? store.list())[0];
}

/** Mailpit reads {"IDs": [...]} with Go's case-insensitive field names; none means all. */
async function idsToDelete(req: IncomingMessage): Promise<string[] | 'all' | Answer> {
  const body = await readBody(req);
  if (body.kind === 'none') return 'all';
  if (body.kind === 'too-large') return failure(413, 'Request body is larger than 1 MB');
  if (body.kind === 'not-utf8') return failure(400, 'Request body is not UTF-8');
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    // Mailpit deletes everything here; a typo should not empty the inbox.
    return failure(400, 'Request body is not JSON');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return failure(400, 'Expected {"IDs": ["…"]}');
  }
  const ids = Object.entries(json).find(([key]) => key.toLowerCase() === 'ids')?.[1];
  if (ids === undefined || (Array.isArray(ids) && ids.length === 0)) return 'all';
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
    return failure(400, 'IDs must be an array of message IDs');
  }
  return ids as string[];
}

const withMessage =
  (handle: (message: CaughtMessage, store: MessageStore, params: string[]) => Answer): Handler =>
  (store, _req, url, params) => {
    const message = find(store, url, params[0] ?? '');
    return message ? handle(message, store, params) : failure(404, 'Message not found');
  };

const routes: { pattern: RegExp; methods: Record<string, Handler> }[] = [
  {
    pattern: /^\/$/,
    methods: {
      GET: (store, _req, url) => {
        const query = url.searchParams.get('query')?.trim() ?? '';
        const shown = (searched(store, url) ?? store.list()).slice(0, shownOnPage);
        return {
          status: 200,
          body: inboxPage(shown, store.list().length, query),
          headers: pageHeaders,
        };
      },
    },
  },
  {
    pattern: /^\/api\/v1\/messages$/,
    methods: {
      GET: (store, _req, url) => summaries(store, url, store.list()),
      DELETE: async (store, req) => {
        const ids = await idsToDelete(req);
        if (!Array.isArray(ids) && ids !== 'all') return ids;
        store.remove(ids);
        return done;
      },
    },
  },
  {
    pattern: /^\/api\/v1\/search$/,
    methods: {
      GET: (store, _req, url) => {
        const matching = searched(store, url);
        return matching ? summaries(store, url, matching) : failure(400, 'Error: no search query');
      },
      DELETE: (store, _req, url) => {
        const matching = searched(store, url);
        if (!matching) return failure(400, 'Error: no search query');
        store.remove(matching.map((message) => message.id));
        return done;
      },
    },
  },
  {
    pattern: /^\/api\/v1\/message\/([^/]+)$/,
    methods: {
      GET: withMessage((message, store) => {
        // Mailpit marks a message read when a client fetches it.
        store.markRead(message);
        return { status: 200, body: messageJson(message) };
      }),
    },
  },
  {
    pattern: /^\/api\/v1\/message\/([^/]+)\/headers$/,
    methods: { GET: withMessage((message) => ({ status: 200, body: headerMap(message.source) })) },
  },
  {
    pattern: /^\/api\/v1\/message\/([^/]+)\/raw$/,
    methods: {
      GET: withMessage((message) => ({
        status: 200,
        body: message.source,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      })),
    },
  },
  {
    pattern: /^\/api\/v1\/message\/([^/]+)\/part\/([^/]+)$/,
    methods: {
      GET: withMessage((message, _store, params) => {
        const part = message.parts.get(params[1] ?? '');
        if (!part) return failure(404, 'Part not found');
        const headers = {
          'Content-Type': part.contentType,
          'Content-Disposition': `inline; filename="${encodeURIComponent(part.fileName)}"`,
          // An HTML or SVG attachment opened here must not run script on the inbox's origin.
          'Content-Security-Policy': "sandbox; default-src 'none'",
        };
        return { status: 200, body: part.content, headers };
      }),
    },
  },
];

export async function answer(store: MessageStore, req: IncomingMessage): Promise<Answer> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://mail-catcher');
  } catch {
    return failure(400, 'Malformed request target');
  }
  for (const { pattern, methods } of routes) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const handle = methods[method];
    if (!handle) {
      const allow = Object.keys(methods).join(', ');
      return { ...failure(405, `${method} is not allowed here`), headers: { Allow: allow } };
    }
    let params: string[];
    try {
      params = match.slice(1).map((param) => decodeURIComponent(param));
    } catch {
      return failure(400, 'Malformed %-escape in the path');
    }
    return handle(store, req, url, params);
  }
  return failure(404, 'Not found');
}

export function send(res: ServerResponse, { status, body, headers = {} }: Answer): void {
  const isJson = !Buffer.isBuffer(body) && typeof body === 'object';
  const bytes = isJson ? Buffer.from(JSON.stringify(body)) : Buffer.from(body as string | Buffer);
  res.writeHead(status, {
    'Content-Type': isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
    'Content-Length': String(bytes.length),
  });
  res.end(bytes);
}
