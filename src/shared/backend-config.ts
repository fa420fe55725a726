/*
 * Where Supabase lives, read once from the build's environment and checked with zod.
 * Runs in the page and the service worker (both are built by Vite with the same env).
 * Defaults point at the embedded local backend with the Supabase CLI's demo anon key.
 */
import { z } from 'zod';

const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().default('http://127.0.0.1:54321'),
  VITE_SUPABASE_PUBLISHABLE_KEY: z.string().min(1).default(localAnonKey),
});

const env = envSchema.parse({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL || undefined,
  VITE_SUPABASE_PUBLISHABLE_KEY: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || undefined,
});

export const backendConfig = {
  url: env.VITE_SUPABASE_URL.replace(/\/$/, ''),
  anonKey: env.VITE_SUPABASE_PUBLISHABLE_KEY,
};
