// The part of the Deno namespace the Edge Function entry points use, so the Node type-check
// covers them too; the Edge Runtime (and `deno check`: npm run check:functions) has the real one.
declare namespace Deno {
  const env: { toObject(): Record<string, string> };
  /** What `deno serve` and Edge Runtime serve: a module's default export with `fetch`. */
  interface ServeDefaultExport {
    fetch(request: Request): Response | Promise<Response>;
  }
}
