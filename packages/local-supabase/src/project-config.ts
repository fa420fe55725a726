// A project's config.toml (its supabase/ folder) as the embedded backend follows it, read the way the Supabase CLI
// reads it: the file (smol-toml), then SUPABASE_<KEY> environment variables over it
// (auth.email.enable_confirmations ← SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS), then the
// CLI's default for anything neither sets. Runs in Node.
// Invariant: a key config-keys.ts does not list, or a value its reader cannot use, stops the
// start with the key's name; nothing in the file is silently ignored.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse, TomlError } from 'smol-toml';
import type { ConfigValues } from './config-keys.ts';
import { configKeys, functionKeys, isConfigKey } from './config-keys.ts';

/** What the embedded REST API follows: [api]. */
export interface ApiSettings {
  /** [api] port: where the backend listens when the caller names no port. */
  port: number;
  /** [api] extra_search_path: after the exposed schema, the search_path of every request. */
  extraSearchPath: string[];
  /** [api] max_rows: the most rows one read or RPC answers with (PostgREST's db-max-rows). */
  maxRows: number;
}

/** [db.seed]: what a new database is seeded with. */
export interface SeedSettings {
  enabled: boolean;
  /** sql_paths, resolved against the directory of config.toml, in order. */
  files: string[];
}

/** What GoTrue follows: the [auth] settings and the tables under it. */
export interface AuthSettings {
  /** [auth] site_url: where a link leads when the request names no allowed redirect. */
  siteUrl: string;
  /** [auth] additional_redirect_urls: further allowed redirects (GoTrue matches them as globs). */
  additionalRedirectUrls: string[];
  /** [auth] jwt_expiry: how long an access token lasts, in seconds. */
  jwtExpirySeconds: number;
  /** [auth] enable_refresh_token_rotation: a refresh token replayed too late ends its session. */
  refreshTokenRotation: boolean;
  /** [auth] refresh_token_reuse_interval: how long a spent refresh token may still be used. */
  refreshTokenReuseSeconds: number;
  /** [auth] enable_signup: whether anyone may sign up at all. */
  enableSignup: boolean;
  /** [auth] minimum_password_length: shorter passwords are refused as weak. */
  minimumPasswordLength: number;
  /** [auth.email] enable_signup: the e-mail provider (sign-up, sign-in and recovery by e-mail). */
  emailProvider: boolean;
  /** [auth.email] enable_confirmations: sign-up waits for the link in a confirmation mail. */
  enableConfirmations: boolean;
  /** [auth.email] otp_expiry: how long an e-mailed link works, in seconds. */
  otpExpirySeconds: number;
  /** [auth.email] max_frequency: the least time between two mails of one kind to one user. */
  maxFrequencySeconds: number;
  /** [auth.mfa.totp] enroll_enabled: users may add an authenticator app. */
  totpEnroll: boolean;
  /** [auth.mfa.totp] verify_enabled: users may sign in with one (aal2). */
  totpVerify: boolean;
  /**
   * [auth.hook.mfa_verification_attempt]: the Postgres function ("schema"."name") every
   * TOTP verification asks first, when enabled with a uri; null otherwise.
   */
  mfaVerificationHook: string | null;
  /**
   * [auth.hook.send_email]: where sign-up and recovery mail is posted instead of being sent
   * (auth-email-hook.ts), with its secrets as the file gives them; null when not enabled.
   */
  sendEmailHook: { uri: string; secrets: string } | null;
}

/** One [functions.<name>] table: what edge-functions.ts follows for that function. */
export interface FunctionSettings {
  /** enabled: false serves no such function (404). */
  enabled: boolean;
  /** verify_jwt: a call must carry a valid project JWT or key. */
  verifyJwt: boolean;
}

