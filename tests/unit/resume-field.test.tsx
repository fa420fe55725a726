import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from '@/features/careers/application-form';
import { checkResume } from '@/features/careers/resume-check';
import {
  resumeFieldLabel,
  resumeMessages,
  resumeTypes,
  safeResumeName,
  type LeadAttachment,
} from '@/shared/leads/resume';
import { renderWithProviders } from './render';

// The submission is another module's concern: here it only has to be reached, or not.
const submit = vi.hoisted(() =>
  vi.fn<(application: object, attachment?: LeadAttachment) => Promise<boolean>>(),
);
vi.mock(import('@/outbox/use-lead-submission'), async (importOriginal) => ({
  ...(await importOriginal()),
  useLeadSubmission: () => submit,
}));

afterEach(() => submit.mockReset());

const fileOf = (name: string, ...parts: (string | Uint8Array<ArrayBuffer>)[]) =>
  new File(parts, name);
const zeros = (length: number) => new Uint8Array(length);

const pdf = (name = 'Ada Lovelace CV.pdf') => fileOf(name, '%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const png = () =>
  fileOf('cv.pdf', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'IHDR');
const exe = () => fileOf('cv.exe', 'MZ', zeros(62));
const doc = () =>
  fileOf('cv.doc', Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), zeros(504));

const crc32 = (data: Uint8Array) => {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
};
const u16 = (value: number) => [value & 0xff, value >>> 8];
const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)];

