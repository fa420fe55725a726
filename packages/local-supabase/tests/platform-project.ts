// A throwaway Supabase project for the platform tests: this app's migrations (linked, not
// copied), no seed, the config.toml and supabase/functions files a test writes. Runs in Node.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectDir as appProject } from './test-project.ts';

export function platformProject(config: string[], files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'platform-project-'));
  symlinkSync(join(appProject, 'migrations'), join(dir, 'migrations'));
  writeFileSync(
    join(dir, 'config.toml'),
    ['[db.seed]', 'enabled = false', ...config, ''].join('\n'),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
