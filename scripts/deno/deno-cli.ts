// The Deno this project checks and runs its Edge Functions with: npm's `deno` package, pinned
// to the Deno version hosted Edge Runtime reports, so a green check means what production means.
// Runs in Node.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const functionsDir = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));

/** The deno executable from node_modules, or null where the package has no build for this platform. */
export function denoBinary(): string | null {
  try {
    const install = createRequire(import.meta.url)('deno/install_api.cjs') as {
      runInstall(): string;
    };
    return install.runInstall();
  } catch {
    return null;
  }
}

/**
 * The environment Deno runs in: its cache in node_modules (ignored, reused between runs), no
 * update check, the system's certificate store next to Mozilla's (so npm: packages come from
 * the registry through any TLS proxy npm itself trusts), and a type error told without a backtrace.
 */
export function denoEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    DENO_DIR:
      env.DENO_DIR ?? fileURLToPath(new URL('../../node_modules/.cache/deno', import.meta.url)),
    DENO_NO_UPDATE_CHECK: '1',
    DENO_TLS_CA_STORE: env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    NO_COLOR: '1',
    RUST_BACKTRACE: '0',
  };
}

/** Every deployable function: a folder of supabase/functions (not _shared) with an index.ts. */
export function edgeFunctions(): { name: string; entry: string; config: string }[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map(({ name }) => ({
      name,
      entry: `${functionsDir}${name}/index.ts`,
      config: `${functionsDir}${name}/deno.json`,
    }))
    .filter(({ entry }) => existsSync(entry));
}
