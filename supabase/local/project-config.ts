// The settings of supabase/config.toml that the embedded backend follows, read the way the
// Supabase CLI reads them: the file, then SUPABASE_<KEY> environment variables over it
// (auth.email.enable_confirmations ← SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS), then the
// CLI's default for anything neither sets. Runs in Node.
// Invariant: a value of the wrong type stops the start with the key's name, never a guess.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseToml, type TomlKeys, type TomlValue } from './toml.ts';

const configFile = fileURLToPath(new URL('../config.toml', import.meta.url));

/** What GoTrue's e-mail links depend on: the [auth] and [auth.email] settings. */
export interface AuthSettings {
  /** [auth] site_url: where a link leads when the request names no allowed redirect. */
  siteUrl: string;
  /** [auth] additional_redirect_urls: further allowed redirects (GoTrue matches them as globs). */
  additionalRedirectUrls: string[];
  /** [auth.email] enable_confirmations: sign-up waits for the link in a confirmation mail. */
  enableConfirmations: boolean;
  /** [auth.email] otp_expiry: how long an e-mailed link works, in seconds. */
  otpExpirySeconds: number;
  /** [auth.email] max_frequency: the least time between two mails of one kind to one user. */
  maxFrequencySeconds: number;
}

/** The CLI's defaults, from its config.toml template (supabase/cli pkg/config/templates). */
const cliDefaults: AuthSettings = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: [],
  enableConfirmations: false,
  otpExpirySeconds: 3600,
  maxFrequencySeconds: 1,
};

export function readAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const keys = parseToml(readFileSync(configFile, 'utf8'), 'supabase/config.toml');
  return authSettingsFrom(keys, env);
}

export function authSettingsFrom(keys: TomlKeys, env: NodeJS.ProcessEnv): AuthSettings {
  const read = <T>(key: string, fallback: T, convert: (value: TomlValue) => T | undefined): T => {
    const fromEnv = env[`SUPABASE_${key.replaceAll('.', '_').toUpperCase()}`];
    const raw = fromEnv !== undefined && fromEnv !== '' ? fromEnv : keys.get(key);
    if (raw === undefined) return fallback;
    const value = convert(raw);
    if (value === undefined) {
      throw new Error(`supabase/config.toml: ${key} has an unusable value ${JSON.stringify(raw)}`);
    }
    return value;
  };
  return {
    siteUrl: read('auth.site_url', cliDefaults.siteUrl, asUrl),
    additionalRedirectUrls: read(
      'auth.additional_redirect_urls',
      cliDefaults.additionalRedirectUrls,
      asStringList,
    ),
    enableConfirmations: read(
      'auth.email.enable_confirmations',
      cliDefaults.enableConfirmations,
      asBoolean,
    ),
    otpExpirySeconds: read('auth.email.otp_expiry', cliDefaults.otpExpirySeconds, asSeconds),
    maxFrequencySeconds: read(
      'auth.email.max_frequency',
      cliDefaults.maxFrequencySeconds,
      asDuration,
    ),
  };
}

function asUrl(value: TomlValue): string | undefined {
  return typeof value === 'string' && URL.canParse(value) ? value : undefined;
}

/** A TOML array, or a comma-separated environment variable. */
function asStringList(value: TomlValue): string[] | undefined {
  const items = typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return undefined;
  return items.filter((item) => item !== '');
}

/** Go's strconv.ParseBool, which the CLI applies to environment variables. */
function asBoolean(value: TomlValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  if (['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value)) return true;
  if (['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(value)) return false;
  return undefined;
}

function asSeconds(value: TomlValue): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0
    ? seconds
    : undefined;
}

const durationUnits: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** A Go duration such as "1s", "1m30s" or "500ms", in seconds. */
function asDuration(value: TomlValue): number | undefined {
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value)) return undefined;
  let seconds = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    seconds += Number(amount) * (durationUnits[unit ?? 's'] ?? 1);
  }
  return seconds;
}
