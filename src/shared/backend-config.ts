/*
 * Where Supabase lives, read once from the build's environment. Runs in the page and the
 * service worker (both are built by Vite with the same env). There is no default: the
 * build refuses to start without VITE_SUPABASE_URL (scripts/backend-target.ts), so a site
 * can never ship pointing at a loopback address it was not meant for.
 */

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is not set for this build`);
  return value;
}

export const backendConfig = {
  url: required('VITE_SUPABASE_URL', import.meta.env.VITE_SUPABASE_URL).replace(/\/+$/, ''),
  /** The project's publishable key (sb_publishable_…, or the legacy anon JWT): the apikey. */
  anonKey: required('VITE_SUPABASE_PUBLISHABLE_KEY', import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY),
};
