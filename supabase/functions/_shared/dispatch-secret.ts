// The check both scheduled Edge Functions (lead-dispatch, resume-sweep) make first: only a
// caller holding LEAD_DISPATCH_SECRET, which Vault keeps for private.invoke_edge_function and
// the cron jobs, may run them. config.toml turns the gateway's JWT check off for them.
// Runs in Deno (the Edge Functions) and Node (the embedded backend's copy of them).

export function refusedCall(request: Request, env: Record<string, string>): Response | null {
  const secret = env.LEAD_DISPATCH_SECRET;
  if (secret && request.headers.get('Authorization') === `Bearer ${secret}`) return null;
  return Response.json({ error: 'unauthorized' }, { status: 401 });
}
