/*
 * Checks a chosen résumé before anything is sent: not empty, within the bucket's limit, and
 * a PDF or Word file by its first bytes, whatever its name says. Runs in the page and loads
 * only once a file is chosen.
 *
 * Not file-type, the maintained detector: its browser bundle is 21.5 kB gzip (this is 1.2 kB),
 * and its current release needs Node 22 (we support 20.19). A legacy .doc is refused, as the
 * server refuses it.
 */
import {
  maxResumeBytes,
  resumeMessages,
  resumeTypes,
  safeResumeName,
  type LeadAttachment,
  type ResumeMimeType,
} from '@/shared/leads/resume';

export type ResumeCheck = ({ ok: true } & LeadAttachment) | { ok: false; message: string };

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const zipMagic = [0x50, 0x4b, 0x03, 0x04]; // a .docx, or any other ZIP
const zipEndSignature = 0x06054b50;
const zipCentralSignature = 0x02014b50;
const zipLocalSignature = 0x04034b50;
const stored = 0;
const deflated = 8;
const wordMainPart =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const refused = (message: string): ResumeCheck => ({ ok: false, message });

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * The content decides the type: a PDF named .docx is accepted as the PDF it is, and its
 * name takes the .pdf extension. The file is read once, and the bytes checked are the bytes
 * sent, even if the file on disk changes before the form is submitted.
 */
export async function checkResume(file: File): Promise<ResumeCheck> {
  if (file.size === 0) return refused(resumeMessages.empty);
  if (file.size > maxResumeBytes) return refused(resumeMessages.tooLarge);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return refused(resumeMessages.unreadable);
  }
  const type = await sniff(bytes);
  if (!type) return refused(resumeMessages.wrongType);
  return {
    ok: true,
    file: new Blob([bytes], { type }),
    name: safeResumeName(file.name, type),
    type,
  };
}

async function sniff(bytes: Uint8Array<ArrayBuffer>): Promise<ResumeMimeType | undefined> {
  if (startsWith(bytes, pdfMagic)) return resumeTypes.pdf;
  if (startsWith(bytes, zipMagic) && (await declaresWordDocument(bytes))) return resumeTypes.docx;
  return undefined;
}

/** A .docx is the ZIP whose [Content_Types].xml names a Word document as its main part. */
async function declaresWordDocument(bytes: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    const entry = zipEntry(bytes, '[Content_Types].xml');
    return entry !== undefined && (await textOf(entry)).includes(wordMainPart);
  } catch {
    // Offsets past the end, or a broken deflate stream: not a Word file.
    return false;
  }
}

/**
 * An entry's method and bytes, found through the central directory: it holds the real sizes
 * even when a local header leaves them to a data descriptor after the data.
 */
function zipEntry(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = zipEnd(view);
  if (end === undefined) return undefined;
  const names = new TextDecoder();
  let at = view.getUint32(end + 16, true);
  for (let left = view.getUint16(end + 10, true); left > 0; left--) {
    if (view.getUint32(at, true) !== zipCentralSignature) return undefined;
    const nameLength = view.getUint16(at + 28, true);
    if (names.decode(bytes.subarray(at + 46, at + 46 + nameLength)) === name) {
      const local = view.getUint32(at + 42, true);
      if (view.getUint32(local, true) !== zipLocalSignature) return undefined;
      const start =
        local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const method = view.getUint16(at + 10, true);
      return { method, data: bytes.subarray(start, start + view.getUint32(at + 20, true)) };
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return undefined;
}

/** The end record: the last 22 bytes, or earlier by an archive comment of up to 64 kB. */
function zipEnd(view: DataView): number | undefined {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (view.getUint32(at, true) === zipEndSignature) return at;
  }
  return undefined;
}

/** An entry's text, stored or deflated: the two methods Office writes. */
async function textOf({ method, data }: { method: number; data: Uint8Array<ArrayBuffer> }) {
  if (method === stored) return new TextDecoder().decode(data);
  if (method !== deflated) return '';
  // Response streams the bytes in and reads the text out (jsdom's Blob has no stream()).
  const inflated = new Response(data).body?.pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(inflated).text();
}
