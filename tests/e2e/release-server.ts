/*
 * The site on an origin of its own whose service worker script changes on demand, the way
 * a deploy changes it. Playwright cannot intercept the browser's update check of a
 * worker script, so a small proxy in front of the preview server stands in for the host.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReleaseServer {
  url: string;
  /** Publishes a new release: the next update check finds a different worker script. */
  release(): void;
  close(): Promise<void>;
}

export async function startReleaseServer(upstream: string): Promise<ReleaseServer> {
  let release = 1;
  const server = createServer((req, res) => {
    void (async () => {
      const response = await fetch(new URL(req.url ?? '/', upstream), {
        headers: { accept: req.headers.accept ?? '*/*' },
      });
      let body = Buffer.from(await response.arrayBuffer());
      if (new URL(req.url ?? '/', upstream).pathname === '/sw.js') {
        body = Buffer.concat([body, Buffer.from(`\n// release ${release}\n`)]);
      }
      res.writeHead(response.status, {
        'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': response.headers.get('cache-control') ?? 'no-cache',
      });
      res.end(body);
    })().catch(() => {
      res.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release: () => {
      release += 1;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
