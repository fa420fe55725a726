// npm run check:functions: `deno check` of every Edge Function with its own deno.json (import
// map of npm: specifiers) and deno.lock, by the Deno hosted Edge Runtime runs. A function
// without a deno.json or a lock that no longer matches fails here, not at deploy.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { denoBinary, denoEnv, edgeFunctions } from './deno/deno-cli.ts';

const deno = denoBinary();
if (!deno) {
  console.error('check:functions: the deno package has no binary for this platform (npm ci?)');
  process.exit(1);
}

let failed = 0;
for (const { name, entry, config } of edgeFunctions()) {
  if (!existsSync(config)) {
    console.error(`check:functions: supabase/functions/${name} has no deno.json`);
    failed++;
    continue;
  }
  const result = spawnSync(deno, ['check', '--frozen', '--config', config, entry], {
    stdio: 'inherit',
    env: denoEnv(),
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
