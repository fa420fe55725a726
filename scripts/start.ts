// npm start: builds the app if dist/ has no build, starts the embedded
// Supabase stand-in (API_PORT, default 54321) and serves the production build
// with Vite's preview server (PORT, default 4173). Runs in Node.
// Invariant: Ctrl-C or SIGTERM stops both servers and closes the database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { anonKey } from '../supabase/local/jwt.ts';
import { databaseFromEnv } from '../supabase/local/open-local-database.ts';
import { startLocalBackend } from '../supabase/local/server.ts';
import { printBanner } from './backend-banner.ts';
import { stopOnSignals } from './stop-on-signals.ts';

const host = '127.0.0.1';
const apiPort = Number(process.env.API_PORT || 54321);
const webPort = Number(process.env.PORT || 4173);
// OUT_DIR (default dist) is where the production build lives, as for npm run build.
const outDir = process.env.OUT_DIR || 'dist';
const builtApp = join(outDir, 'index.html');

if (!existsSync(builtApp)) {
  console.info('No production build in dist/ yet: running npm run build.');
  // The build bakes in the backend it talks to; default it to this one.
  const env = {
    ...process.env,
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || `http://${host}:${apiPort}`,
    VITE_SUPABASE_PUBLISHABLE_KEY: process.env.VITE_SUPABASE_PUBLISHABLE_KEY || anonKey,
  };
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = databaseFromEnv();
const backend = await startLocalBackend({ host, port: apiPort, db: database });
const web = await preview({
  build: { outDir },
  preview: { host, port: webPort, strictPort: true, open: false },
}).catch(async (error: unknown) => {
  await backend.close();
  throw error;
});

printBanner(backend, database, `http://${host}:${webPort}`);

stopOnSignals([web, backend]);
