/*
 * The Cache API as a test needs it (has, open, keys, match, put, delete), in memory:
 * Node has no `caches`. Enough to run the outbox's fallback store as the browser would.
 */
class FakeCache {
  readonly entries = new Map<string, Response>();

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response);
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
}

const urlOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

export function createFakeCacheStorage() {
  const caches = new Map<string, FakeCache>();
  return {
    has: async (name: string) => caches.has(name),
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new FakeCache());
      return caches.get(name)!;
    },
  } as unknown as CacheStorage;
}
