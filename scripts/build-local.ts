/*
 * npm run build:local: the production build, made on purpose for the embedded local
 * backend (API_PORT, default config.toml's [api] port), whatever .env says. `npm start` and `npm test` use it;
 * OUT_DIR chooses the directory, as for npm run build.
 */
import { localTarget } from './backend-target.ts';
import { localApiPort } from './local-backend/project.ts';

const target = localTarget(localApiPort());
// The environment outranks .env files in Vite, so these win over a hosted .env.
process.env.VITE_SUPABASE_URL = target.url;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = target.publishableKey;
await import('./build.ts');
