/*
 * The local backend alone, on the bench's API port and the PGlite directory named by
 * LOCAL_DB: a process of its own, so the bench can read the backend's resident memory.
 */
import { apiPort, benchAdmin, host } from './config.ts';
import { startAppBackend } from '../local-backend/app-backend.ts';
import { databaseFromEnv } from 'local-supabase/open-local-database';
import { stopOnSignals } from '../stop-on-signals.ts';

const backend = await startAppBackend({
  host,
  port: apiPort,
  db: databaseFromEnv(),
  admin: benchAdmin,
  inbox: { httpPort: 0, smtpPort: 0 },
});
stopOnSignals([backend]);
process.send?.('ready');
