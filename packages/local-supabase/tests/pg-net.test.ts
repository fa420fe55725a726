// pg_net as hosted Supabase has it: net.http_post queues a request that leaves only once its
// transaction commits, reaches the URL with its body and headers, and its answer, or its
// timeout, lands in net._http_response; anon and authenticated may not call it.
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { platformProject } from './platform-project.ts';

let backend: LocalBackend;
let receiver: Server;
let receiverUrl: string;
const received: {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The client's port: one per connection. */
  port: number;
}[] = [];
let releaseSlow: () => void = () => {};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        port: req.socket.remotePort ?? 0,
      });
      if (req.url?.startsWith('/slow')) {
        releaseSlow = () => {
          releaseSlow = () => {};
          res.end('late');
        };
        return;
      }
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Receiver': 'yes' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  backend = await startLocalBackend({
    projectDir: platformProject([]),
    port: 0,
    db: 'memory',
    inbox: { httpPort: 0, smtpPort: 0 },
  });
});

afterAll(async () => {
  releaseSlow();
  await backend?.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

type NetResponse = {
  id: string;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
};

const answerTo = async (id: string) =>
  (await backend.db.query<NetResponse>('select * from net._http_response where id = $1', [id]))[0];

describe('pg_net', () => {
  it('sends a queued post once its transaction commits, and records the answer', async () => {
    const [queued] = await backend.db.query<{ id: string }>(
      `select net.http_post(
         url := $1,
         body := '{"lead": 7}'::jsonb,
         params := '{"a b": "c&d"}'::jsonb,
         headers := '{"Content-Type": "application/json", "Authorization": "Bearer s3cret"}'::jsonb
       ) as id`,
      [`${receiverUrl}/hook`],
    );
    await backend.settled();
    const request = received.find((item) => item.url.startsWith('/hook'));
    expect(request).toMatchObject({
      method: 'POST',
      url: '/hook?a%20b=c%26d',
      body: '{"lead": 7}',
    });
    expect(request?.headers.authorization).toBe('Bearer s3cret');
    const answer = await answerTo(queued?.id ?? '');
    expect(answer).toMatchObject({
      status_code: 201,
      content_type: 'application/json',
      content: '{"ok":true}',
      timed_out: false,
      error_msg: null,
    });
    expect(answer?.headers?.['x-receiver']).toBe('yes');
    const [left] = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from net.http_request_queue',
    );
    expect(left?.count).toBe(0);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const before = received.length;
    await backend.db
      .transaction(async (tx) => {
        await tx.query('select net.http_get($1)', [`${receiverUrl}/rolled-back`]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await backend.db.query('select net.http_get($1)', [`${receiverUrl}/after`]);
    await backend.settled();
    expect(received.slice(before).map((item) => item.url)).toEqual(['/after']);
  });

  it('records a request that outlives its timeout as timed out', async () => {
    const [queued] = await backend.db.query<{ id: string }>(
      'select net.http_get(url := $1, timeout_milliseconds := 200) as id',
      [`${receiverUrl}/slow`],
    );
    await backend.settled();
    releaseSlow();
    expect(await answerTo(queued?.id ?? '')).toMatchObject({
      status_code: null,
      timed_out: true,
      error_msg: 'Timeout of 200 ms reached',
    });
  });

  it('records a refused connection with its reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone`;
    await new Promise((resolve) => closed.close(resolve));
    const [queued] = await backend.db.query<{ id: string }>('select net.http_get($1) as id', [url]);
    await backend.settled();
    expect(await answerTo(queued?.id ?? '')).toMatchObject({
      status_code: null,
      timed_out: false,
      error_msg: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('is not for the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        backend.db.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          await tx.query('select net.http_post($1)', [`${receiverUrl}/nope`]);
        }),
      ).rejects.toThrow('permission denied for schema net');
    }
  });
});
