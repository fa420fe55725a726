// Lead follow-up on the hosted path, end to end in the embedded backend: a visitor's insert
// fires the statement trigger, private.wake_lead_dispatcher() reads the URL and secret from
// Vault and calls net.http_post, pg_net's worker posts to /functions/v1/lead-dispatch, and
// supabase/functions/lead-dispatch/index.ts sends the staff mail to the catcher. One
// statement is one request, whatever its rows; a caller without the secret is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from 'local-supabase/inbox-client';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { leadReference } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';

const staff = 'staff@path.test';
let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    followUp: { env: { LEAD_NOTIFY_EMAIL: staff } },
    // No cron jobs: their minutely calls (lead-dispatch, resume-sweep) would add pg_net
    // requests of their own to the ones these tests count.
    cron: false,
  });
});

afterAll(async () => {
  await backend?.close();
});

/** The answers pg_net has recorded, oldest first. */
const netAnswers = () =>
  backend.db.query<{
    id: string;
    status_code: number | null;
    content: string | null;
    error_msg: string | null;
  }>('select id, status_code, content, error_msg from net._http_response order by id');

async function insertMessages(rows: object[]): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
}

const message = (id: string, index: number) => ({
  id,
  name: `Path Visitor ${index}`,
  email: `path-${index}@example.com`,
  message: 'Please call me back.',
});

describe('lead follow-up through pg_net and the Edge Function', () => {
  it('keeps the dispatch URL and a fresh secret in Vault, out of reach of the API roles', async () => {
    const secrets = await backend.db.query<{ name: string; decrypted_secret: string }>(
      'select name, decrypted_secret from vault.decrypted_secrets order by name',
    );
    expect(secrets.map((secret) => secret.name)).toEqual([
      'lead_dispatch_secret',
      'lead_dispatch_url',
      'project_url',
    ]);
    expect(secrets[1]?.decrypted_secret).toBe(`${backend.url}/functions/v1/lead-dispatch`);
    expect(secrets[2]?.decrypted_secret).toBe(backend.url);
    expect(secrets[0]?.decrypted_secret).toMatch(/^[\w-]{43}$/);
  });

  it("runs index.ts from the insert trigger's pg_net call, and it mails staff", async () => {
    const before = (await netAnswers()).length;
    const id = crypto.randomUUID();
    await insertMessages([message(id, 0)]);
    await backend.settled();

    const answers = (await netAnswers()).slice(before);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.status_code, answers[0]?.error_msg ?? '').toBe(200);
    expect(JSON.parse(answers[0]?.content ?? '{}')).toMatchObject({ failed: 0 });
    const mails = await mailsTo(backend.inboxUrl, staff, leadReference(id));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.Subject).toBe('New contact message from Path Visitor 0');
  });

  it('sends one request for a 500-row insert, and none of its leads is left pending', async () => {
    const before = (await netAnswers()).length;
    const ids = Array.from({ length: 500 }, () => crypto.randomUUID());
    await insertMessages(ids.map(message));
    await backend.settled();

    const answers = (await netAnswers()).slice(before);
    expect(answers).toHaveLength(1);
    // The dispatcher's own report, not a timeout: pg_net waits for the run's answer.
    expect(answers[0]?.status_code, answers[0]?.error_msg ?? '').toBe(200);
    expect(JSON.parse(answers[0]?.content ?? '{}')).toMatchObject({ failed: 0 });
    const [left] = await backend.db.query<{ pending: number; staff: number }>(
      `select count(*) filter (where state = 'pending')::int as pending,
              count(*) filter (where channel = 'staff_email' and state = 'sent')::int as staff
       from public.lead_notifications where lead_id = any($1)`,
      [ids],
    );
    expect(left).toEqual({ pending: 0, staff: 500 });
  });

  it('refuses a caller without the dispatch secret, though config.toml asks for no JWT', async () => {
    for (const authorization of [undefined, `Bearer ${backend.anonKey}`, 'Bearer guess']) {
      const response = await fetch(`${backend.url}/functions/v1/lead-dispatch`, {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    }
  });
});
