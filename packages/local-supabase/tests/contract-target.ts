// Where the contract tests run: by default the embedded backend, started here on this
// repository's project; with SUPABASE_CONTRACT_URL, a real Supabase the environment names
// (`supabase start` under Docker, or a hosted project), so the same assertions measure how far
// the stand-in is from the real thing. README.md ("Checked against real Supabase") has the
// command and the variables.
import type { TestContext } from 'vitest';
import type { Database } from '../src/db.ts';
import { openDatabase } from '../src/db.ts';
import { localProjectConfig, type ProjectConfig } from '../src/project-config.ts';
import { startLocalBackend, type LocalBackendOptions } from '../src/server.ts';
import { projectAuthMail, projectDir } from './test-project.ts';

export interface ContractTarget {
  url: string;
  /** The key a visitor's client sends: the legacy anon JWT, else the publishable key. */
  anonKey: string;
  /** The legacy service_role JWT, else the secret key. */
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  /** An admin (public.user_roles) with a verified authenticator; null where none is named. */
  admin: { email: string; password: string; totpSecret?: string } | null;
  /** Mailpit's page, its API under /api/v1; null where no mail catcher is named. */
  inboxUrl: string | null;
  /** The database, to set fixtures up and look inside; null where it cannot be reached. */
  db: Database | null;
  /** The project's settings: config.toml's, which `supabase start` reads too. */
  config: ProjectConfig;
  /** A real Supabase rather than the embedded backend. */
  remote: boolean;
  close(): Promise<void>;
}

const env = process.env;
const remoteUrl = env.SUPABASE_CONTRACT_URL?.trim().replace(/\/+$/, '') || null;

/** Whether the tests run against a real Supabase rather than the embedded backend. */
export const onRemote = remoteUrl !== null;

/** Why a test that reaches inside the database does not run. */
export const noDatabase =
  'needs the database: set SUPABASE_CONTRACT_DB_URL (supabase start: postgresql://postgres:postgres@127.0.0.1:54322/postgres)';

/** Why a test of the stand-in's own options or helpers runs on the embedded backend alone. */
export const embeddedOnly = 'starts or inspects the embedded backend itself';

function required(name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`SUPABASE_CONTRACT_URL is set, so ${name} must be too`);
  return value;
}

async function remoteTarget(url: string): Promise<ContractTarget> {
  const publishableKey = required('SUPABASE_CONTRACT_PUBLISHABLE_KEY');
  const secretKey = required('SUPABASE_CONTRACT_SECRET_KEY');
  const dbUrl = env.SUPABASE_CONTRACT_DB_URL?.trim();
  const db = dbUrl ? await openDatabase(dbUrl) : null;
  const email = env.SUPABASE_CONTRACT_ADMIN_EMAIL?.trim();
  const password = env.SUPABASE_CONTRACT_ADMIN_PASSWORD ?? '';
  const totpSecret = env.SUPABASE_CONTRACT_ADMIN_TOTP_SECRET?.trim() || undefined;
  return {
    url,
    anonKey: env.SUPABASE_CONTRACT_ANON_KEY?.trim() || publishableKey,
    serviceRoleKey: env.SUPABASE_CONTRACT_SERVICE_ROLE_KEY?.trim() || secretKey,
    publishableKey,
    secretKey,
    admin: email ? { email, password, totpSecret } : null,
    inboxUrl: env.SUPABASE_CONTRACT_INBOX_URL?.trim().replace(/\/+$/, '') || null,
    db,
    config: localProjectConfig(projectDir),
    remote: true,
    close: async () => {
      await db?.close();
    },
  };
}

/** The target named by the environment, else a new embedded backend on this project. */
export async function startContractTarget(
  options: Omit<LocalBackendOptions, 'projectDir'> = {},
): Promise<ContractTarget> {
  if (remoteUrl) return remoteTarget(remoteUrl);
  const backend = await startLocalBackend({
    projectDir,
    port: 0,
    db: 'memory',
    authMail: projectAuthMail,
    ...options,
  });
  return { ...backend, remote: false, close: () => backend.close() };
}

/** The target's database, or the test skipped, saying what it needs. */
export function databaseOf(target: ContractTarget, { skip }: Pick<TestContext, 'skip'>): Database {
  return target.db ?? skip(noDatabase);
}

/** The target's admin, or the test skipped, saying what it needs. */
export function adminOf(
  target: ContractTarget,
  { skip }: Pick<TestContext, 'skip'>,
): NonNullable<ContractTarget['admin']> {
  return target.admin ?? skip(noAdmin);
}

/** Why a test that signs the admin in does not run. */
export const noAdmin =
  'needs an admin: set SUPABASE_CONTRACT_ADMIN_EMAIL, _PASSWORD and _TOTP_SECRET (README.md)';

/** Whether the gateway checks API keys: hosted's and the stand-in's do, the CLI's passes all on. */
export const checksApiKeys = (target: ContractTarget) =>
  !target.remote || new URL(target.url).hostname.endsWith('.supabase.co');

/** Why a test of the gateway's key check does not run on `supabase start`. */
export const cliGateway = "the Supabase CLI's gateway does not check API keys (hosted's does)";
