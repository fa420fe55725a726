/*
 * The webhook receiver the end-to-end suite points LEAD_WEBHOOK_URL at: a second web
 * server of the Playwright run (playwright.config.ts). It keeps every delivery (headers and
 * raw body, for the test to verify with standardwebhooks) and answers 200, or 500 as many
 * times as a test asked for a visitor's address (POST /fail?email=…&times=N).
 * GET /deliveries?email=… lists the deliveries whose lead has that address.
 */
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';

export const webhookReceiverPort = 54329;
export const webhookReceiverUrl = `http://127.0.0.1:${webhookReceiverPort}`;
export const webhookSecret = 'whsec_ZTJlLXdlYmhvb2stc2VjcmV0LWZvci10ZXN0cw==';

export interface Delivery {
  headers: Record<string, string>;
  body: string;
  status: number;
  email: string;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

function emailOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { data?: { fields?: { email?: unknown } } };
    return String(parsed.data?.fields?.email ?? '').toLowerCase();
  } catch {
    return '';
  }
}

function serve(): void {
  const deliveries: Delivery[] = [];
  const failures = new Map<string, number>();
  createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', webhookReceiverUrl);
      const email = (url.searchParams.get('email') ?? '').toLowerCase();
      if (request.method === 'POST' && url.pathname === '/hooks/leads') {
        const body = await readBody(request);
        const owner = emailOf(body);
        const left = failures.get(owner) ?? 0;
        const status = left > 0 ? 500 : 200;
        if (left > 0) failures.set(owner, left - 1);
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        deliveries.push({ headers, body, status, email: owner });
        response.writeHead(status).end();
      } else if (request.method === 'POST' && url.pathname === '/fail') {
        failures.set(email, Number(url.searchParams.get('times') ?? 1));
        response.writeHead(204).end();
      } else if (request.method === 'GET' && url.pathname === '/deliveries') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(deliveries.filter((delivery) => delivery.email === email)));
      } else {
        response.writeHead(url.pathname === '/health' ? 200 : 404).end();
      }
    })();
  }).listen(webhookReceiverPort, '127.0.0.1');
}

/** Asks the receiver to answer 500 to the next `times` deliveries of this visitor's lead. */
export async function failDeliveriesFor(email: string, times: number): Promise<void> {
  await fetch(`${webhookReceiverUrl}/fail?email=${encodeURIComponent(email)}&times=${times}`, {
    method: 'POST',
  });
}

export async function deliveriesFor(email: string): Promise<Delivery[]> {
  const response = await fetch(
    `${webhookReceiverUrl}/deliveries?email=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as Delivery[];
}

if (process.argv[1]?.endsWith('webhook-receiver.ts')) serve();
