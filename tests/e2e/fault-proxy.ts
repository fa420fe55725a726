/*
 * A small fault-injecting proxy in front of the local API's lead inserts, for one browser
 * context: every POST to /rest/v1 from its pages and its service worker passes through
 * it. It can forward, answer with a status of its choosing, forward and then drop the
 * connection (the row is stored, the answer lost), hang until the client gives up, or
 * delay. Other requests pass untouched.
 */
import type { BrowserContext, Route } from '@playwright/test';
import { apiUrl } from './backend';

export type Fault =
  | { type: 'pass' }
  | { type: 'status'; status: number; code?: string; message?: string }
  | { type: 'drop-after-forward' }
  | { type: 'hang' }
  | { type: 'delay'; ms: number };

export interface FaultProxy {
  /** The fault for every lead insert from now on. */
  set(fault: Fault): void;
  /** The fault for inserts whose body contains `text` (e.g. one visitor's e-mail). */
  setFor(text: string, fault: Fault): void;
  /** Ids of the leads that reached the proxy, once per attempt. */
  attempts: string[];
}

export async function startFaultProxy(context: BrowserContext): Promise<FaultProxy> {
  let fault: Fault = { type: 'pass' };
  const faultsByText = new Map<string, Fault>();
  const attempts: string[] = [];

  const faultFor = (body: string): Fault => {
    for (const [text, specific] of faultsByText) if (body.includes(text)) return specific;
    return fault;
  };

  const handle = async (route: Route): Promise<void> => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = request.postData() ?? '';
    attempts.push(String((JSON.parse(body) as { id?: unknown }).id));
    const chosen = faultFor(body);
    switch (chosen.type) {
      case 'pass':
        return route.continue();
      case 'status':
        return route.fulfill({
          status: chosen.status,
          contentType: 'application/json',
          body: JSON.stringify({
            code: chosen.code ?? '',
            message: chosen.message ?? `Injected ${chosen.status}`,
            details: null,
            hint: null,
          }),
        });
      case 'drop-after-forward':
        await route.fetch();
        return route.abort('connectionreset');
      case 'hang':
        // Never answered: the client's own deadline ends the request.
        return new Promise<void>(() => undefined);
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, chosen.ms));
        return route.continue().catch(() => undefined);
    }
  };

  await context.route(`${apiUrl}/rest/v1/**`, (route) => handle(route).catch(() => undefined));
  return {
    set: (next) => {
      fault = next;
    },
    setFor: (text, next) => {
      faultsByText.set(text, next);
    },
    attempts,
  };
}
