// The résumé sweep as an Edge Function (supabase/functions/_shared/storage/resume-sweep.ts):
// checks new files, removes failed ones and those left an hour without their application.
// Called by the pg_cron job 'resume-sweep' every minute and at once after a résumé upload
// or an erasure (the triggers calling private.invoke_edge_function('resume-sweep')), with
// LEAD_DISPATCH_SECRET from Vault. Needs no mail settings. Runs in Deno; a default export
// with `fetch`, as lead-dispatch.
// Invariant: one sweep at a time per isolate (single-flight.ts), so a file is checked once.
import { refusedCall } from '../_shared/dispatch-secret.ts';
import { singleFlight } from '../_shared/single-flight.ts';
import { sweepResumes } from '../_shared/storage/resume-sweep.ts';
import { serviceKeyFromEnv } from '../_shared/supabase-keys.ts';

const env = Deno.env.toObject();

const sweep = singleFlight(() => sweepResumes(env.SUPABASE_URL ?? '', serviceKeyFromEnv(env)));

async function handle(request: Request): Promise<Response> {
  const refusal = refusedCall(request, env);
  if (refusal) return refusal;
  try {
    return Response.json(await sweep());
  } catch (error) {
    return Response.json(
      { error: error instanceof Error ? error.message : String(error) },
      { status: 500 },
    );
  }
}

export default { fetch: handle } satisfies Deno.ServeDefaultExport;
