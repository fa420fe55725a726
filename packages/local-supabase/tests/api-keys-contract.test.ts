// The project's API keys as hosted Supabase's gateway takes them, over plain HTTP: the
// publishable key reads as anon, the secret key as the service role (REST, RPC, Storage) from
// the apikey header alone, an sb_ key in Authorization counts only where it equals the apikey,
// and a key the project does not know is refused with the gateway's message and hint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checksApiKeys,
  cliGateway,
  startContractTarget,
  type ContractTarget,
} from './contract-target.ts';

let backend: ContractTarget;

beforeAll(async () => {
  backend = await startContractTarget();
});

afterAll(async () => {
  await backend?.close();
});

const get = (path: string, headers: Record<string, string>) =>
  fetch(`${backend.url}${path}`, { headers });

describe('the gateway refuses', () => {
  it('a request without an API key, saying where one goes', async ({ skip }) => {
    skip(!checksApiKeys(backend), cliGateway);
    const response = await get('/rest/v1/testimonials', {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('an sb_ key the project does not know as unregistered, on REST and Auth', async ({ skip }) => {
    skip(!checksApiKeys(backend), cliGateway);
    for (const path of ['/rest/v1/testimonials', '/auth/v1/settings']) {
      const response = await get(path, { apikey: 'sb_publishable_revoked' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Unregistered API key',
        hint: 'Double check the provided API key as it is not registered for this project.',
      });
    }
  });

  it('any other key it does not know as invalid', async ({ skip }) => {
    skip(!checksApiKeys(backend), cliGateway);
    const response = await get('/rest/v1/testimonials', { apikey: 'not-a-key' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  });
});

describe('the publishable key', () => {
  it('reads as anon: the featured testimonials only, alone or also as the bearer', async () => {
    const key = backend.publishableKey;
    const alone: Record<string, string> = { apikey: key };
    for (const headers of [alone, { ...alone, Authorization: `Bearer ${key}` }]) {
      const response = await get('/rest/v1/testimonials?select=featured', headers);
      expect(response.status).toBe(200);
      const rows = (await response.json()) as { featured: boolean }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.featured)).toBe(true);
    }
  });
});

describe('the secret key, in the apikey header alone', () => {
  const service = () => ({ apikey: backend.secretKey });

  it('reads past row-level security', async () => {
    const response = await get(
      '/rest/v1/testimonials?select=featured&featured=eq.false',
      service(),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('calls a function granted to service_role alone, which the publishable key may not', async () => {
    const call = (headers: Record<string, string>) =>
      fetch(`${backend.url}/rest/v1/rpc/unchecked_resumes`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ max_count: 1 }),
      });
    const granted = await call(service());
    expect(granted.status).toBe(200);
    expect(Array.isArray(await granted.json())).toBe(true);
    const refused = await call({ apikey: backend.publishableKey });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('42501');
  });

  it('reaches Storage as the service role', async () => {
    const response = await get('/storage/v1/bucket/resumes', service());
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }).id).toBe('resumes');
  });

  it('is not taken from Authorization beside another apikey: it is no JWT', async () => {
    const response = await get('/rest/v1/testimonials?select=featured&featured=eq.false', {
      apikey: backend.publishableKey,
      Authorization: `Bearer ${backend.secretKey}`,
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301');
  });
});
