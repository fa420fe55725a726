// This app's Supabase project as the embedded backend (local-supabase) is given it: the
// supabase/ folder (config.toml, migrations, seed) and the API port. Runs in Node.
// Invariant: the port is config.toml's [api] port unless API_PORT names another.
// By path, not by package name: Vite's config bundler leaves every bare import to Node, which
// cannot load the package's TypeScript, and vite.config.ts imports this file.
import { localProjectConfig } from '../../packages/local-supabase/src/project-config.ts';
import { fileURLToPath } from 'node:url';

export const projectDir = fileURLToPath(new URL('../../supabase', import.meta.url));

export function localApiPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.API_PORT) || localProjectConfig(projectDir, env).api.port;
}
