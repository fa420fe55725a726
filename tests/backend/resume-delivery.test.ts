// The outbox's delivery of an application with a résumé, against the embedded backend's
// real Storage and REST: the file first, then the row, each safe to repeat whatever answer
// was lost, and the file kept beside the lead on the device until both landed.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resumeObjectPath, resumeTypes } from '../../src/shared/leads/resume.ts';
import { uploadAttachment } from '../../src/shared/outbox/deliver-attachment.ts';
import { deliverLead } from '../../src/shared/outbox/deliver-lead.ts';
import { closeOutboxDb } from '../../src/shared/outbox/outbox-db.ts';
import { newOutboxItem, type OutboxItem } from '../../src/shared/outbox/outbox-item.ts';
import {
  deleteOutboxItem,
  getOutboxFile,
  listOutboxItems,
  putOutboxItem,
} from '../../src/shared/outbox/outbox-storage.ts';
import { replayOutbox } from '../../src/shared/outbox/replay.ts';
import { sweepResumes } from '../../supabase/functions/_shared/storage/resume-sweep.ts';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';

let backend: AppBackend;
let config: { url: string; anonKey: string };

beforeAll(async () => {
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    functions: false,
  });
  // More uploads than one client's budget: this suite is one loopback client.
  await backend.db.query('update private.resume_upload_budget set per_client = 1000');
  config = { url: backend.url, anonKey: backend.anonKey };
});

afterAll(async () => {
  await backend.close();
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closeOutboxDb();
});

const application = (email: string) => ({
  position: 'AI Intern',
  full_name: 'Alan Turing',
  email,
  phone: '+91 98765 43210',
  location: 'Bangalore',
  cover_letter: 'A cover letter that is comfortably longer than fifty characters.',
  years_of_experience: '1-2 years',
  availability: 'Immediately',
});

function pdfOf(size: number, seed: string): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(`%PDF-1.7\n% ${seed}\n`));
  return new Blob([bytes], { type: resumeTypes.pdf });
}

function withResume(email: string, file: Blob, name = 'cv.pdf'): OutboxItem {
  const item = newOutboxItem('application', application(email));
  return {
    ...item,
    attachment: { path: resumeObjectPath(item.id, name), name, type: file.type, size: file.size },
  };
}

const service = () => ({
  apikey: backend.serviceRoleKey,
  Authorization: `Bearer ${backend.serviceRoleKey}`,
});

async function rowsOf(id: string): Promise<{ resume_path: string | null }[]> {
  const response = await fetch(`${backend.url}/rest/v1/job_applications?id=eq.${id}`, {
    headers: service(),
  });
  return (await response.json()) as { resume_path: string | null }[];
}

