// npm start: serves the production build (OUT_DIR, default dist) with the preview server
// of scripts/preview-server.ts (PORT, default 4173), for the backend .env or the environment names, else for the
// embedded Supabase stand-in (API_PORT, default config.toml's [api] port), which it then runs too. Builds when
// there is no build, or when the build talks to another backend. Runs in Node.
// Invariant: Ctrl-C or SIGTERM stops every server it started and closes the database.
import { spawnSync } from 'node:child_process';
import { databaseFromEnv } from 'local-supabase/open-local-database';
import { startAppBackend } from './local-backend/app-backend.ts';
import { printBanner } from './backend-banner.ts';
import { startPreviewServer } from './preview-server.ts';
import { builtBackendUrl, configuredTarget, envFor, localTarget } from './backend-target.ts';
import { stopOnSignals } from './stop-on-signals.ts';
import { localApiPort } from './local-backend/project.ts';

const host = '127.0.0.1';
const apiPort = localApiPort();
const webPort = Number(process.env.PORT || 4173);
const outDir = process.env.OUT_DIR || 'dist';
const target = configuredTarget(envFor('production'), apiPort) ?? localTarget(apiPort);

const built = builtBackendUrl(outDir);
if (built !== target.url) {
  console.info(
    built
      ? `${outDir}/ was built for ${built}; rebuilding it for ${target.url}.`
      : `No production build in ${outDir}/ yet: building it for ${target.url}.`,
  );
  const env = {
    ...process.env,
    OUT_DIR: outDir,
    VITE_SUPABASE_URL: target.url,
    VITE_SUPABASE_PUBLISHABLE_KEY: target.publishableKey,
  };
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = target.embedded ? databaseFromEnv() : null;
// LOCAL_CLIENT_BUDGETS=raised: the test suites' switch (docs/trust.md); npm start enforces them.
const clientBudgets = process.env.LOCAL_CLIENT_BUDGETS === 'raised' ? 'raised' : 'enforced';
const backend = database
  ? await startAppBackend({ host, port: apiPort, db: database, clientBudgets, cron: cronClock() })
  : null;
const web = await startPreviewServer({ dir: outDir, host, port: webPort }).catch(
  async (error: unknown) => {
    await backend?.close();
    throw error;
  },
);

const webUrl = web.url;

/**
 * LOCAL_CRON_MINUTE_MS: the end-to-end suite's switch, a minute of pg_cron time lasting that
 * many ms, so the 'lead-dispatch' job picks up a webhook retry seconds after it is due, as it
 * would within the minute hosted. The clock starts today at 04:00 UTC, well past the 03:17
 * purge, which then stays a cron day (1440 of those minutes) away. Default: real time.
 */
function cronClock(): { minuteMs: number; clockStart: Date } | undefined {
  const minuteMs = Number(process.env.LOCAL_CRON_MINUTE_MS);
  if (!(minuteMs > 0)) return undefined;
  const clockStart = new Date();
  clockStart.setUTCHours(4, 0, 0, 0);
  return { minuteMs, clockStart };
}
if (backend && database) {
  printBanner(backend, database, webUrl);
  stopOnSignals([web, backend]);
} else {
  console.info(
    `\n  Web app  ${webUrl}\n  Backend  ${target.url} (named by .env or the environment; the embedded backend is not started)\n\n  Press Ctrl-C to stop.\n`,
  );
  stopOnSignals([web]);
}
