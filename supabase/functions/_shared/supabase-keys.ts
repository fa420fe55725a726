// The service key an Edge Function calls the project's APIs with, read where hosted Supabase
// puts it, and the headers that key travels in. Hosted gives functions SUPABASE_SECRET_KEYS, a
// JSON object of the project's secret keys by name ({"default":"sb_secret_…"}); a self-hosted
// setup exports one SUPABASE_SECRET_KEY; the legacy service_role JWT stays in
// SUPABASE_SERVICE_ROLE_KEY until the project deactivates it. Runs in Deno and Node.

/** The variables, most current first, that may hold the service key. */
export const serviceKeyVariables = [
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
] as const;

/** The named secret key of SUPABASE_SECRET_KEYS, else its first; null when it holds none. */
function fromSecretKeys(json: string, name: string): string | null {
  let keys: unknown;
  try {
    keys = JSON.parse(json);
  } catch {
    throw new Error('SUPABASE_SECRET_KEYS is not a JSON object of secret keys');
  }
  if (!keys || typeof keys !== 'object' || Array.isArray(keys)) {
    throw new Error('SUPABASE_SECRET_KEYS is not a JSON object of secret keys');
  }
  const named = (keys as Record<string, unknown>)[name];
  const key = typeof named === 'string' ? named : Object.values(keys).find((v) => v);
  return typeof key === 'string' && key.trim() ? key.trim() : null;
}

/**
 * The service key from the environment: SUPABASE_SECRET_KEYS' `name` key (default
 * "default"), else SUPABASE_SECRET_KEY, else the legacy SUPABASE_SERVICE_ROLE_KEY.
 * Throws when none is set, naming the variables looked at.
 */
export function serviceKeyFromEnv(
  env: Record<string, string | undefined>,
  name = 'default',
): string {
  const keys = env.SUPABASE_SECRET_KEYS?.trim();
  const key =
    (keys && fromSecretKeys(keys, name)) ||
    env.SUPABASE_SECRET_KEY?.trim() ||
    env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!key) throw new Error(`No service key: set one of ${serviceKeyVariables.join(', ')}`);
  return key;
}

/**
 * The headers that carry an API key: an `sb_` key is not a JWT, so it goes in `apikey` alone
 * (the gateway swaps it for a short-lived JWT); a legacy JWT key goes in `apikey` and as the
 * bearer token, which PostgREST, Storage and Auth read the role from.
 */
export function apiKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}
