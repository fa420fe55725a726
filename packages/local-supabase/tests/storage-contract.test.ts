// Contract tests of the local backend's /storage/v1, driven by the real supabase-js
// (storage-js 2.119.1): upload, upsert, update, download, signed URLs, signed upload URLs,
// list, remove and getBucket, with the statuses and bodies hosted Storage (supabase/storage v1.70.6) gives:
// HTTP 400 with the error's own status as the body's statusCode. The buckets and their
// policies are this file's own, made in SQL; they are not the app's.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db.ts';
import { jwtSecret } from '../src/jwt.ts';
import { startLocalBackend } from '../src/server.ts';
import { supabaseClient } from '../src/test-client.ts';
import {
  embeddedOnly,
  noDatabase,
  onRemote,
  startContractTarget,
  type ContractTarget,
} from './contract-target.ts';
import { projectDir } from './test-project.ts';

const fixtures = `
  insert into storage.buckets (id, name, file_size_limit, allowed_mime_types) values
    ('contract-docs', 'contract-docs', 5242880, array['text/plain', 'application/pdf', 'image/*']),
    ('contract-tiny', 'contract-tiny', 1024, null),
    ('contract-open', 'contract-open', null, null),
    ('contract-drop', 'contract-drop', null, null)
  on conflict (id) do nothing;
  drop policy if exists "contract tests: users add to their own folder" on storage.objects;
  create policy "contract tests: users add to their own folder" on storage.objects
    for insert to authenticated
    with check (bucket_id like 'contract-%' and (storage.foldername(name))[1] = (select auth.uid())::text);
  drop policy if exists "contract tests: users read their own folder" on storage.objects;
  create policy "contract tests: users read their own folder" on storage.objects
    for select to authenticated
    using (bucket_id like 'contract-%' and (storage.foldername(name))[1] = (select auth.uid())::text);
  drop policy if exists "contract tests: users replace in their own folder" on storage.objects;
  create policy "contract tests: users replace in their own folder" on storage.objects
    for update to authenticated
    using (bucket_id like 'contract-%' and (storage.foldername(name))[1] = (select auth.uid())::text);
  drop policy if exists "contract tests: users delete from their own folder" on storage.objects;
  create policy "contract tests: users delete from their own folder" on storage.objects
    for delete to authenticated
    using (bucket_id like 'contract-%' and (storage.foldername(name))[1] = (select auth.uid())::text);
  drop policy if exists "contract tests: anyone drops a file, reads nothing" on storage.objects;
  create policy "contract tests: anyone drops a file, reads nothing" on storage.objects
    for insert to anon
    with check (bucket_id = 'contract-drop');
`;

let backend: ContractTarget;
let db: Database;
let anon: SupabaseClient;
let user: SupabaseClient;
let service: SupabaseClient;
let folder: string;

beforeAll(async () => {
  backend = await startContractTarget();
  // The buckets and policies are fixtures of these tests: without the database, none run.
  if (backend.db) {
    db = backend.db;
    await db.exec(fixtures);
  }
  anon = supabaseClient(backend.url, backend.anonKey);
  service = supabaseClient(backend.url, backend.serviceRoleKey);
  user = supabaseClient(backend.url, backend.anonKey);
  const email = `storage-${crypto.randomUUID()}@example.com`;
  const signUp = await user.auth.signUp({ email, password: 'storage-password' });
  if (signUp.error) throw signUp.error;
  const { data } = await user.auth.getUser();
  folder = data.user?.id ?? '';
});

afterAll(async () => {
  await backend?.close();
});

beforeEach(({ skip }) => skip(!backend.db, noDatabase));

const text = (value: string, type = 'text/plain') => new Blob([value], { type });
const bytesOf = async (blob: Blob | null) =>
  blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0);

/** What storage-js makes of an error answer. */
const apiError = (status: number, statusCode: string, code: string, message: string) => ({
  name: 'StorageApiError',
  message,
  status,
  statusCode,
  code,
});

