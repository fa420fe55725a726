// A host's private calendar feed as an Edge Function: GET /functions/v1/host-calendar?token=…
// answers text/calendar with the host's confirmed bookings (booking-feed.ts), for any
// calendar app to subscribe to. Calendar apps send no JWT (verify_jwt = false in
// config.toml): the token is the capability. An admin creates, replaces or revokes it
// (public.rotate_host_calendar_feed); the feed is read with the service key through
// public.host_calendar_feed, which only the service role may call. Runs in Deno; a default
// export with `fetch`, as lead-dispatch.
// Invariant: an unknown, malformed and revoked token get the same 404, so a guess learns
// nothing.
import { hostCalendarFeed } from '../_shared/lead-dispatch/booking-feed.ts';
import type { HostFeed } from '../_shared/lead-dispatch/booking-feed.ts';
import { feedRefreshSeconds } from '../_shared/lead-dispatch/booking-feed.ts';
import { followUpSettings } from '../_shared/lead-dispatch/settings.ts';
import { apiKeyHeaders, serviceKeyFromEnv } from '../_shared/supabase-keys.ts';

const env = Deno.env.toObject();
const apiUrl = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');

/** What rotate_host_calendar_feed issues: 32 random bytes in hex. */
const tokenShape = /^[0-9a-f]{64}$/;

const notFound = () =>
  new Response('No calendar at this address.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

async function feedOf(token: string): Promise<HostFeed | null> {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/host_calendar_feed`, {
    method: 'POST',
    headers: { ...apiKeyHeaders(serviceKeyFromEnv(env)), 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`host_calendar_feed: HTTP ${response.status} ${text}`);
  return text ? (JSON.parse(text) as HostFeed | null) : null;
}

async function handle(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const feed = tokenShape.test(token) ? await feedOf(token) : null;
    if (!feed) return notFound();
    const body = hostCalendarFeed(followUpSettings(env), feed, new Date());
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': `private, max-age=${feedRefreshSeconds}`,
      },
    });
  } catch (error) {
    // Logged for the project's function logs; the caller learns nothing of the backend.
    console.error('host-calendar:', error);
    return new Response('The calendar could not be read. Try again later.\n', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}

export default { fetch: handle } satisfies Deno.ServeDefaultExport;
