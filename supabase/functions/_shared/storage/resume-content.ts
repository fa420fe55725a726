// What a résumé file really is, read from its bytes, whatever type the uploader declared: a
// PDF (`%PDF-`), flagged when it names /JavaScript or /Launch; or a Word document, a ZIP whose
// [Content_Types].xml declares word/document.xml as a Word main part, with no macros (no
// macroEnabled type, no vbaProject.bin). Anything else, a legacy .doc (OLE) included, fails.
// Web APIs only (DecompressionStream for the ZIP entry), so it runs in Deno (the Edge
// Function) and Node (the embedded backend).

export type ResumeVerdict =
  { verdict: 'passed'; reason: null } | { verdict: 'flagged' | 'removed'; reason: string };

export const resumeReasons = {
  notPdfOrWord: 'Removed: the file is not a PDF or Word document',
  legacyWord: 'Removed: a legacy Word (.doc) file, which may carry macros',
  macros: 'Removed: a Word document with macros',
  wrongExtension: 'Removed: the file’s content does not match its name',
  activePdf: 'Flagged: this PDF contains JavaScript or a launch action; open it with care',
} as const;

const wordMainType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Checks a file stored under `name` (ending .pdf or .docx). */
export async function checkResumeContent(name: string, bytes: Uint8Array): Promise<ResumeVerdict> {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return removed(resumeReasons.legacyWord);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    if (extension !== 'pdf') return removed(resumeReasons.wrongExtension);
    // A name in a PDF may escape its letters (#4A for J); unescape before looking.
    const text = latin1(bytes).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    return /\/(JavaScript|JS|Launch)\b/.test(text)
      ? { verdict: 'flagged', reason: resumeReasons.activePdf }
      : { verdict: 'passed', reason: null };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const word = await wordVerdict(bytes);
    if (word.verdict === 'passed' && extension !== 'docx') {
      return removed(resumeReasons.wrongExtension);
    }
    return word;
  }
  return removed(resumeReasons.notPdfOrWord);
}

const removed = (reason: string): ResumeVerdict => ({ verdict: 'removed', reason });

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

async function wordVerdict(bytes: Uint8Array): Promise<ResumeVerdict> {
  const entries = centralDirectory(bytes);
  if (!entries) return removed(resumeReasons.notPdfOrWord);
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name))) {
    return removed(resumeReasons.macros);
  }
  const types = entries.find((entry) => entry.name === '[Content_Types].xml');
  const xml = types ? await entryText(bytes, types) : null;
  if (xml === null) return removed(resumeReasons.notPdfOrWord);
  if (/macroEnabled/i.test(xml)) return removed(resumeReasons.macros);
  const declaresWord = [...xml.matchAll(/<Override\b[^>]*>/g)].some(
    ([tag]) =>
      /PartName="\/word\/document\.xml"/.test(tag) && tag.includes(`ContentType="${wordMainType}"`),
  );
  return declaresWord ? { verdict: 'passed', reason: null } : removed(resumeReasons.notPdfOrWord);
}

/** The ZIP's entries from its end-of-central-directory record, or null when it has none. */
function centralDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's text (stored or deflated), or null when it cannot be read. */
async function entryText(bytes: Uint8Array, entry: ZipEntry): Promise<string | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return null;
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = bytes.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) return null;
  try {
    const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return await new Response(stream).text();
  } catch {
    return null;
  }
}
