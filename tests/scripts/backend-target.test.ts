import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../../playwright.config';
import {
  configuredTarget,
  localBackendUrl,
  localTarget,
  missingBackendMessage,
} from '../../scripts/backend-target';
import { anonKey, publishableKey, secretKey, serviceRoleKey } from 'local-supabase/jwt';
import { testOutDir } from '../e2e/test-build';

const hosted = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
};

describe('which backend a build talks to', () => {
  it('is none when nothing names one: a plain build must be told', () => {
    expect(configuredTarget({}, 54321)).toBeNull();
    expect(configuredTarget({ VITE_SUPABASE_URL: '  ' }, 54321)).toBeNull();
  });

  it('is the hosted project .env or the environment names, without a trailing slash', () => {
    expect(configuredTarget(hosted, 54321)).toEqual({
      url: 'https://abcd.supabase.co',
      publishableKey: 'sb_publishable_x',
      embedded: false,
    });
  });

  it('refuses a hosted URL without its key, and a URL that is not http(s)', () => {
    expect(() =>
      configuredTarget({ VITE_SUPABASE_URL: 'https://abcd.supabase.co' }, 54321),
    ).toThrow('VITE_SUPABASE_PUBLISHABLE_KEY is not set');
    expect(() => configuredTarget({ ...hosted, VITE_SUPABASE_URL: 'ftp://x' }, 54321)).toThrow(
      'must be an http(s) URL',
    );
    expect(() => configuredTarget({ ...hosted, VITE_SUPABASE_URL: 'not a url' }, 54321)).toThrow(
      'must be an http(s) URL',
    );
  });

  it('refuses a secret key where the publishable key goes: the build ships it to browsers', () => {
    const refusal =
      'VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key, which the build would ship to every ' +
      'browser: use the publishable key (sb_publishable_…).';
    for (const key of [secretKey, serviceRoleKey]) {
      expect(() =>
        configuredTarget({ ...hosted, VITE_SUPABASE_PUBLISHABLE_KEY: key }, 54321),
      ).toThrow(refusal);
    }
    expect(configuredTarget({ ...hosted, VITE_SUPABASE_PUBLISHABLE_KEY: anonKey }, 54321)).toEqual({
      url: 'https://abcd.supabase.co',
      publishableKey: anonKey,
      embedded: false,
    });
  });

  it('knows the embedded backend by its address, and gives it its publishable key', () => {
    expect(publishableKey).toMatch(/^sb_publishable_/);
    expect(configuredTarget({ VITE_SUPABASE_URL: localBackendUrl(54999) }, 54999)).toEqual({
      url: 'http://127.0.0.1:54999',
      publishableKey,
      embedded: true,
    });
    expect(localTarget(54321)).toEqual({
      url: 'http://127.0.0.1:54321',
      publishableKey,
      embedded: true,
    });
  });
});

describe('the build without a backend', () => {
  // The environment outranks .env, so an empty value stands for "not set" even where a
  // developer's .env names a hosted project.
  const withoutBackend = { ...process.env, VITE_SUPABASE_URL: '', OUT_DIR: 'dist-never' };

  it('npm run build fails and says which variable and how to build locally', () => {
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
      env: withoutBackend,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(missingBackendMessage);
  }, 60_000);

  it('a plain vite build fails the same way', () => {
    const run = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
      env: withoutBackend,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toContain('VITE_SUPABASE_URL is not set');
  }, 60_000);
});

describe('npm test', () => {
  it('builds into a directory of its own and serves that, never dist/', () => {
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(testOutDir).not.toBe('dist');
    expect(scripts['test:e2e']).toContain(`OUT_DIR=${testOutDir} tsx scripts/build-local.ts`);
    const servers = playwrightConfig.webServer as {
      command: string;
      env?: Record<string, string>;
    }[];
    const server = servers.find((each) => each.command.endsWith('scripts/start.ts'));
    if (!server?.env) throw new Error('no web server runs scripts/start.ts');
    expect(server.env.OUT_DIR).toBe(testOutDir);
    expect(server.env.VITE_SUPABASE_URL).toBe(localBackendUrl(54321));
  });
});