async function deflateRaw(data: Uint8Array<ArrayBuffer>) {
  const stream = new Response(data).body?.pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A real ZIP archive: local headers, central directory, end record; stored unless deflated. */
async function zip(entries: Record<string, string>, { deflate = false } = {}) {
  const local: number[] = [];
  const central: number[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = new TextEncoder().encode(text);
    const packed = deflate ? await deflateRaw(data) : data;
    const fileName = [...new TextEncoder().encode(name)];
    const common = [
      ...u16(20),
      ...u16(0),
      ...u16(deflate ? 8 : 0),
      ...u32(0),
      ...u32(crc32(data)),
      ...u32(packed.length),
      ...u32(data.length),
      ...u16(fileName.length),
      ...u16(0),
    ];
    central.push(...u32(0x02014b50), ...u16(20), ...common, ...u16(0), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(local.length), ...fileName);
    local.push(...u32(0x04034b50), ...common, ...fileName, ...packed);
  }
  const count = Object.keys(entries).length;
  const end = [...u32(0x06054b50), ...u32(0), ...u16(count), ...u16(count)];
  end.push(...u32(central.length), ...u32(local.length), ...u16(0));
  return Uint8Array.from([...local, ...central, ...end]);
}

const contentTypes = (mainType: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
const wordMain = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const docxEntries = {
  '[Content_Types].xml': contentTypes(wordMain),
  'word/document.xml': '<w:document><w:body><w:p/></w:body></w:document>',
};
const docx = async (options?: { deflate: boolean }) =>
  fileOf('cv.docx', await zip(docxEntries, options));

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const resumeField = () => field(resumeFieldLabel);
const choose = (file: File) => fireEvent.change(resumeField(), { target: { files: [file] } });
const submitForm = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

function renderForm() {
  submit.mockResolvedValue(true);
  const onSubmitted = vi.fn();
  renderWithProviders(<ApplicationForm position="AI Intern" onSubmitted={onSubmitted} />);
  fill(/^Full name/, 'Ada Lovelace');
  fill(/^Email/, 'ada@example.com');
  fill(/^Phone/, '+91 98765 43210');
  fill(/^Location/, 'Bangalore');
  fill(/^Years of experience/, 'Less than 1 year');
  fill(/^Availability/, 'Immediately');
  fill(/^Cover letter/, 'I have built two retrieval-augmented assistants and want to ship more.');
  return onSubmitted;
}

/** Submits, and resolves with what was sent. */
async function submitted() {
  submitForm();
  await waitFor(() => expect(submit).toHaveBeenCalledOnce());
  const [application, attachment] = submit.mock.calls[0] ?? [];
  return { application, attachment };
}

/** Submits with a refused file: focus lands on the file field and nothing is sent. */
async function expectRefused(message: string) {
  expect(await screen.findByText(message)).toBeTruthy();
  const input = resumeField();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const errorId = screen.getByText(message).id;
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
  submitForm();
  await waitFor(() => expect(document.activeElement).toBe(input));
  expect(submit).not.toHaveBeenCalled();
}

describe('the application form’s résumé file', () => {
  it('is an optional, labelled file input taking PDF and Word files', () => {
    renderForm();
    const input = resumeField();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,.docx,' + Object.values(resumeTypes).join(','));
    expect(input.required).toBe(false);
    expect(screen.getByText(resumeFieldLabel).textContent).toBe(resumeFieldLabel);
  });

  it('accepts a real PDF, shows its name and sends it with the application', async () => {
    const onSubmitted = renderForm();
    choose(pdf());
    expect(screen.getByRole('button', { name: 'Remove Ada Lovelace CV.pdf' })).toBeTruthy();
    const { application, attachment } = await submitted();
    expect(application).toMatchObject({ full_name: 'Ada Lovelace', resume_url: null });
    expect(attachment).toMatchObject({ name: 'Ada Lovelace CV.pdf', type: resumeTypes.pdf });
    expect(await attachment?.file.text()).toMatch(/^%PDF-1\.7/);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('accepts a .docx by its content', async () => {
    renderForm();
    choose(await docx());
    expect((await submitted()).attachment).toMatchObject({
      name: 'cv.docx',
      type: resumeTypes.docx,
    });
  });

  it('refuses a legacy .doc, which the server refuses too', async () => {
    renderForm();
    choose(doc());
    await expectRefused(resumeMessages.wrongType);
  });

  it('refuses a PNG named .pdf, and sends nothing', async () => {
    renderForm();
    choose(png());
    await expectRefused(resumeMessages.wrongType);
  });

  it('refuses a program', async () => {
    renderForm();
    choose(exe());
    await expectRefused(resumeMessages.wrongType);
  });

  it('refuses a ZIP that is not a Word document', async () => {
    renderForm();
    choose(fileOf('cv.docx', await zip({ 'notes.txt': 'hello' })));
    await expectRefused(resumeMessages.wrongType);
  });

  it('refuses a file over 5 MB', async () => {
    renderForm();
    choose(fileOf('cv.pdf', '%PDF-1.7', zeros(6 * 1024 * 1024)));
    await expectRefused(resumeMessages.tooLarge);
  });

  it('refuses an empty file', async () => {
    renderForm();
    choose(fileOf('cv.pdf'));
    await expectRefused(resumeMessages.empty);
  });

  it('can be removed, and the application goes without it', async () => {
    renderForm();
    choose(png());
    expect(await screen.findByText(resumeMessages.wrongType)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.queryByText(resumeMessages.wrongType)).toBeNull();
    expect(resumeField().hasAttribute('aria-invalid')).toBe(false);
    expect((await submitted()).attachment).toBeUndefined();
  });

  it('leaves the Resume URL optional and checked as before, beside a file or not', async () => {
    renderForm();
    fill(/^Resume URL/, 'my cv');
    submitForm();
    expect(await screen.findByText('Invalid URL')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    fill(/^Resume URL/, 'https://example.com/ada.pdf');
    choose(pdf());
    const { application, attachment } = await submitted();
    expect(application).toMatchObject({ resume_url: 'https://example.com/ada.pdf' });
    expect(attachment?.type).toBe(resumeTypes.pdf);
  });
});

describe('checkResume', () => {
  it('goes by the content: a PDF named .docx is a PDF, named .pdf', async () => {
    expect(await checkResume(pdf('cv.docx'))).toMatchObject({
      ok: true,
      type: resumeTypes.pdf,
      name: 'cv.pdf',
    });
  });

  it('reads a .docx whose content types are deflated, as Word writes them', async () => {
    expect(await checkResume(await docx({ deflate: true }))).toMatchObject({
      ok: true,
      type: resumeTypes.docx,
    });
  });

  it('refuses other Office and OpenDocument archives', async () => {
    const xlsx = await zip({
      '[Content_Types].xml': contentTypes(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
      'xl/workbook.xml': '<workbook/>',
    });
    const odt = await zip({
      mimetype: 'application/vnd.oasis.opendocument.text',
      'content.xml': '<office:document-content/>',
    });
    for (const file of [fileOf('cv.docx', xlsx), fileOf('cv.docx', odt)]) {
      expect(await checkResume(file)).toEqual({ ok: false, message: resumeMessages.wrongType });
    }
  });

  it('refuses a truncated .docx', async () => {
    const whole = await zip(docxEntries);
    expect(await checkResume(fileOf('cv.docx', whole.slice(0, -30)))).toEqual({
      ok: false,
      message: resumeMessages.wrongType,
    });
  });

  it('checks the size before reading a byte', async () => {
    const large = fileOf('cv.pdf', '%PDF-', zeros(5 * 1024 * 1024));
    const read = vi.spyOn(large, 'arrayBuffer');
    expect(await checkResume(large)).toEqual({ ok: false, message: resumeMessages.tooLarge });
    expect(read).not.toHaveBeenCalled();
  });

  it('says so when the file cannot be read', async () => {
    const gone = pdf();
    vi.spyOn(gone, 'arrayBuffer').mockRejectedValue(new DOMException('gone', 'NotReadableError'));
    expect(await checkResume(gone)).toEqual({ ok: false, message: resumeMessages.unreadable });
  });
});

describe('safeResumeName', () => {
  it('keeps letters, digits, dot, dash and underscore, and the real type’s extension', () => {
    expect(safeResumeName('Ada Lovelace CV (final).PDF', resumeTypes.pdf)).toBe(
      'Ada-Lovelace-CV-final.pdf',
    );
    expect(safeResumeName('Résumé.pdf', resumeTypes.docx)).toBe('Resume.docx');
    expect(safeResumeName('C:\\Users\\ada\\cv.pdf', resumeTypes.pdf)).toBe('C-Users-ada-cv.pdf');
    expect(safeResumeName('../../.pdf', resumeTypes.pdf)).toBe('resume.pdf');
    expect(safeResumeName('履歴書.pdf', resumeTypes.pdf)).toBe('resume.pdf');
    expect(safeResumeName(`${'a'.repeat(200)}.pdf`, resumeTypes.pdf)).toHaveLength(80);
  });
});
