// The Edge Function's own index.ts on the real Deno (npm's deno package, pinned to the Deno
// hosted Edge Runtime reports), served by `deno serve` with the function's deno.json, against
// the embedded backend: a consultation a visitor stores ends as a staff mail in the catcher,
// the same bytes the embedded backend renders on Node.
import { mailsTo } from 'local-supabase/inbox-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { kindOfTable } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';
import type { Lead } from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import { staffMail } from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { deno, serveFunction, type ServedFunction } from './deno-serve.ts';
import { supabaseClient } from './supabase-client.ts';

const dispatchSecret = 'deno-run-dispatch-secret';
const staff = 'staff@deno-run.test';

let backend: AppBackend;
let served: ServedFunction | undefined;
let functionUrl: string;
let functionEnv: Record<string, string>;

const suite = deno ? describe : describe.skip;
const title = deno
  ? 'lead-dispatch/index.ts under Deno'
  : 'lead-dispatch/index.ts under Deno: skipped, node_modules has no deno binary for this platform';

suite(title, () => {
  beforeAll(async () => {
    backend = await startAppBackend({ port: 0, db: 'memory', functions: false });
    functionEnv = {
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: backend.secretKey }),
      LEAD_DISPATCH_SECRET: dispatchSecret,
      SMTP_HOST: backend.smtp.host,
      SMTP_PORT: String(backend.smtp.port),
      SMTP_SECURE: 'false',
      SMTP_USER: '',
      LEAD_NOTIFY_EMAIL: staff,
      LEAD_WEBHOOK_URL: '',
      SITE_URL: 'http://127.0.0.1:4173',
    };
    served = await serveFunction('lead-dispatch', { ...process.env, ...functionEnv });
    functionUrl = served.url;
  }, 60_000);

  afterAll(async () => {
    await served?.stop();
    await backend?.close();
  });

  it('refuses a caller without the dispatch secret', async () => {
    const response = await fetch(functionUrl, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-the-secret' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized' });
  });

  it('sends the staff mail of a consultation a visitor stored', async () => {
    const preferredDate = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const { error } = await supabaseClient(backend.url, backend.anonKey)
      .from('consultations')
      .insert({
        id: crypto.randomUUID(),
        name: 'Asha Rao',
        email: 'asha@deno-run.test',
        preferred_date: preferredDate,
        preferred_time: '10:00',
        time_zone: 'Asia/Kolkata',
      });
    expect(error).toBeNull();

    const response = await fetch(functionUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${dispatchSecret}` },
    });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as { sent: number; failed: number };
    expect(outcome.failed).toBe(0);
    expect(outcome.sent).toBeGreaterThanOrEqual(1);

    const mails = await mailsTo(backend.inboxUrl, staff);
    expect(mails.map((mail) => mail.Subject)).toEqual(['New consultation booking from Asha Rao']);

    // The mail Deno rendered is the one the embedded backend renders on Node, byte for byte.
    const { data: stored } = await supabaseClient(backend.url, backend.serviceRoleKey)
      .from('consultations')
      .select('*')
      .eq('email', 'asha@deno-run.test')
      .single();
    const onNode = await staffMail(
      followUpSettings(functionEnv),
      kindOfTable('consultations'),
      stored as Lead,
    );
    expect(mails[0]?.HTML).toBe(onNode.html);
    expect(mails[0]?.Text).toBe(onNode.text);
  });
});
