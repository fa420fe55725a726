/*
 * Which Supabase a build talks to. A plain production build must be told (VITE_SUPABASE_URL
 * and VITE_SUPABASE_PUBLISHABLE_KEY, from the environment or .env; the environment wins);
 * `npm start`, `npm run dev` and `npm test` choose the embedded backend on purpose when
 * nothing names another. Runs in Node: Vite's config, the build and the start scripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
// By path, not by package name: Vite's config bundler leaves every bare import to Node, which
// cannot load the package's TypeScript, and vite.config.ts imports this file.
import { publishableKey } from '../packages/local-supabase/src/jwt.ts';
import { localApiPort } from './local-backend/project.ts';

export interface BackendTarget {
  url: string;
  /** The key the app sends as apikey: an sb_publishable_ key (or a legacy anon JWT). */
  publishableKey: string;
  /** The embedded local backend on this machine, which the start scripts run themselves. */
  embedded: boolean;
}

type Env = Record<string, string | undefined>;

export const missingBackendMessage = [
  'VITE_SUPABASE_URL is not set, so this build would not know which Supabase to talk to.',
  'For a hosted project, set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY (in .env or',
  'the environment; see .env.example). To build for the embedded local backend on purpose,',
  'run `npm run build:local` (`npm start` does that by itself).',
].join('\n');

export function localBackendUrl(apiPort: number): string {
  return `http://127.0.0.1:${apiPort}`;
}

export function localTarget(apiPort: number): BackendTarget {
  return { url: localBackendUrl(apiPort), publishableKey, embedded: true };
}

/** The backend `env` names, or null when it names none; throws on a half or broken setting. */
export function configuredTarget(env: Env, apiPort: number): BackendTarget | null {
  const raw = env.VITE_SUPABASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got ${raw}`);
  }
  const key = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim();
  const normalised = raw.replace(/\/+$/, '');
  const embedded = normalised === localBackendUrl(apiPort);
  if (!key && !embedded) {
    throw new Error(`VITE_SUPABASE_URL is ${raw} but VITE_SUPABASE_PUBLISHABLE_KEY is not set.`);
  }
  if (key && isSecretKey(key)) {
    throw new Error(
      'VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key, which the build would ship to every ' +
        'browser: use the publishable key (sb_publishable_…).',
    );
  }
  return { url: normalised, publishableKey: key || publishableKey, embedded };
}

/** An sb_secret_ key, or a legacy JWT whose role is service_role. */
function isSecretKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  try {
    const payload = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString());
    return (payload as { role?: unknown }).role === 'service_role';
  } catch {
    return false;
  }
}

/** The VITE_ variables of .env files for `mode`, under those of the environment. */
export function envFor(mode: 'production' | 'development'): Env {
  return loadEnv(mode, process.cwd(), 'VITE_');
}

/** Where a build notes the backend it was made for, for `npm start` to read. */
export function backendNotePath(outDir: string): string {
  return join(outDir, '.vite', 'backend.json');
}

/** The backend the build in `outDir` talks to, or null when there is no (noted) build. */
export function builtBackendUrl(outDir: string): string | null {
  try {
    const note = JSON.parse(readFileSync(backendNotePath(outDir), 'utf8')) as { url?: unknown };
    return typeof note.url === 'string' ? note.url : null;
  } catch {
    return null;
  }
}

/** Fails any production build (`vite build` too) that names no backend. */
export function requireBackend(): Plugin {
  return {
    name: 'require-backend',
    config(_config, { command, mode }) {
      const env = loadEnv(mode, process.cwd(), 'VITE_');
      if (command === 'build' && !configuredTarget(env, localApiPort())) {
        throw new Error(missingBackendMessage);
      }
    },
  };
}
