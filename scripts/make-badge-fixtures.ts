/*
 * Writes the badge QR fixtures of tests/e2e/badge-scan.spec.ts and the bench: PNG photos
 * of a vCard, a MeCard, a mailto: link and a code with nothing usable, and a .y4m video
 * of a vCard for Chromium's fake camera. Encoded with uqr, as the booth's thank-you QR is;
 * the PNG and Y4M writers are a few lines each, so they are written here rather than
 * added as dependencies. Run: npx tsx scripts/make-badge-fixtures.ts (outputs committed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { encode } from 'uqr';

export const badgeFixturesDir = 'tests/e2e/fixtures/badges';

/** What each fixture's code says; the spec asserts the fields read from them. */
export const badgeTexts = {
  'vcard.png': [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Lovelace;Ada;;;',
    'FN:Ada Lovelace',
    'ORG:Analytical Engines\\, Ltd.',
    'TITLE:Head of Computing',
    'EMAIL;TYPE=INTERNET:ada@analytical.example',
    'END:VCARD',
  ].join('\r\n'),
  'mecard.png':
    'MECARD:N:Johnson,Katherine;EMAIL:katherine@nasa.example;ORG:NASA;TITLE:Mathematician;;',
  'mailto.png': 'mailto:dorothy@vaughan.example?subject=Booth',
  'unusable.png': 'https://tickets.example/badge/4821',
  'camera-vcard.y4m': [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'FN:Grace Hopper',
    'ORG:Compilers Inc.',
    'TITLE:Rear Admiral',
    'EMAIL:grace@compilers.example',
    'END:VCARD',
  ].join('\r\n'),
} as const;

/** The code as rows of dark (true) and light modules, with the standard 4-module quiet zone. */
function modules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 4 }).data;
}

/** 8-bit grayscale pixels: the code centred on a white `width`×`height` canvas, as large as fits. */
function drawCode(text: string, width: number, height: number): Uint8Array {
  const rows = modules(text);
  const moduleSize = Math.floor(Math.min(width, height) / rows.length);
  const side = rows.length * moduleSize;
  const pixels = new Uint8Array(width * height).fill(255);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < moduleSize; dy += 1) {
        const start = (top + y * moduleSize + dy) * width + left + x * moduleSize;
        pixels.fill(0, start, start + moduleSize);
      }
    }),
  );
  return pixels;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** A grayscale PNG: signature, IHDR, one IDAT of filter-0 rows, IEND. */
function grayscalePng(pixels: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A YUV4MPEG2 (I420) video of `frames` identical frames: gray `pixels` as Y, neutral chroma. */
function y4m(pixels: Uint8Array, width: number, height: number, frames: number): Buffer {
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), pixels, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

async function main(): Promise<void> {
  await mkdir(badgeFixturesDir, { recursive: true });
  for (const [file, text] of Object.entries(badgeTexts)) {
    const output = file.endsWith('.y4m')
      ? y4m(drawCode(text, 640, 480), 640, 480, 2)
      : grayscalePng(drawCode(text, 480, 480), 480, 480);
    await writeFile(join(badgeFixturesDir, file), output);
    console.info(`${join(badgeFixturesDir, file)}: ${output.length} bytes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
