// GoTrue's per-address rate limits (tollbooth over golang.org/x/time/rate): each client
// address has a bucket of `burst` requests that refills at `perMinute`, and a request that
// finds it empty is refused without taking anything. Runs in Node, in memory.
// Invariant: a full bucket is the same as none, so idle addresses are forgotten.
// Written here because npm's token buckets hold one bucket each and leave the keying by
// address and the forgetting, most of this file, to the caller.

/** Takes one request from the address' bucket; false when the bucket is empty. */
export type RateLimit = (address: string, now?: number) => boolean;

/** Past this many addresses, full buckets are dropped before a new one is added. */
const sweepAbove = 1000;

export function rateLimit(perMinute: number, burst: number): RateLimit {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const tokensAt = (bucket: { tokens: number; at: number }, now: number) =>
    Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
  return (address, now = Date.now()) => {
    const bucket = buckets.get(address);
    const tokens = bucket ? tokensAt(bucket, now) : burst;
    if (tokens < 1) return false;
    if (!bucket && buckets.size >= sweepAbove) {
      for (const [key, idle] of buckets) if (tokensAt(idle, now) >= burst) buckets.delete(key);
    }
    buckets.set(address, { tokens: tokens - 1, at: now });
    return true;
  };
}
