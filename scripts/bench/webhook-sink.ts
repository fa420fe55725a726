/*
 * The bench's webhook receiver: answers 204 to every signed delivery and counts them by
 * webhook-id, so the follow-up bench can tell every lead's webhook arrived, and once.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { host } from './config.ts';

export interface WebhookSink {
  url: string;
  secret: string;
  /** Deliveries per webhook-id. */
  received: Map<string, number>;
  close(): Promise<void>;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const received = new Map<string, number>();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      received.set(id, (received.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/leads`,
    secret: 'whsec_YmVuY2gtd2ViaG9vay1zZWNyZXQtMDEyMzQ1Njc4OQ==',
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
