/*
 * Cold start of `npm start` (scripts/start.ts, run with tsx as npm would) on a new
 * PGlite directory: from spawn until both the site and the API answer 200, then SIGTERM.
 * It serves a build of its own, made (untimed) for its API port before the runs: npm start
 * rebuilds a build made for another backend, and the figure would time that build.
 */
import { spawn } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { anonKey } from 'local-supabase/jwt';
import { coldApiPort, coldWebPort, host, tmpDir } from './config.ts';
import { buildSite } from './servers.ts';
import { median, sleep } from './stats.ts';

export interface ColdStart {
  medianMs: number;
  runsMs: number[];
  servedFrom: string;
  database: 'new PGlite directory';
}

async function answers(url: string, headers: Record<string, string> = {}): Promise<boolean> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startOnce(run: number, timeoutMs: number): Promise<number> {
  const dbDir = `${tmpDir}/cold-db-${run}`;
  await rm(dbDir, { recursive: true, force: true });
  const started = performance.now();
  // Its own process group, so SIGTERM reaches tsx and the node process it runs.
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    env: {
      ...process.env,
      LOCAL_DB: dbDir,
      OUT_DIR: coldOutDir,
      PORT: String(coldWebPort),
      API_PORT: String(coldApiPort),
      // Beside the bench's own servers: not the ports a running npm start holds.
      INBOX_PORT: String(coldApiPort + 3),
      INBOX_SMTP_PORT: String(coldApiPort + 4),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  try {
    const web = `http://${host}:${coldWebPort}/`;
    const api = `http://${host}:${coldApiPort}/auth/v1/health`;
    let webUp = false;
    let apiUp = false;
    while (!(webUp && apiUp)) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${stderr}`);
      if (performance.now() - started > timeoutMs) throw new Error(`npm start not up:\n${stderr}`);
      [webUp, apiUp] = await Promise.all([
        webUp || answers(web, { accept: 'text/html' }),
        apiUp || answers(api, { apikey: anonKey }),
      ]);
      if (!(webUp && apiUp)) await sleep(25);
    }
    return Math.round(performance.now() - started);
  } finally {
    const signal = (name: NodeJS.Signals) => {
      // The group may already be gone; that is the outcome we want.
      if (child.exitCode === null && child.pid) process.kill(-child.pid, name);
    };
    signal('SIGTERM');
    const killer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    await rm(dbDir, { recursive: true, force: true });
  }
}

const coldOutDir = `${tmpDir}/cold-dist`;
const builtAt = async () => (await stat(`${coldOutDir}/index.html`)).mtimeMs;

export async function measureColdStart(runs = 3, timeoutMs = 60_000): Promise<ColdStart> {
  await buildSite(coldOutDir, coldApiPort);
  const built = await builtAt();
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    runsMs.push(await startOnce(run, timeoutMs));
    if ((await builtAt()) !== built)
      throw new Error('npm start rebuilt the site: not a cold start');
  }
  return {
    medianMs: median(runsMs),
    runsMs,
    servedFrom: coldOutDir,
    database: 'new PGlite directory',
  };
}