async function jsonOf(response: Response): Promise<unknown> {
  return JSON.parse(await response.text()) as unknown;
}

describe('upload and download', () => {
  it('stores a Blob (multipart) and gives the same bytes back', async () => {
    const path = `${folder}/notes/hello.txt`;
    const upload = await user.storage.from('contract-docs').upload(path, text('Hello, Storage'));
    expect(upload.error).toBeNull();
    expect(upload.data).toEqual({
      path,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullPath: `contract-docs/${path}`,
    });
    const download = await user.storage.from('contract-docs').download(path);
    expect(download.error).toBeNull();
    expect(download.data?.type).toBe('text/plain');
    expect((await bytesOf(download.data)).toString()).toBe('Hello, Storage');
  });

  it('stores a raw body with its Content-Type, and the row holds what hosted rows hold', async () => {
    const path = `${folder}/cv.pdf`;
    const bytes = Buffer.from('%PDF-1.7 not really');
    const upload = await user.storage
      .from('contract-docs')
      .upload(path, bytes, { contentType: 'application/pdf', cacheControl: '60' });
    expect(upload.error).toBeNull();
    const [row] = await db.query<{ metadata: Record<string, unknown>; owner_id: string }>(
      "select metadata, owner_id from storage.objects where bucket_id = 'contract-docs' and name = $1",
      [path],
    );
    expect(row?.owner_id).toBe(folder);
    expect(row?.metadata).toEqual({
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      size: bytes.length,
      mimetype: 'application/pdf',
      cacheControl: 'max-age=60',
      lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      contentLength: bytes.length,
      httpStatusCode: 200,
    });
    const download = await user.storage.from('contract-docs').download(path);
    expect((await bytesOf(download.data)).equals(bytes)).toBe(true);
  });

  it('refuses a second upload to a taken path: 409 in the body', async () => {
    const path = `${folder}/taken.txt`;
    expect((await user.storage.from('contract-docs').upload(path, text('first'))).error).toBeNull();
    const again = await user.storage.from('contract-docs').upload(path, text('second'));
    expect(again.error?.toJSON()).toEqual(
      apiError(400, '409', 'KeyAlreadyExists', 'The resource already exists'),
    );
    const kept = await user.storage.from('contract-docs').download(path);
    expect((await bytesOf(kept.data)).toString()).toBe('first');
  });

  it('replaces with upsert and with update()', async () => {
    const path = `${folder}/replaced.txt`;
    const bucket = user.storage.from('contract-docs');
    const first = await bucket.upload(path, text('one'));
    const upsert = await bucket.upload(path, text('two'), { upsert: true });
    expect(upsert.error).toBeNull();
    expect(upsert.data?.id).toBe(first.data?.id);
    expect((await bytesOf((await bucket.download(path)).data)).toString()).toBe('two');
    const update = await bucket.update(path, text('three'));
    expect(update.error).toBeNull();
    expect((await bytesOf((await bucket.download(path)).data)).toString()).toBe('three');
  });

  it('says a missing object is not found', async () => {
    const download = await user.storage.from('contract-docs').download(`${folder}/nothing.txt`);
    expect(download.error?.toJSON()).toEqual(apiError(400, '404', 'NoSuchKey', 'Object not found'));
  });

  it('says a missing bucket is not found', async () => {
    const upload = await user.storage.from('no-such-bucket').upload(`${folder}/a.txt`, text('a'));
    expect(upload.error?.toJSON()).toEqual(
      apiError(400, '404', 'NoSuchBucket', 'Bucket not found'),
    );
    const download = await user.storage.from('no-such-bucket').download(`${folder}/a.txt`);
    expect(download.error?.toJSON()).toEqual(
      apiError(400, '404', 'NoSuchBucket', 'Bucket not found'),
    );
  });
});

