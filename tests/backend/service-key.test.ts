// The Edge Function's calls with the new secret key, as hosted Supabase takes it: in the apikey
// header alone (an sb_ key is not a JWT); a key the project
// does not know is refused with the gateway's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from 'local-supabase/server';
import { projectDir } from '../../scripts/local-backend/project.ts';
import { restNotificationStore } from '../../supabase/functions/_shared/lead-dispatch/notification-store.ts';
import { sweepResumes } from '../../supabase/functions/_shared/storage/resume-sweep.ts';
import { serviceKeyFromEnv } from '../../supabase/functions/_shared/supabase-keys.ts';

let backend: LocalBackend;
const sent: Headers[] = [];
const recording: typeof fetch = (input, init) => {
  sent.push(new Headers(init?.headers));
  return fetch(input, init);
};

beforeAll(async () => {
  backend = await startLocalBackend({ projectDir, port: 0, db: 'memory' });
});

afterAll(async () => {
  await backend?.close();
});

describe("the Edge Function's secret key", () => {
  it('is read from SUPABASE_SECRET_KEYS and sent as apikey alone', async () => {
    const key = serviceKeyFromEnv({
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: backend.secretKey }),
    });
    sent.length = 0;
    const store = restNotificationStore(backend.url, key, { fetcher: recording });
    expect(await store.claim(5)).toEqual([]);
    expect(await sweepResumes(backend.url, key, recording)).toEqual({
      checked: 0,
      removed: 0,
      orphansRemoved: 0,
    });
    expect(sent.length).toBeGreaterThan(0);
    for (const headers of sent) {
      expect(headers.get('apikey')).toBe(backend.secretKey);
      expect(headers.get('authorization')).toBeNull();
    }
  });

  it('is refused as hosted refuses it when the project does not know it', async () => {
    const store = restNotificationStore(backend.url, 'sb_secret_revoked');
    await expect(store.claim(5)).rejects.toThrow(
      'claim_lead_notifications: HTTP 401 {"message":"Unregistered API key","hint":"Double check the provided API key as it is not registered for this project."}',
    );
  });
});
