// The résumé bucket on the open internet, as a stranger and an admin meet it with the real
// supabase-js: uploads only through a granted, signed upload URL (10 per client address per
// 10 minutes, loopback included), and every file checked by its bytes before an admin may
// open it; a file that fails is removed and its application says why. The sweep is the
// resume-sweep Edge Function, called over pg_net by the upload's trigger; it drains
// everything due and needs no mail settings.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { resumeReasons } from '../../supabase/functions/_shared/storage/resume-content.ts';
import { sweepResumes } from '../../supabase/functions/_shared/storage/resume-sweep.ts';
import { adminClient, supabaseClient } from './supabase-client.ts';

let backend: AppBackend;
const pdfType = 'application/pdf';
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  backend = await startAppBackend({ port: 0, db: 'memory' });
});

afterAll(async () => {
  await backend.close();
});

beforeEach(async () => {
  await backend.db.query('delete from private.resume_upload_grants');
});

const stranger = () => supabaseClient(backend.url, backend.anonKey);

const text = (value: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(value);

/** A ZIP of stored (or, with `deflate`, deflated) entries: a .docx is one. */
async function zip(
  files: Record<string, string>,
  deflate = true,
): Promise<Uint8Array<ArrayBuffer>> {
  const locals: Uint8Array<ArrayBuffer>[] = [];
  const centrals: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const raw = text(content);
    const data = deflate
      ? new Uint8Array(
          await new Response(
            new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate-raw')),
          ).arrayBuffer(),
        )
      : raw;
    const nameBytes = text(name);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(8, deflate ? 8 : 0, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, raw.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(10, deflate ? 8 : 0, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, raw.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return new Uint8Array(await new Blob([...locals, ...centrals, end]).arrayBuffer());
}

const contentTypes = (mainType: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;

const wordDocument = (mainType: string, extra: Record<string, string> = {}) =>
  zip({
    '[Content_Types].xml': contentTypes(mainType),
    'word/document.xml':
      '<w:document><w:body><w:p><w:r><w:t>Ada</w:t></w:r></w:p></w:body></w:document>',
    ...extra,
  });

const docxMain = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const docmMain = 'application/vnd.ms-word.document.macroEnabled.main+xml';
const smallPdf = text('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The grant, the signed upload URL and the upload, as the app does them. */
async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const client = stranger();
  const path = `${randomUUID()}/${name}`;
  const granted = await client.rpc('request_resume_upload', {
    object_name: path,
    content_type: type,
    size_bytes: bytes.length,
  });
  const signed = await client.storage.from('resumes').createSignedUploadUrl(path);
  if (granted.error || signed.error) return { path, granted, signed, uploaded: null };
  const uploaded = await client.storage
    .from('resumes')
    .uploadToSignedUrl(path, signed.data.token, new Blob([bytes], { type }));
  return { path, granted, signed, uploaded };
}

async function apply(path: string) {
  const id = path.split('/')[0];
  const { error } = await stranger()
    .from('job_applications')
    .insert({
      id,
      position: 'AI Intern',
      full_name: 'Ada Lovelace',
      email: `${id}@example.com`,
      phone: '+91 98765 43210',
      location: 'Bangalore',
      cover_letter: 'A cover letter that is comfortably longer than fifty characters.',
      years_of_experience: '1-2 years',
      availability: 'Immediately',
      resume_path: path,
    });
  expect(error).toBeNull();
}

async function adminSees(path: string) {
  const admin = await adminClient(backend);
  const { data } = await admin
    .from('job_applications')
    .select('resume_problem')
    .eq('resume_path', path)
    .single();
  const download = await admin.storage.from('resumes').download(path);
  return { problem: data?.resume_problem, downloads: download.error === null };
}

/** The sweep the uploads' trigger called has run, and one more pass finds nothing left. */
async function sweep() {
  await backend.settled();
  expect(await sweepResumes(backend.url, backend.serviceRoleKey)).toEqual({
    checked: 0,
    removed: 0,
    orphansRemoved: 0,
  });
}

describe('uploads are granted', () => {
  it('refuses the 11th signed upload within 10 minutes from one client', async () => {
    for (let index = 0; index < 10; index += 1) {
      const { uploaded } = await upload(`cv-${index}.pdf`, smallPdf, pdfType);
      expect(uploaded?.error).toBeNull();
    }
    const eleventh = await upload('cv-10.pdf', smallPdf, pdfType);
    expect(eleventh.granted.status).toBe(429);
    expect(eleventh.granted.error?.message).toBe(
      'Too many résumés from this address. Please try again in 10 minutes',
    );
    expect(eleventh.signed.error?.message).toBe('new row violates row-level security policy');
  });

  it('refuses a plain upload without a grant, and a legacy .doc at the grant', async () => {
    const path = `${randomUUID()}/cv.pdf`;
    const plain = await stranger()
      .storage.from('resumes')
      .upload(path, new Blob([smallPdf], { type: pdfType }));
    expect(plain.error?.message).toBe('new row violates row-level security policy');
    const doc = await upload('cv.doc', Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0), 'application/msword');
    expect(doc.granted.status).toBe(400);
    expect(doc.granted.error?.message).toBe('A résumé must be a PDF or Word (.docx) file');
    const big = await upload('cv.pdf', new Uint8Array(5 * 1024 * 1024 + 1), pdfType);
    expect(big.granted.error?.message).toBe('A résumé must be 5 MB or smaller');
  });
});

describe('every file is checked before an admin may open it', () => {
  it('passes a real small PDF and DOCX', async () => {
    const pdf = await upload('ada.pdf', smallPdf, pdfType);
    const docx = await upload('ada.docx', await wordDocument(docxMain), docxType);
    await apply(pdf.path);
    await apply(docx.path);
    await sweep();
    expect(await adminSees(pdf.path)).toEqual({ problem: null, downloads: true });
    expect(await adminSees(docx.path)).toEqual({ problem: null, downloads: true });
  });

  it('removes HTML declared as a PDF, and the application shows why', async () => {
    const html = await upload('cv.pdf', text('<html><script>alert(1)</script></html>'), pdfType);
    expect(html.uploaded?.error).toBeNull();
    await apply(html.path);
    await sweep();
    expect(await adminSees(html.path)).toEqual({
      problem: 'Removed: the file is not a PDF or Word document',
      downloads: false,
    });
  });

  it('removes a legacy .doc renamed .pdf and a macro-enabled .docm, even before its application', async () => {
    const ole = await upload('cv.pdf', Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1), pdfType);
    const docm = await upload('cv.docx', await wordDocument(docmMain), docxType);
    const vba = await upload(
      'vba.docx',
      await wordDocument(docxMain, { 'word/vbaProject.bin': 'macro' }),
      docxType,
    );
    await sweep();
    for (const { path } of [ole, docm, vba]) await apply(path);
    expect(await adminSees(ole.path)).toEqual({
      problem: 'Removed: a legacy Word (.doc) file, which may carry macros',
      downloads: false,
    });
    expect(await adminSees(docm.path)).toEqual({
      problem: 'Removed: a Word document with macros',
      downloads: false,
    });
    expect((await adminSees(vba.path)).problem).toBe(resumeReasons.macros);
  });

  it('flags a PDF with /JavaScript to the admin, who may still open it', async () => {
    const active = await upload(
      'active.pdf',
      text(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      ),
      pdfType,
    );
    await apply(active.path);
    await sweep();
    expect(await adminSees(active.path)).toEqual({
      problem: 'Flagged: this PDF contains JavaScript or a launch action; open it with care',
      downloads: true,
    });
  });
});

describe('the sweep', () => {
  it('removes more than 100 due files in one run, without mail settings', async () => {
    const names = Array.from({ length: 130 }, () => `${randomUUID()}/cv.pdf`);
    for (const name of names) {
      const stored = await fetch(`${backend.url}/storage/v1/object/resumes/${name}`, {
        method: 'POST',
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
          'Content-Type': pdfType,
        },
        body: smallPdf,
      });
      expect(stored.status).toBe(200);
    }
    await backend.db.query(
      `update storage.objects set created_at = now() - interval '2 hours' where name = any($1)`,
      [names],
    );
    // What the 'resume-sweep' cron job does every minute.
    await backend.db.query("select private.invoke_edge_function('resume-sweep')");
    await backend.settled();
    const [left] = await backend.db.query<{ count: number }>(
      `select count(*)::int as count from storage.objects where name = any($1)`,
      [names],
    );
    expect(left?.count).toBe(0);
  });
});
