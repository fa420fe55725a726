// Every key of a project's config.toml the local backend accepts, in one typed table: how its
// value is read (from the TOML file, or from a SUPABASE_* variable's text) and the Supabase
// CLI's default for it (its config.toml template). Runs in Node.
// Invariant: a key that is not in this table stops the start (project-config.ts); a key in
// it either changes what the backend does or says why only the CLI acts on it.

/** How one key's value is read; `expects` ends the message about a value it cannot use. */
interface Reader<T> {
  read: (value: unknown) => T | undefined;
  expects: string;
}

interface ConfigKey<T> {
  reader: Reader<T>;
  /** The CLI's default, for a file that leaves the key out. */
  fallback: T;
  /** Set for a key only the Supabase CLI acts on: why the embedded backend has nothing to do. */
  cliOnly?: string;
}

const key = <T>(reader: Reader<T>, fallback: T, cliOnly?: string): ConfigKey<T> => ({
  reader,
  fallback,
  cliOnly,
});

/** Go's strconv.ParseBool, which the CLI applies to environment variables. */
const boolean: Reader<boolean> = {
  expects: 'true or false',
  read: (value) => {
    if (typeof value === 'boolean') return value;
    if (typeof value !== 'string') return undefined;
    if (['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value)) return true;
    if (['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(value)) return false;
    return undefined;
  },
};

function integer(min: number, max = Number.MAX_SAFE_INTEGER): Reader<number> {
  return {
    expects:
      max === Number.MAX_SAFE_INTEGER ? `an integer from ${min}` : `an integer ${min}-${max}`,
    read: (value) => {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' &&
        Number.isInteger(number) &&
        number >= min &&
        number <= max
        ? number
        : undefined;
    },
  };
}

/** The majors the CLI starts a container of (its Validate refuses 12 and 16). */
const majorVersion: Reader<number> = {
  expects: '13, 14, 15 or 17',
  read: (value) => {
    const major = integer(13, 17).read(value);
    return major === 16 ? undefined : major;
  },
};

const text: Reader<string> = {
  expects: 'a string',
  read: (value) => (typeof value === 'string' && value !== '' ? value : undefined),
};

const url: Reader<string> = {
  expects: 'a URL',
  read: (value) => (typeof value === 'string' && URL.canParse(value) ? value : undefined),
};

/**
 * A hook's uri as the CLI takes it for a Postgres function: pg-functions://<db>/<schema>/<name>
 * (HTTP hooks are the CLI's and hosted Auth's only; the embedded backend calls functions).
 */
const postgresFunctionUri: Reader<string> = {
  expects: 'a pg-functions://postgres/<schema>/<function> URI',
  read: (value) =>
    typeof value === 'string' &&
    /^pg-functions:\/\/postgres\/[a-z_][a-z0-9_]*\/[a-z_][a-z0-9_]*$/.test(value)
      ? value
      : undefined,
};

/** An HTTP hook's uri: where the auth server posts (the Send Email Hook's Edge Function). */
const httpUri: Reader<string> = {
  expects: 'an http:// or https:// URL',
  read: (value) =>
    typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value)
      ? value
      : undefined,
};

/**
 * An HTTP hook's signing secret as the CLI takes it: "v1,whsec_<base64>", or env(NAME) for a
 * variable holding one (auth-email-hook.ts reads it, or makes one when the variable is unset).
 */
const hookSecret: Reader<string> = {
  expects: 'a "v1,whsec_…" secret or env(NAME)',
  read: (value) =>
    typeof value === 'string' &&
    /^(v1,whsec_[A-Za-z0-9+/=]+|env\([A-Za-z_][A-Za-z0-9_]*\))$/.test(value)
      ? value
      : undefined,
};

/** A TOML array of strings, or a comma-separated environment variable. */
const stringList: Reader<string[]> = {
  expects: 'an array of strings',
  read: (value) => {
    const items = typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value;
    if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return undefined;
    return items.filter((item) => item !== '');
  },
};

/** The CLI reads sql_paths as globs; Node 20 has no glob, so only plain paths are taken. */
const sqlPaths: Reader<string[]> = {
  expects: 'an array of paths (glob patterns are not implemented by the local backend)',
  read: (value) => {
    const paths = stringList.read(value);
    return paths?.some((path) => /[*?[\]{}]/.test(path)) ? undefined : paths;
  },
};

const durationUnits: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** A Go duration such as "1s", "1m30s" or "500ms", in seconds. */
const duration: Reader<number> = {
  expects: 'a duration such as "1s" or "1m30s"',
  read: (value) => {
    if (typeof value !== 'string' || !/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value)) return undefined;
    let seconds = 0;
    for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
      seconds += Number(amount) * (durationUnits[unit ?? 's'] ?? 1);
    }
    return seconds;
  },
};

/**
 * Every key by its dotted name. project-config.ts turns each into a setting: [api] is followed
 * by server.ts and rest-*.ts, [db.seed] by prepare-database.ts, [auth] and the tables under it
 * by auth-*.ts; the `cliOnly` ones are read and checked but change nothing here.
 */
export const configKeys = {
  project_id: key(
    text,
    '',
    "names the CLI's Docker containers; the embedded backend runs none (its data is LOCAL_DB)",
  ),
  'api.port': key(integer(1, 65535), 54321),
  'api.extra_search_path': key(stringList, ['public', 'extensions']),
  'api.max_rows': key(integer(1), 1000),
  'db.major_version': key(
    majorVersion,
    17,
    "the Postgres major of the CLI's container and of the hosted project; the embedded backend " +
      'runs PGlite, and tests/backend/database.test.ts runs the pgTAP files on this major too',
  ),
  'db.seed.enabled': key(boolean, true),
  'db.seed.sql_paths': key(sqlPaths, ['./seed.sql']),
  'auth.site_url': key(url, 'http://127.0.0.1:3000'),
  'auth.additional_redirect_urls': key(stringList, ['https://127.0.0.1:3000']),
  'auth.jwt_expiry': key(integer(0), 3600),
  'auth.enable_refresh_token_rotation': key(boolean, true),
  'auth.refresh_token_reuse_interval': key(integer(0), 10),
  'auth.enable_signup': key(boolean, true),
  'auth.minimum_password_length': key(integer(0), 6),
  'auth.email.enable_signup': key(boolean, true),
  'auth.email.enable_confirmations': key(boolean, false),
  'auth.email.max_frequency': key(duration, 1),
  'auth.email.otp_expiry': key(integer(1), 3600),
  'auth.mfa.totp.enroll_enabled': key(boolean, false),
  'auth.mfa.totp.verify_enabled': key(boolean, false),
  'auth.hook.mfa_verification_attempt.enabled': key(boolean, false),
  'auth.hook.mfa_verification_attempt.uri': key(postgresFunctionUri, ''),
  'auth.hook.send_email.enabled': key(boolean, false),
  'auth.hook.send_email.uri': key(httpUri, ''),
  'auth.hook.send_email.secrets': key(hookSecret, ''),
} satisfies Record<string, ConfigKey<unknown>>;

/**
 * The keys of each [functions.<name>] table (the name is the function's folder under
 * supabase/functions), followed by edge-functions.ts. The CLI's others (import_map,
 * entrypoint, static) are refused: the embedded backend runs <name>/index.ts only.
 */
export const functionKeys = {
  enabled: key(boolean, true),
  verify_jwt: key(boolean, true),
} satisfies Record<string, ConfigKey<unknown>>;

export type ConfigKeyName = keyof typeof configKeys;

/** The value of every key, read or defaulted. */
export type ConfigValues = { [Name in ConfigKeyName]: (typeof configKeys)[Name]['fallback'] };

export const isConfigKey = (name: string): name is ConfigKeyName => Object.hasOwn(configKeys, name);