describe("the bucket's limits", () => {
  it('refuses a file over the bucket limit: 413 in the body', async () => {
    const upload = await user.storage
      .from('contract-tiny')
      .upload(`${folder}/big.bin`, Buffer.alloc(1025), { contentType: 'application/octet-stream' });
    expect(upload.error?.toJSON()).toEqual(
      apiError(400, '413', 'EntityTooLarge', 'The object exceeded the maximum allowed size'),
    );
    const exactly = await user.storage
      .from('contract-tiny')
      .upload(`${folder}/fits.bin`, Buffer.alloc(1024), {
        contentType: 'application/octet-stream',
      });
    expect(exactly.error).toBeNull();
  });

  it('refuses 6 MB against a 5 MB limit, as a Blob and as a raw body', async () => {
    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 1);
    const tooLarge = apiError(
      400,
      '413',
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
    );
    const bucket = user.storage.from('contract-docs');
    const blob = await bucket.upload(
      `${folder}/six.pdf`,
      new Blob([sixMegabytes], { type: 'application/pdf' }),
    );
    expect(blob.error?.toJSON()).toEqual(tooLarge);
    const raw = await bucket.upload(`${folder}/six.pdf`, sixMegabytes, {
      contentType: 'application/pdf',
    });
    expect(raw.error?.toJSON()).toEqual(tooLarge);
    const listed = await bucket.list(folder, { search: 'six' });
    expect(listed.data).toEqual([]);
  });

  it('drains a body over the 50 MB cap of a bucket without a limit, and still answers', async () => {
    const upload = await user.storage
      .from('contract-open')
      .upload(`${folder}/huge.bin`, Buffer.alloc(50 * 1024 * 1024 + 1), {
        contentType: 'application/octet-stream',
      });
    expect(upload.error?.toJSON()).toEqual(
      apiError(400, '413', 'EntityTooLarge', 'The object exceeded the maximum allowed size'),
    );
  });

  it('refuses a type the bucket does not allow: 415 in the body; image/* allows any image', async () => {
    const bucket = user.storage.from('contract-docs');
    const html = await bucket.upload(`${folder}/page.html`, text('<p>hi</p>', 'text/html'));
    expect(html.error?.toJSON()).toEqual(
      apiError(400, '415', 'InvalidMimeType', 'mime type text/html is not supported'),
    );
    const raw = await bucket.upload(`${folder}/page.html`, Buffer.from('<p>hi</p>'), {
      contentType: 'text/html',
    });
    expect(raw.error?.toJSON()).toEqual(
      apiError(400, '415', 'InvalidMimeType', 'mime type text/html is not supported'),
    );
    const png = await bucket.upload(`${folder}/dot.png`, new Blob(['png'], { type: 'image/png' }));
    expect(png.error).toBeNull();
  });
});

describe('row-level security on storage.objects', () => {
  it('refuses an upload no INSERT policy allows: 403 in the body', async () => {
    const upload = await anon.storage.from('contract-docs').upload(`${folder}/x.txt`, text('x'));
    expect(upload.error?.toJSON()).toEqual(
      apiError(400, '403', 'AccessDenied', 'new row violates row-level security policy'),
    );
    const elsewhere = await user.storage
      .from('contract-docs')
      .upload('someone-else/x.txt', text('x'));
    expect(elsewhere.error?.toJSON()).toEqual(
      apiError(400, '403', 'AccessDenied', 'new row violates row-level security policy'),
    );
  });

  it('lets an INSERT policy alone upload, but not upsert, read or remove', async () => {
    const drop = anon.storage.from('contract-drop');
    expect((await drop.upload('inbox/a.txt', text('a'))).error).toBeNull();
    const upsert = await drop.upload('inbox/b.txt', text('b'), { upsert: true });
    expect(upsert.error?.toJSON()).toEqual(
      apiError(400, '403', 'AccessDenied', 'new row violates row-level security policy'),
    );
    expect((await drop.download('inbox/a.txt')).error?.toJSON()).toEqual(
      apiError(400, '404', 'NoSuchKey', 'Object not found'),
    );
    expect(await drop.remove(['inbox/a.txt'])).toMatchObject({ data: [], error: null });
    const signed = await drop.createSignedUrl('inbox/a.txt', 60);
    expect(signed.error?.toJSON()).toEqual(apiError(400, '404', 'NoSuchKey', 'Object not found'));
  });

  it("keeps another user's files from a user who may not see them", async () => {
    await service.storage.from('contract-docs').upload('someone-else/secret.txt', text('secret'));
    const download = await user.storage.from('contract-docs').download('someone-else/secret.txt');
    expect(download.error?.toJSON()).toEqual(apiError(400, '404', 'NoSuchKey', 'Object not found'));
    const serviceRead = await service.storage
      .from('contract-docs')
      .download('someone-else/secret.txt');
    expect((await bytesOf(serviceRead.data)).toString()).toBe('secret');
  });
});