export interface ProjectConfig {
  /** project_id: for the CLI only (config-keys.ts says why). */
  projectId: string;
  api: ApiSettings;
  /** [db] major_version is for the CLI only (config-keys.ts says why). */
  db: { majorVersion: number; seed: SeedSettings };
  auth: AuthSettings;
  /** [functions.<name>], by function name; a function without a table has the defaults. */
  functions: Record<string, FunctionSettings>;
}

/** GoTrue's own floors: a JWT.Exp of 0 means an hour, and no password under 6 characters. */
const defaultJwtExpiry = 3600;
const leastPasswordLength = 6;

/** `<projectDir>/config.toml`, the file `supabase start` reads in that folder. */
export function localProjectConfig(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
): ProjectConfig {
  return readProjectConfig(join(projectDir, 'config.toml'), env);
}

export function readProjectConfig(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): ProjectConfig {
  const shown = relative(process.cwd(), file);
  const source = shown.startsWith('..') ? file : shown;
  let document: Record<string, unknown>;
  try {
    document = parse(readFileSync(file, 'utf8'), { unsafeKeyBehaviour: 'throw' });
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    throw new Error(`${source}:${error.line}:${error.column}: ${error.message}`, { cause: error });
  }
  return projectConfigFrom(document, env, { source, dir: dirname(file) });
}

