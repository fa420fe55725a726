/*
 * zod as this site uses it: import `z` from here, never from 'zod'. Runs in the page and the
 * service worker. Invariant: jitless, set before any schema is built; otherwise zod's first
 * object schema probes `new Function`, which the Content-Security-Policy (no 'unsafe-eval',
 * scripts/hosting-headers.ts) blocks and reports as a violation, even though zod catches it.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
