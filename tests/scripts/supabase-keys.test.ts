// The Edge Functions' service key: read where hosted Supabase puts it now, with the legacy key
// as the last resort, and sent in the headers hosted accepts for its kind.
import { describe, expect, it } from 'vitest';
import {
  apiKeyHeaders,
  serviceKeyFromEnv,
} from '../../supabase/functions/_shared/supabase-keys.ts';

const legacy = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.sig';

describe('the service key of an Edge Function', () => {
  it("is SUPABASE_SECRET_KEYS' default key, before the single and the legacy ones", () => {
    const env = {
      SUPABASE_SECRET_KEYS: JSON.stringify({ ci: 'sb_secret_ci', default: 'sb_secret_default' }),
      SUPABASE_SECRET_KEY: 'sb_secret_single',
      SUPABASE_SERVICE_ROLE_KEY: legacy,
    };
    expect(serviceKeyFromEnv(env)).toBe('sb_secret_default');
    expect(serviceKeyFromEnv(env, 'ci')).toBe('sb_secret_ci');
  });

  it('is the first of SUPABASE_SECRET_KEYS when none is called default', () => {
    const env = { SUPABASE_SECRET_KEYS: '{"dispatcher":"sb_secret_dispatcher"}' };
    expect(serviceKeyFromEnv(env)).toBe('sb_secret_dispatcher');
  });

  it('falls back to SUPABASE_SECRET_KEY, then to the legacy SUPABASE_SERVICE_ROLE_KEY', () => {
    expect(
      serviceKeyFromEnv({
        SUPABASE_SECRET_KEYS: '{}',
        SUPABASE_SECRET_KEY: 'sb_secret_single',
        SUPABASE_SERVICE_ROLE_KEY: legacy,
      }),
    ).toBe('sb_secret_single');
    expect(serviceKeyFromEnv({ SUPABASE_SECRET_KEY: ' ', SUPABASE_SERVICE_ROLE_KEY: legacy })).toBe(
      legacy,
    );
  });

  it('is refused, naming the variables, when none is set or the JSON is broken', () => {
    expect(() => serviceKeyFromEnv({})).toThrow(
      'No service key: set one of SUPABASE_SECRET_KEYS, SUPABASE_SECRET_KEY, SUPABASE_SERVICE_ROLE_KEY',
    );
    expect(() => serviceKeyFromEnv({ SUPABASE_SECRET_KEYS: 'sb_secret_x' })).toThrow(
      'SUPABASE_SECRET_KEYS is not a JSON object of secret keys',
    );
    expect(() => serviceKeyFromEnv({ SUPABASE_SECRET_KEYS: '["sb_secret_x"]' })).toThrow(
      'SUPABASE_SECRET_KEYS is not a JSON object of secret keys',
    );
  });
});

describe('the headers an API key travels in', () => {
  it('are apikey alone for an sb_ key, which is not a JWT', () => {
    expect(apiKeyHeaders('sb_secret_abc')).toEqual({ apikey: 'sb_secret_abc' });
  });

  it('are apikey and the bearer token for a legacy JWT key', () => {
    expect(apiKeyHeaders(legacy)).toEqual({ apikey: legacy, Authorization: `Bearer ${legacy}` });
  });
});
