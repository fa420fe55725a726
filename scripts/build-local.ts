/*
 * npm run build:local: the production build, made on purpose for the embedded local
 * backend (API_PORT, default 54321), whatever .env says. `npm start` and `npm test` use it;
 * OUT_DIR chooses the directory, as for npm run build.
 */
import { localTarget } from './backend-target.ts';

const target = localTarget(Number(process.env.API_PORT || 54321));
// The environment outranks .env files in Vite, so these win over a hosted .env.
process.env.VITE_SUPABASE_URL = target.url;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = target.anonKey;
await import('./build.ts');
