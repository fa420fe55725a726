/*
 * Where Supabase lives, read once from the build's environment and checked.
 * Runs in the page and the service worker (both are built by Vite with the same env).
 * Defaults point at the embedded local backend with the Supabase CLI's demo anon key.
 * Checked by hand, not with zod, because every page loads this module.
 */

const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function backendUrl(raw: string | undefined): string {
  const value = raw || 'http://127.0.0.1:54321';
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got ${value}`);
  }
  return value.replace(/\/$/, '');
}

export const backendConfig = {
  url: backendUrl(import.meta.env.VITE_SUPABASE_URL),
  anonKey: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || localAnonKey,
};
