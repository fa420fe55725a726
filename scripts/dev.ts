// npm run dev: Vite's dev server, with the app pointed at the backend .env or the
// environment names, else at the embedded Supabase stand-in (API_PORT, default config.toml's [api] port),
// which it then runs too. Runs in Node.
// Invariant: Ctrl-C or SIGTERM stops every server it started and closes the database.
import { createServer } from 'vite';
import { databaseFromEnv } from 'local-supabase/open-local-database';
import { startAppBackend } from './local-backend/app-backend.ts';
import { printBanner } from './backend-banner.ts';
import { configuredTarget, envFor, localTarget } from './backend-target.ts';
import { stopOnSignals } from './stop-on-signals.ts';
import { localApiPort } from './local-backend/project.ts';

const host = '127.0.0.1';
const apiPort = localApiPort();
const target = configuredTarget(envFor('development'), apiPort) ?? localTarget(apiPort);

// Vite exposes VITE_* variables already in the environment to the app, above .env files.
process.env.VITE_SUPABASE_URL = target.url;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = target.publishableKey;

const database = target.embedded ? databaseFromEnv() : null;
const backend = database ? await startAppBackend({ host, port: apiPort, db: database }) : null;
const vite = await createServer();
await vite.listen().catch(async (error: unknown) => {
  await backend?.close();
  throw error;
});

const webUrl = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173';
if (backend && database) {
  printBanner(backend, database, webUrl);
  stopOnSignals([vite, backend]);
} else {
  console.info(
    `\n  Web app  ${webUrl}\n  Backend  ${target.url} (named by .env or the environment)\n`,
  );
  stopOnSignals([vite]);
}
