/*
 * Reads the local backend the e2e suite runs against, with the service role key
 * (row-level security bypassed), to check what actually reached the database.
 */
import { localApiPort } from '../../scripts/local-backend/project.ts';

/** config.toml's [api] port, whatever API_PORT says: playwright.config.ts starts it there. */
export const apiPort = localApiPort({});
export const apiUrl = `http://127.0.0.1:${apiPort}`;
/** Its mail catcher (Mailpit's API), on the port `supabase start` gives Mailpit. */
export const inboxUrl = 'http://127.0.0.1:54324';
export const serviceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** The public key a browser holds: what a stranger can call the API with. */
export const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/**
 * The seeded admin, whose authenticator the test backends set up with this secret
 * (ADMIN_TOTP_SECRET): the suites sign in through MFA with codes computed from it.
 */
export const seededAdmin = {
  email: 'admin@example.com',
  password: 'admin-password',
  totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLDNFZGKZLU',
};

export async function rowsWhere(
  table: string,
  column: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${apiUrl}/rest/v1/${table}?select=*&${column}=eq.${encodeURIComponent(value)}`,
    { headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } },
  );
  if (!response.ok) throw new Error(`${table}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** A unique address per test, so parallel tests never see each other's rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Stores rows as the service role: any created_at and status, past the row-level rules. */
export async function insertRows(table: string, rows: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${apiUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`${table}: HTTP ${response.status} ${await response.text()}`);
}
