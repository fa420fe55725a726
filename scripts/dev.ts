// npm run dev: the embedded Supabase stand-in (API_PORT, default 54321) plus
// Vite's dev server, with the app pointed at the stand-in unless
// VITE_SUPABASE_URL says otherwise. Runs in Node.
// Invariant: Ctrl-C or SIGTERM stops both servers and closes the database.
import { createServer } from 'vite';
import { anonKey } from '../supabase/local/jwt.ts';
import { databaseFromEnv } from '../supabase/local/open-local-database.ts';
import { startLocalBackend } from '../supabase/local/server.ts';
import { printBanner } from './backend-banner.ts';
import { stopOnSignals } from './stop-on-signals.ts';

const host = '127.0.0.1';
const apiPort = Number(process.env.API_PORT || 54321);

// Vite exposes VITE_* variables already in the environment to the app.
process.env.VITE_SUPABASE_URL ||= `http://${host}:${apiPort}`;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY ||= anonKey;

const database = databaseFromEnv();
const backend = await startLocalBackend({ host, port: apiPort, db: database });
const vite = await createServer();
await vite.listen().catch(async (error: unknown) => {
  await backend.close();
  throw error;
});

printBanner(backend, database, vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173');

stopOnSignals([vite, backend]);
