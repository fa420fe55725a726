// The two Deno globals the Edge Function entry points use, so the Node type-check covers
// them too; the Edge Runtime provides the real ones.
declare namespace Deno {
  const env: { toObject(): Record<string, string> };
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
}
