// A project's config.toml as the local backend reads it (project-config.ts, config-keys.ts): the
// project's own file, the CLI's SUPABASE_* overrides and defaults, and the refusal of any key
// or value it does not implement. What the values change is in config-driven-backend.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localProjectConfig, readProjectConfig } from '../src/project-config.ts';
import type { ProjectConfig } from '../src/project-config.ts';
import { startLocalBackend } from '../src/server.ts';
import { projectDir } from './test-project.ts';

const workDir = mkdtempSync(join(tmpdir(), 'project-config-'));
const projectSeed = join(projectDir, 'seed.sql');

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function configFile(name: string, lines: string[]): string {
  const file = join(workDir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const cliDefaults: ProjectConfig = {
  projectId: '',
  api: { port: 54321, extraSearchPath: ['public', 'extensions'], maxRows: 1000 },
  db: { majorVersion: 17, seed: { enabled: true, files: [join(workDir, 'seed.sql')] } },
  auth: {
    siteUrl: 'http://127.0.0.1:3000',
    additionalRedirectUrls: ['https://127.0.0.1:3000'],
    jwtExpirySeconds: 3600,
    refreshTokenRotation: true,
    refreshTokenReuseSeconds: 10,
    enableSignup: true,
    minimumPasswordLength: 6,
    emailProvider: true,
    enableConfirmations: false,
    otpExpirySeconds: 3600,
    maxFrequencySeconds: 1,
    totpEnroll: false,
    totpVerify: false,
    mfaVerificationHook: null,
    sendEmailHook: null,
  },
  functions: {},
};

describe('reading config.toml', () => {
  it('reads the project file as it states it', () => {
    expect(localProjectConfig(projectDir, {})).toEqual({
      projectId: 'ai-consulting-site',
      api: { port: 54321, extraSearchPath: ['public', 'extensions'], maxRows: 1000 },
      db: { majorVersion: 17, seed: { enabled: true, files: [projectSeed] } },
      auth: {
        ...cliDefaults.auth,
        siteUrl: 'http://127.0.0.1:4173',
        additionalRedirectUrls: ['http://127.0.0.1:5173'],
        totpEnroll: true,
        totpVerify: true,
        mfaVerificationHook: '"public"."hook_mfa_verification_attempt"',
        sendEmailHook: {
          uri: 'http://host.docker.internal:54321/functions/v1/send-email',
          secrets: 'env(SEND_EMAIL_HOOK_SECRET)',
        },
      },
      functions: {
        'host-calendar': { enabled: true, verifyJwt: false },
        'lead-dispatch': { enabled: true, verifyJwt: false },
        'resume-sweep': { enabled: true, verifyJwt: false },
        'send-email': { enabled: true, verifyJwt: false },
      },
    });
  });

  it('reads [auth.hook.send_email], and refuses one it could not call', () => {
    const file = configFile('send-email-hook.toml', [
      '[auth.hook.send_email]',
      'enabled = true',
      'uri = "https://hooks.example.com/send-email"',
      'secrets = "v1,whsec_c2VjcmV0"',
    ]);
    expect(readProjectConfig(file, {}).auth.sendEmailHook).toEqual({
      uri: 'https://hooks.example.com/send-email',
      secrets: 'v1,whsec_c2VjcmV0',
    });
    const refused = configFile('send-email-hook-refused.toml', [
      '[auth.hook.send_email]',
      'enabled = true',
      'uri = "pg-functions://postgres/public/send_email"',
    ]);
    expect(() => readProjectConfig(refused, {})).toThrow(
      [
        `${refused}: [auth.hook.send_email] uri has an unusable value "pg-functions://postgres/public/send_email": expected an http:// or https:// URL`,
      ].join('\n'),
    );
  });

  it('reads [functions.<name>] tables, and refuses their keys it does not implement', () => {
    const file = configFile('functions.toml', [
      '[functions.hello]',
      'verify_jwt = false',
      '[functions.off]',
      'enabled = false',
    ]);
    expect(readProjectConfig(file, {}).functions).toEqual({
      hello: { enabled: true, verifyJwt: false },
      off: { enabled: false, verifyJwt: true },
    });
    const refused = configFile('functions-refused.toml', [
      '[functions.hello]',
      'import_map = "./import_map.json"',
      'verify_jwt = "no"',
    ]);
    expect(() => readProjectConfig(refused, {})).toThrow(
      [
        `${refused}: [functions.hello] import_map is not implemented by the local backend`,
        `${refused}: [functions.hello] verify_jwt has an unusable value "no": expected true or false`,
      ].join('\n'),
    );
  });

  it('gives way to the Supabase CLI environment variables', () => {
    const config = localProjectConfig(projectDir, {
      SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS: 'true',
      SUPABASE_AUTH_SITE_URL: 'https://example.com',
      SUPABASE_AUTH_EMAIL_MAX_FREQUENCY: '1m30s',
      SUPABASE_AUTH_JWT_EXPIRY: '600',
      SUPABASE_API_MAX_ROWS: '50',
    });
    expect(config.auth).toMatchObject({
      enableConfirmations: true,
      siteUrl: 'https://example.com',
      maxFrequencySeconds: 90,
      jwtExpirySeconds: 600,
    });
    expect(config.api.maxRows).toBe(50);
    expect(() =>
      localProjectConfig(projectDir, { SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS: 'yes' }),
    ).toThrow(
      'supabase/config.toml: [auth.email] enable_confirmations has an unusable value "yes" ' +
        '(from SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS): expected true or false',
    );
  });

  it("takes the CLI's defaults for what the file leaves out, and GoTrue's floors", () => {
    expect(readProjectConfig(configFile('empty.toml', []), {})).toEqual(cliDefaults);
    const floors = configFile('floors.toml', [
      '[auth]',
      'jwt_expiry = 0',
      'minimum_password_length = 4',
    ]);
    expect(readProjectConfig(floors, {}).auth).toMatchObject({
      jwtExpirySeconds: 3600,
      minimumPasswordLength: 6,
    });
  });

  it('refuses every key it does not implement, by its table and name', () => {
    const file = configFile('unknown.toml', [
      'project_id = "x"',
      'organisation = "y"',
      '[api]',
      'enabled = true',
      'max_rows = 10',
      '[auth]',
      'foo = 1',
      '"site_url.x" = "http://a.example"',
      '[auth.email]',
      'secure_password_change = true',
      '[storage]',
      'file_size_limit = "50MiB"',
      '[inbucket]',
    ]);
    const problems = [
      'organisation',
      '[api] enabled',
      '[auth] foo',
      '[auth] "site_url.x"',
      '[auth.email] secure_password_change',
      '[storage] file_size_limit',
      '[inbucket]',
    ].map((key) => `${file}: ${key} is not implemented by the local backend`);
    expect(() => readProjectConfig(file, {})).toThrow(problems.join('\n'));
  });

  it('refuses a value it cannot use, and TOML it cannot read, naming the key or line', () => {
    const values = configFile('values.toml', [
      '[api]',
      'max_rows = 0',
      '[db.seed]',
      'sql_paths = ["./seeds/*.sql"]',
      '[auth]',
      'jwt_expiry = "soon"',
    ]);
    expect(() => readProjectConfig(values, {})).toThrow(
      [
        `${values}: [api] max_rows has an unusable value 0: expected an integer from 1`,
        `${values}: [db.seed] sql_paths has an unusable value ["./seeds/*.sql"]: expected an ` +
          'array of paths (glob patterns are not implemented by the local backend)',
        `${values}: [auth] jwt_expiry has an unusable value "soon": expected an integer from 0`,
      ].join('\n'),
    );
    const broken = configFile('broken.toml', ['[auth]', 'jwt_expiry = 1', 'jwt_expiry = 2']);
    expect(() => readProjectConfig(broken, {})).toThrow(
      `${broken}:3:1: Invalid TOML document: trying to redefine`,
    );
  });

  it('stops a backend from starting on a key it does not implement', async () => {
    const file = configFile('refused.toml', ['[auth]', 'enable_anonymous_sign_ins = true']);
    await expect(
      startLocalBackend({ projectDir, port: 0, db: 'memory', config: file }),
    ).rejects.toThrow(
      `${file}: [auth] enable_anonymous_sign_ins is not implemented by the local backend`,
    );
  });
});