async function storedBytes(path: string): Promise<Uint8Array | null> {
  const response = await fetch(`${backend.url}/storage/v1/object/authenticated/resumes/${path}`, {
    headers: service(),
  });
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

async function sameBytes(path: string, file: Blob): Promise<boolean> {
  const stored = await storedBytes(path);
  return stored !== null && Buffer.from(stored).equals(Buffer.from(await file.arrayBuffer()));
}

/** Lets every request through, but loses the answer to the first one whose URL matches. */
function losingAnswerTo(pattern: RegExp): typeof fetch {
  let lost = false;
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!lost && pattern.test(String(input))) {
      lost = true;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

describe('an application with a résumé', () => {
  it('uploads the file, then stores the row that names it', async () => {
    const file = pdfOf(300_000, 'online');
    const item = withResume('online@example.com', file);
    expect(await deliverLead(item, config, fetch, file)).toEqual({
      type: 'delivered',
      duplicate: false,
    });
    expect(await rowsOf(item.id)).toEqual([
      expect.objectContaining({ resume_path: item.attachment?.path }),
    ]);
    expect(await sameBytes(String(item.attachment?.path), file)).toBe(true);
  });

  it('counts an upload whose answer was lost as done when the stored size matches', async () => {
    const file = pdfOf(120_000, 'lost-upload');
    const item = withResume('lost-upload@example.com', file);
    const first = await deliverLead(item, config, losingAnswerTo(/\/storage\/v1\//), file);
    expect(first.type).toBe('transient');
    expect(await rowsOf(item.id)).toEqual([]);
    expect(await deliverLead(item, config, fetch, file)).toEqual({
      type: 'delivered',
      duplicate: false,
    });
    expect(await sameBytes(String(item.attachment?.path), file)).toBe(true);
  });

  it('counts a row whose answer was lost as delivered on the next attempt', async () => {
    const file = pdfOf(50_000, 'lost-row');
    const item = withResume('lost-row@example.com', file);
    const first = await deliverLead(
      item,
      config,
      losingAnswerTo(/\/rest\/v1\/job_applications/),
      file,
    );
    expect(first.type).toBe('transient');
    expect(await rowsOf(item.id)).toHaveLength(1);
    expect(await deliverLead(item, config, fetch, file)).toEqual({
      type: 'delivered',
      duplicate: true,
    });
  });

  it('refuses, without storing a row, when another file already holds the path', async () => {
    const stored = pdfOf(10_000, 'first');
    const item = withResume('clash@example.com', stored);
    const upload = await fetch(
      `${backend.url}/storage/v1/object/resumes/${String(item.attachment?.path)}`,
      {
        method: 'POST',
        headers: { ...service(), 'Content-Type': resumeTypes.pdf },
        body: stored,
      },
    );
    expect(upload.status).toBe(200);
    const other = pdfOf(20_000, 'second');
    const outcome = await deliverLead(
      { ...item, attachment: { ...item.attachment!, size: other.size } },
      config,
      fetch,
      other,
    );
    expect(outcome).toEqual({
      type: 'rejected',
      reason: 'Résumé: a different file is already stored for it',
    });
    expect(await rowsOf(item.id)).toEqual([]);
  });

  it('refuses a file the bucket does not take, with Storage’s reason, and stores nothing', async () => {
    const picture = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    const item = withResume('png@example.com', picture);
    const outcome = await deliverLead(item, config, fetch, picture);
    expect(outcome.type).toBe('rejected');
    expect(await rowsOf(item.id)).toEqual([]);
  });

  it('moves a lead whose kept file is gone to the failed list instead of sending it bare', async () => {
    const file = pdfOf(1_000, 'missing');
    const item = withResume('missing@example.com', file);
    await putOutboxItem(item);
    const report = await replayOutbox({ backend: config });
    expect(report.failed.map((failed) => failed.lastError)).toEqual([
      'Résumé: the file kept with it is missing',
    ]);
    expect(await rowsOf(item.id)).toEqual([]);
  });
});

describe('the outbox keeps the file with its lead', () => {
  it('replays a queued application and its file once, then forgets both', async () => {
    const file = pdfOf(1_000_000, 'queued');
    const item = withResume('queued@example.com', file);
    await putOutboxItem(item, undefined, file);
    expect(await getOutboxFile(item.id)).toBeDefined();

    const report = await replayOutbox({ backend: config });
    expect(report.delivered.map((delivered) => delivered.id)).toEqual([item.id]);
    expect(await sameBytes(String(item.attachment?.path), file)).toBe(true);
    expect(await listOutboxItems()).toEqual([]);
    expect(await getOutboxFile(item.id)).toBeUndefined();
  });

  it('removes the kept file when the lead is discarded', async () => {
    const file = pdfOf(2_000, 'discarded');
    const item = withResume('discarded@example.com', file);
    await putOutboxItem(item, undefined, file);
    await deleteOutboxItem(item.id);
    expect(await getOutboxFile(item.id)).toBeUndefined();
  });
});

describe('a file left without its application', () => {
  it('is removed through Storage once it is an hour old; a newer one and a claimed one stay', async () => {
    const upload = async (email: string) => {
      const file = pdfOf(5_000, email);
      const item = withResume(email, file);
      const path = String(item.attachment?.path);
      expect(await uploadAttachment(item.attachment!, file, config, fetch, 10_000)).toBeNull();
      return { item, file, path };
    };
    const orphan = await upload('orphan@example.com');
    const fresh = await upload('fresh@example.com');
    const claimed = await upload('claimed@example.com');
    expect((await deliverLead(claimed.item, config, fetch, claimed.file)).type).toBe('delivered');
    await backend.db.query(
      `update storage.objects set created_at = now() - interval '61 minutes'
        where name = any($1)`,
      [[orphan.path, claimed.path]],
    );

    expect((await sweepResumes(backend.url, backend.serviceRoleKey)).orphansRemoved).toBe(1);
    expect(await storedBytes(orphan.path)).toBeNull();
    expect(await sameBytes(fresh.path, fresh.file)).toBe(true);
    expect(await sameBytes(claimed.path, claimed.file)).toBe(true);

    // The device that made the orphan comes back: it uploads again, and the row lands.
    expect(await deliverLead(orphan.item, config, fetch, orphan.file)).toEqual({
      type: 'delivered',
      duplicate: false,
    });
    expect(await sameBytes(orphan.path, orphan.file)).toBe(true);
  });
});