/** The settings of a parsed config.toml; `dir` is what its relative paths start from. */
function projectConfigFrom(
  document: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  { source, dir }: { source: string; dir: string },
): ProjectConfig {
  const given = new Map<string, unknown>();
  const { functions: functionTables, ...rest } = document;
  const unknownFunctionKeys: string[] = [];
  const unusable: string[] = [];
  const functions = functionSettings(functionTables, unknownFunctionKeys, unusable);
  const problems = [...unknownKeys(rest, [], given), ...unknownFunctionKeys].map(
    (name) => `${source}: ${name} is not implemented by the local backend`,
  );
  problems.push(...unusable.map((problem) => `${source}: ${problem}`));
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(configKeys)) {
    const variable = `SUPABASE_${name.replaceAll('.', '_').toUpperCase()}`;
    const fromEnv = env[variable] !== undefined && env[variable] !== '';
    const raw = fromEnv ? env[variable] : given.get(name);
    const value = raw === undefined ? spec.fallback : spec.reader.read(raw);
    if (value === undefined) {
      const from = fromEnv ? ` (from ${variable})` : '';
      problems.push(
        `${source}: ${shownKey(name)} has an unusable value ${JSON.stringify(raw)}${from}: ` +
          `expected ${spec.reader.expects}`,
      );
    }
    values[name] = value;
  }
  const hook = values as ConfigValues;
  if (hook['auth.hook.send_email.enabled'] && !hook['auth.hook.send_email.uri']) {
    problems.push(`${source}: [auth.hook.send_email] is enabled without a uri`);
  }
  if (hook['auth.hook.send_email.enabled'] && !hook['auth.hook.send_email.secrets']) {
    problems.push(`${source}: [auth.hook.send_email] is enabled without secrets`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { ...settingsOf(values as ConfigValues, dir), functions };
}

/** The [functions.<name>] tables; unknown keys and unusable values are collected. */
function functionSettings(
  tables: unknown,
  unknown: string[],
  unusable: string[],
): Record<string, FunctionSettings> {
  if (tables === undefined) return {};
  if (!isTable(tables)) {
    unknown.push('functions');
    return {};
  }
  const settings: Record<string, FunctionSettings> = {};
  for (const [name, table] of Object.entries(tables)) {
    if (!isTable(table)) {
      unknown.push(shownKey(`functions.${name}`, ['functions', name]));
      continue;
    }
    const values: Record<string, unknown> = {};
    for (const [keyName, value] of Object.entries(table)) {
      const spec = Object.hasOwn(functionKeys, keyName)
        ? functionKeys[keyName as keyof typeof functionKeys]
        : undefined;
      const read = spec?.reader.read(value);
      const shown = shownKey(`functions.${name}.${keyName}`, ['functions', name, keyName]);
      if (!spec) unknown.push(shown);
      else if (read === undefined) {
        unusable.push(
          `${shown} has an unusable value ${JSON.stringify(value)}: expected ${spec.reader.expects}`,
        );
      }
      values[keyName] = read;
    }
    settings[name] = {
      enabled: (values.enabled as boolean | undefined) ?? functionKeys.enabled.fallback,
      verifyJwt: (values.verify_jwt as boolean | undefined) ?? functionKeys.verify_jwt.fallback,
    };
  }
  return settings;
}

/** Walks the document's tables: collects the known keys' values, returns the unknown keys. */
function unknownKeys(table: object, path: string[], given: Map<string, unknown>): string[] {
  return Object.entries(table).flatMap(([name, value]) => {
    const keyPath = [...path, name];
    const dotted = keyPath.join('.');
    if (isTable(value)) {
      const inner = unknownKeys(value, keyPath, given);
      const holdsKeys = Object.keys(configKeys).some((known) => known.startsWith(`${dotted}.`));
      return inner.length === 0 && !holdsKeys ? [`[${dotted}]`] : inner;
    }
    // A quoted key with a dot in it would pass for a dotted one: it names no key here.
    if (!name.includes('.') && isConfigKey(dotted)) {
      given.set(dotted, value);
      return [];
    }
    return [shownKey(dotted, keyPath)];
  });
}

const isTable = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A key the way the file spells it: its table, then its name ('[auth.email] otp_expiry'). */
function shownKey(dotted: string, path = dotted.split('.')): string {
  const name = path.at(-1) ?? dotted;
  const shownName = /^[A-Za-z0-9_-]+$/.test(name) ? name : JSON.stringify(name);
  return path.length > 1 ? `[${path.slice(0, -1).join('.')}] ${shownName}` : shownName;
}

/** pg-functions://postgres/<schema>/<name> as a quoted SQL name, when the hook is on. */
function hookFunction(enabled: boolean, uri: string): string | null {
  if (!enabled || !uri) return null;
  const [schema, name] = uri.replace('pg-functions://postgres/', '').split('/');
  return `"${schema}"."${name}"`;
}

function settingsOf(values: ConfigValues, dir: string): Omit<ProjectConfig, 'functions'> {
  return {
    projectId: values['project_id'],
    api: {
      port: values['api.port'],
      extraSearchPath: values['api.extra_search_path'],
      maxRows: values['api.max_rows'],
    },
    db: {
      majorVersion: values['db.major_version'],
      seed: {
        enabled: values['db.seed.enabled'],
        files: values['db.seed.sql_paths'].map((path) => resolve(dir, path)),
      },
    },
    auth: {
      siteUrl: values['auth.site_url'],
      additionalRedirectUrls: values['auth.additional_redirect_urls'],
      jwtExpirySeconds: values['auth.jwt_expiry'] || defaultJwtExpiry,
      refreshTokenRotation: values['auth.enable_refresh_token_rotation'],
      refreshTokenReuseSeconds: values['auth.refresh_token_reuse_interval'],
      enableSignup: values['auth.enable_signup'],
      minimumPasswordLength: Math.max(values['auth.minimum_password_length'], leastPasswordLength),
      emailProvider: values['auth.email.enable_signup'],
      enableConfirmations: values['auth.email.enable_confirmations'],
      otpExpirySeconds: values['auth.email.otp_expiry'],
      maxFrequencySeconds: values['auth.email.max_frequency'],
      totpEnroll: values['auth.mfa.totp.enroll_enabled'],
      totpVerify: values['auth.mfa.totp.verify_enabled'],
      mfaVerificationHook: hookFunction(
        values['auth.hook.mfa_verification_attempt.enabled'],
        values['auth.hook.mfa_verification_attempt.uri'],
      ),
      sendEmailHook: values['auth.hook.send_email.enabled']
        ? {
            uri: values['auth.hook.send_email.uri'],
            secrets: values['auth.hook.send_email.secrets'],
          }
        : null,
    },
  };
}
