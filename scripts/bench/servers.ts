/*
 * Builds the site for the bench ports into bench/.tmp/dist and serves it the way
 * `npm start` does: the embedded backend on an in-memory database plus the preview
 * server, each on the bench's own port.
 */
import { spawn } from 'node:child_process';
import { publishableKey } from 'local-supabase/jwt';
import { startAppBackend, type AppBackend } from '../local-backend/app-backend.ts';
import { startPreviewServer } from '../preview-server.ts';
import { apiPort, host, outDir, webPort } from './config.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

export interface BenchServers {
  backend: AppBackend;
  webhooks: WebhookSink;
  close(): Promise<void>;
}

/** A child process, so the build's Vite instance and env stay out of this one. */
export function buildSite(into = outDir, api = apiPort): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
      env: {
        ...process.env,
        OUT_DIR: into,
        VITE_SUPABASE_URL: `http://${host}:${api}`,
        VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output.match(/prerendered .*/)?.[0] ?? 'built');
      else reject(new Error(`build failed (exit ${code}):\n${output}`));
    });
  });
}

/** The preview server for the bench's build, on the bench's web port. */
export function startPreview() {
  return startPreviewServer({ dir: outDir, host, port: webPort });
}

/** The backend sends lead webhooks to a sink of the bench's and mail to its own catcher. */
export async function startServers(): Promise<BenchServers> {
  const webhooks = await startWebhookSink();
  const backend = await startAppBackend({
    host,
    port: apiPort,
    db: 'memory',
    inbox: { httpPort: 0, smtpPort: 0 },
    followUp: { env: { LEAD_WEBHOOK_URL: webhooks.url, LEAD_WEBHOOK_SECRET: webhooks.secret } },
  });
  const web = await startPreview().catch(async (error: unknown) => {
    await Promise.allSettled([backend.close(), webhooks.close()]);
    throw error;
  });
  return {
    backend,
    webhooks,
    close: async () => {
      await Promise.allSettled([web.close(), backend.close(), webhooks.close()]);
    },
  };
}
