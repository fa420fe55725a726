// An Edge Function's own index.ts on the real Deno (npm's deno package, pinned to the Deno
// hosted Edge Runtime reports), served by `deno serve` with the function's deno.json and lock,
// for the tests that check a function under the runtime it is deployed to. Runs in Node.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { denoBinary, denoEnv, edgeFunctions } from '../../scripts/deno/deno-cli.ts';

/** The deno executable, or null where node_modules has none for this platform. */
export const deno = denoBinary();

export interface ServedFunction {
  url: string;
  stop(): Promise<void>;
}

/**
 * `deno serve` of supabase/functions/<name> on `port` (0: one of its choosing); resolves with
 * the URL its "Listening on" line names.
 */
export async function serveFunction(
  name: string,
  env: NodeJS.ProcessEnv,
  port = 0,
): Promise<ServedFunction> {
  const fn = edgeFunctions().find((candidate) => candidate.name === name);
  if (!deno) throw new Error('node_modules has no deno binary for this platform');
  if (!fn) throw new Error(`supabase/functions/${name}/index.ts is missing`);
  const child: ChildProcess = spawn(
    deno,
    [
      'serve',
      '--host=127.0.0.1',
      `--port=${port}`,
      '--frozen',
      `--config=${fn.config}`,
      '--allow-env',
      '--allow-net',
      '--allow-sys',
      '--no-prompt',
      fn.entry,
    ],
    { env: denoEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/\S+?)\/?\s/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`deno serve exited (${code}):\n${output}`)));
    child.once('error', reject);
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