describe('list and remove', () => {
  it('lists one level: folders once, with null ids, and files relative to the prefix', async () => {
    const bucket = user.storage.from('contract-open');
    for (const name of ['b.txt', 'a.txt', 'sub/one.txt', 'sub/two.txt']) {
      expect((await bucket.upload(`${folder}/list/${name}`, text(name))).error).toBeNull();
    }
    const listed = await bucket.list(`${folder}/list`);
    expect(listed.error).toBeNull();
    expect(listed.data?.map(({ name, id }) => [name, id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['sub', true],
    ]);
    const file = listed.data?.[0];
    expect(file?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    expect(file?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const nested = await bucket.list(`${folder}/list/sub`, { limit: 1, offset: 1 });
    expect(nested.data?.map(({ name }) => name)).toEqual(['two.txt']);
    const descending = await bucket.list(`${folder}/list`, {
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(descending.data?.map(({ name }) => name)).toEqual(['sub', 'b.txt', 'a.txt']);
    expect((await anon.storage.from('contract-open').list(`${folder}/list`)).data).toEqual([]);
  });

  it('removes what the caller may delete and answers with those objects', async () => {
    const bucket = user.storage.from('contract-open');
    await bucket.upload(`${folder}/bin/gone.txt`, text('gone'));
    const removed = await bucket.remove([`${folder}/bin/gone.txt`, `${folder}/bin/never.txt`]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([
      expect.objectContaining({
        name: `${folder}/bin/gone.txt`,
        bucket_id: 'contract-open',
        owner: folder,
        owner_id: folder,
        id: expect.any(String),
        version: expect.any(String),
        metadata: expect.objectContaining({ size: 4 }),
        user_metadata: {},
      }),
    ]);
    expect((await bucket.download(`${folder}/bin/gone.txt`)).error?.toJSON()).toEqual(
      apiError(400, '404', 'NoSuchKey', 'Object not found'),
    );
    expect((await bucket.upload(`${folder}/bin/gone.txt`, text('back'))).error).toBeNull();
  });
});

describe('signed URLs', () => {
  const path = () => `${folder}/signed/report.pdf`;

  beforeAll(async () => {
    await user.storage
      .from('contract-docs')
      .upload(path(), Buffer.from('%PDF report'), { contentType: 'application/pdf' });
  });

  it('signs a URL that anyone can fetch, without a key, until it expires', async () => {
    const signed = await user.storage.from('contract-docs').createSignedUrl(path(), 60);
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl ?? '';
    expect(url).toMatch(
      new RegExp(`^${backend.url}/storage/v1/object/sign/contract-docs/${path()}\\?token=`),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('expires')).toMatch(/GMT$/);
    expect(await response.text()).toBe('%PDF report');
  });

  it('downloads under the given name, or the stored one', async () => {
    const bucket = user.storage.from('contract-docs');
    const named = await bucket.createSignedUrl(path(), 60, { download: 'Ada Lovelace CV.pdf' });
    const response = await fetch(named.data?.signedUrl ?? '');
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=Ada%20Lovelace%20CV.pdf; filename*=UTF-8''Ada%20Lovelace%20CV.pdf",
    );
    const plain = await bucket.createSignedUrl(path(), 60, { download: true });
    expect((await fetch(plain.data?.signedUrl ?? '')).headers.get('content-disposition')).toBe(
      'attachment;',
    );
  });

  it('signs several, saying which it cannot', async () => {
    const signed = await user.storage
      .from('contract-docs')
      .createSignedUrls([path(), `${folder}/signed/none.pdf`], 60);
    expect(signed.data).toEqual([
      {
        error: null,
        path: path(),
        signedURL: expect.stringMatching(/^\/object\/sign\/contract-docs\/.*\?token=/),
        signedUrl: expect.stringMatching(/^http/),
      },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: `${folder}/signed/none.pdf`,
        signedURL: null,
        signedUrl: null,
      },
    ]);
    expect((await fetch(signed.data?.[0]?.signedUrl ?? '')).status).toBe(200);
  });

  it('refuses an expired, a forged and a misdirected token', async () => {
    const objectUrl = `contract-docs/${path()}`;
    const token = (claims: Record<string, unknown>, secret = jwtSecret) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .sign(new TextEncoder().encode(secret));
    const fetchWith = async (jwt: string) =>
      jsonOf(await fetch(`${backend.url}/storage/v1/object/sign/${objectUrl}?token=${jwt}`));
    const past = Math.floor(Date.now() / 1000) - 10;
    expect(await fetchWith(await token({ url: objectUrl, scope: 'download', exp: past }))).toEqual({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
      code: 'InvalidJWT',
    });
    const future = past + 3600;
    expect(
      await fetchWith(await token({ url: objectUrl, exp: future }, `${jwtSecret}-not`)),
    ).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'signature verification failed',
    });
    expect(await fetchWith('not-a-token')).toMatchObject({
      code: 'InvalidJWT',
      message: 'Invalid Compact JWS',
    });
    expect(
      await fetchWith(
        await token({ url: 'contract-docs/other.pdf', scope: 'download', exp: future }),
      ),
    ).toEqual({
      statusCode: '400',
      error: 'InvalidSignature',
      message: 'Invalid signature',
      code: 'InvalidSignature',
    });
    const response = await fetch(`${backend.url}/storage/v1/object/sign/${objectUrl}`);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({
      statusCode: '400',
      error: 'Error',
      message: "querystring must have required property 'token'",
      code: 'InvalidRequest',
    });
  });

  it('signs only what the caller may read', async () => {
    const signed = await anon.storage.from('contract-docs').createSignedUrl(path(), 60);
    expect(signed.error?.toJSON()).toEqual(apiError(400, '404', 'NoSuchKey', 'Object not found'));
  });
});

describe('signed upload URLs', () => {
  it('issues one only when an INSERT policy admits the object, and uploads through it', async () => {
    const refused = await anon.storage
      .from('contract-docs')
      .createSignedUploadUrl(`${folder}/not-yours.txt`);
    expect(refused.error?.toJSON()).toEqual(
      apiError(400, '403', 'AccessDenied', 'new row violates row-level security policy'),
    );
    const name = `${crypto.randomUUID()}.txt`;
    const signed = await anon.storage.from('contract-drop').createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toBe(
      `${backend.url}/storage/v1/object/upload/sign/contract-drop/${name}?token=${signed.data?.token}`,
    );
    // The permission test left nothing behind.
    expect(await db.query('select name from storage.objects where name = $1', [name])).toEqual([]);
    const uploaded = await anon.storage
      .from('contract-drop')
      .uploadToSignedUrl(name, String(signed.data?.token), text('dropped'));
    expect(uploaded).toEqual({
      data: { path: name, fullPath: `contract-drop/${name}` },
      error: null,
    });
    const stored = await service.storage.from('contract-drop').download(name);
    expect((await bytesOf(stored.data)).toString()).toBe('dropped');
    const again = await anon.storage
      .from('contract-drop')
      .uploadToSignedUrl(name, String(signed.data?.token), text('twice'));
    expect(again.error?.toJSON()).toEqual(
      apiError(400, '409', 'KeyAlreadyExists', 'The resource already exists'),
    );
  });

  it('refuses a token for another path, a download token and no token', async () => {
    const name = `${crypto.randomUUID()}.txt`;
    const signed = await anon.storage.from('contract-drop').createSignedUploadUrl(name);
    const other = await anon.storage
      .from('contract-drop')
      .uploadToSignedUrl(`other-${name}`, String(signed.data?.token), text('x'));
    expect(other.error?.toJSON()).toEqual(
      apiError(400, '400', 'InvalidSignature', 'The url do not match the signature'),
    );
    const download = await service.storage.from('contract-drop').createSignedUrl(name, 60);
    expect(download.error).not.toBeNull();
    const bare = await fetch(`${backend.url}/storage/v1/object/upload/sign/contract-drop/${name}`, {
      method: 'PUT',
      body: 'x',
    });
    expect(await jsonOf(bare)).toMatchObject({ code: 'InvalidRequest' });
  });
});

describe('getBucket', () => {
  it('shows the bucket to whom its policies (or the service role) allow', async () => {
    const { data, error } = await service.storage.getBucket('contract-docs');
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 'contract-docs',
      name: 'contract-docs',
      owner: '',
      public: false,
      file_size_limit: 5242880,
      allowed_mime_types: ['text/plain', 'application/pdf', 'image/*'],
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    expect((await anon.storage.getBucket('contract-docs')).error?.toJSON()).toEqual(
      apiError(400, '404', 'NoSuchBucket', 'Bucket not found'),
    );
  });
});

/** A request exactly as given: fetch would resolve `..` before sending it. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(backend.url);
    const req = request({ hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('keys and requests Storage refuses', () => {
  const headers = () => ({
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.serviceRoleKey}`,
    'content-type': 'text/plain',
  });

  it.each([
    ['a/../../escape.txt', 'Invalid key: a/../../escape.txt contains dot path segment'],
    ['./here.txt', 'Invalid key: ./here.txt contains dot path segment'],
    ['/etc/passwd', 'Invalid key: /etc/passwd must be a relative path'],
    ['nul%00.txt', 'Invalid key: nul\u0000.txt'],
    ['caf%C3%A9.txt', 'Invalid key: café.txt'],
  ])('refuses the key %s', async (key, message) => {
    const response = await rawRequest(
      'POST',
      `/storage/v1/object/contract-open/${key}`,
      headers(),
      'x',
    );
    expect(response).toEqual({
      status: 400,
      json: { statusCode: '400', error: 'InvalidKey', message, code: 'InvalidKey' },
    });
  });

  it('refuses a .. that supabase-js lets through encoded', async () => {
    const upload = await user.storage
      .from('contract-open')
      .upload(`${folder}/..%2Fescape.txt`, text('x'));
    expect(upload.error?.toJSON()).toEqual(
      apiError(
        400,
        '400',
        'InvalidKey',
        `Invalid key: ${folder}/../escape.txt contains dot path segment`,
      ),
    );
  });

  it('answers malformed requests with Storage-shaped errors and keeps serving', async () => {
    const base = `${backend.url}/storage/v1`;
    const auth = { apikey: backend.anonKey, authorization: `Bearer ${backend.serviceRoleKey}` };
    const nulType = new FormData();
    nulType.append('contentType', 'text/pl\u0000ain');
    nulType.append('', text('x'));
    const cases: [RequestInit & { path: string }, number, Record<string, string>][] = [
      [
        {
          path: '/object/contract-open/form.txt',
          method: 'POST',
          headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' },
          body: '--xyz\r\nContent-Disposition: form-data; name="file"',
        },
        400,
        { code: 'InvalidRequest', message: 'Unexpected end of form' },
      ],
      [
        {
          path: '/object/contract-open/form.txt',
          method: 'POST',
          headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' },
          body: '--xyz\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--xyz--\r\n',
        },
        400,
        { code: 'InvalidRequest', message: 'No content provided' },
      ],
      [
        {
          path: '/object/contract-open/nul-type.txt',
          method: 'POST',
          headers: auth,
          body: nulType,
        },
        400,
        {
          code: 'InvalidRequest',
          message: "The upload's metadata contains a NUL character (\\u0000)",
        },
      ],
      [
        {
          path: '/object/contract-open/bad-type.txt',
          method: 'POST',
          headers: { ...auth, 'content-type': 'image/\tpng' },
          body: 'x',
        },
        400,
        { statusCode: '415', code: 'InvalidMimeType', message: 'Invalid Content-Type header' },
      ],
      [
        {
          path: '/object/list/contract-open',
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{"prefix":',
        },
        400,
        {
          error: 'FastifyError',
          code: 'InvalidRequest',
          message: "Body is not valid JSON but content-type is set to 'application/json'",
        },
      ],
      [
        { path: '/object/contract-open', method: 'DELETE', headers: auth },
        400,
        { code: 'InvalidRequest', message: 'body must be object' },
      ],
      [
        {
          path: '/object/sign/contract-open',
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{"expiresIn":60,"paths":[]}',
        },
        400,
        { code: 'InvalidRequest', message: 'body/paths must NOT have fewer than 1 items' },
      ],
      [
        { path: '/object/contract-open/x.txt', method: 'PATCH', headers: auth },
        404,
        {
          statusCode: '404',
          error: 'Not Found',
          code: 'InvalidRequest',
          message: 'Route PATCH:/object/contract-open/x.txt not found',
        },
      ],
      [
        { path: '/objects?x=1', method: 'GET', headers: auth },
        404,
        { statusCode: '404', message: 'Route GET:/objects?x=1 not found' },
      ],
      [
        {
          path: '/object/contract-open/x.txt',
          method: 'POST',
          headers: { authorization: 'Bearer not-a-jwt' },
          body: 'x',
        },
        400,
        { statusCode: '403', code: 'AccessDenied', message: 'Invalid Compact JWS' },
      ],
    ];
    for (const [{ path, ...init }, status, body] of cases) {
      const response = await fetch(`${base}${path}`, init);
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(await jsonOf(response)).toMatchObject(body);
    }
    const missingBody = await fetch(`${base}/object/contract-open/${folder}/empty.txt`, {
      method: 'POST',
      headers: auth,
    });
    expect(missingBody.status).toBe(200);
    const empty = await service.storage.from('contract-open').download(`${folder}/empty.txt`);
    expect(empty.data?.size).toBe(0);
  });

  it('lets browsers send storage-js headers', async () => {
    const preflight = await fetch(`${backend.url}/storage/v1/object/contract-open/a.txt`, {
      method: 'OPTIONS',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /x-upsert, cache-control, x-metadata/,
    );
  });
});

describe('a persisted database', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'local-storage-'));
  const dataDir = join(workDir, 'db');
  const filesDir = `${dataDir}.storage`;

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps files beside the database across a restart, and only the current bytes', async ({
    skip,
  }) => {
    skip(onRemote, embeddedOnly);
    const first = await startLocalBackend({ projectDir, port: 0, db: dataDir });
    try {
      await first.db.exec(
        "insert into storage.buckets (id, name) values ('contract-kept', 'contract-kept')",
      );
      const bucket = supabaseClient(first.url, first.serviceRoleKey).storage.from('contract-kept');
      expect((await bucket.upload('a/kept.txt', text('version one'))).error).toBeNull();
      expect(
        (await bucket.upload('a/kept.txt', text('version two'), { upsert: true })).error,
      ).toBeNull();
      expect((await bucket.upload('a/kept.txt', text('refused'))).error?.toJSON()).toMatchObject({
        statusCode: '409',
      });
      expect(readdirSync(filesDir)).toHaveLength(1);
    } finally {
      await first.close();
    }
    const second = await startLocalBackend({ projectDir, port: 0, db: dataDir });
    try {
      const bucket = supabaseClient(second.url, second.serviceRoleKey).storage.from(
        'contract-kept',
      );
      const download = await bucket.download('a/kept.txt');
      expect((await bytesOf(download.data)).toString()).toBe('version two');
      expect((await bucket.remove(['a/kept.txt'])).data).toHaveLength(1);
      expect(readdirSync(filesDir)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
