/*
 * The booth's badge decoder against the production build: the time zxing-wasm takes per
 * 1280×720 camera frame in Chromium with the CPU slowed 4× (half the frames show a badge's
 * QR code at a different place and size, half show none, as while a visitor lifts the
 * badge), and the bytes /event loads before the decoder and the decoder itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { entryKey, readBuildManifest, staticGraph } from '../chunk-graph.ts';
import type { BudgetCheck } from './budgets.ts';
import { badgeFixturesDir, badgeTexts } from '../make-badge-fixtures.ts';
import { outDir, webUrl } from './config.ts';
import { median, percentile } from './stats.ts';

export interface BadgeDecode {
  cpuSlowdown: number;
  frames: number;
  /** Loading and compiling the WebAssembly and the first decode, at the same slowdown. */
  firstDecodeMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Each frame's time (the median of its repeats), in frame order: the even ones show the code. */
  timesMs: number[];
  /** Frames with a code whose text came back exactly, and frames without one that read nothing. */
  correct: number;
  /** Gzipped JavaScript of /event before the decoder: the entry, the event chunk, their imports. */
  eventJsGzipBytes: number;
  decoderJsGzipBytes: number;
  decoderWasmGzipBytes: number;
}

const cpuSlowdown = 4;
const frameCount = 24;
/** Each frame is decoded this often and counts with its median: one preemption of a busy host is not the decoder's time. */
const repeats = 3;
const eventPageKey = 'src/features/event/event-page.tsx';
const decoderKey = 'src/features/event/scan/badge-decoder.ts';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const gzipBytes = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

function bundleSizes() {
  const manifest = readBuildManifest(outDir);
  const eventFiles = staticGraph(manifest, [entryKey, eventPageKey]);
  const decoderFiles = staticGraph(manifest, [decoderKey]).filter(
    (file) => !eventFiles.includes(file),
  );
  const wasm = Object.values(manifest).find((chunk) => chunk.file.endsWith('.wasm'));
  if (!wasm) throw new Error('no WebAssembly in the build manifest');
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  return {
    decoderUrl: `${webUrl}/${manifest[decoderKey]!.file}`,
    eventJsGzipBytes: sum(eventFiles),
    decoderJsGzipBytes: sum(decoderFiles),
    decoderWasmGzipBytes: gzipBytes(wasm.file),
  };
}

/**
 * What each frame shows: a booth's background of a few shapes and, in every other frame,
 * the badge's code at a different place and size (220 to 480 px), as while it is lifted.
 */
function framePlan() {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: frameCount }, (_, index) => {
    const shapes = Array.from({ length: 12 }, () => ({
      color: `hsl(${Math.round(random() * 360)} 30% ${Math.round(30 + random() * 50)}%)`,
      x: random() * 1280,
      y: random() * 720,
      width: 40 + random() * 300,
      height: 20 + random() * 200,
    }));
    const size = 220 + random() * 260;
    const code =
      index % 2 === 0 ? { x: random() * (1280 - size), y: random() * (720 - size), size } : null;
    return { shapes, code };
  });
}

export async function measureBadgeDecode(browser: Browser): Promise<BadgeDecode> {
  const { decoderUrl, ...sizes } = bundleSizes();
  const png = readFileSync(join(badgeFixturesDir, 'vcard.png')).toString('base64');
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${webUrl}/event`);
    // The frames are drawn before the slowdown: only the decoding is timed. No named
    // functions in the page's code: tsx would wrap them in a helper the page lacks.
    await page.evaluate(
      async ({ png, plan }) => {
        const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
        const badge = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(1280, 720);
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        let seed = 7;
        const frames: { image: ImageData; hasCode: boolean }[] = [];
        for (const { shapes, code } of plan) {
          context.fillStyle = '#7d8590';
          context.fillRect(0, 0, 1280, 720);
          for (const shape of shapes) {
            context.fillStyle = shape.color;
            context.fillRect(shape.x, shape.y, shape.width, shape.height);
          }
          if (code) context.drawImage(badge, code.x, code.y, code.size, code.size);
          const image = context.getImageData(0, 0, 1280, 720);
          // Sensor noise, from a small linear congruential generator.
          for (let pixel = 0; pixel < image.data.length; pixel += 4) {
            seed = (seed * 48271) % 2147483647;
            const noise = (seed / 2147483647 - 0.5) * 24;
            for (let channel = 0; channel < 3; channel += 1) {
              image.data[pixel + channel] = image.data[pixel + channel]! + noise;
            }
          }
          frames.push({ image, hasCode: code !== null });
        }
        (window as unknown as { benchFrames: typeof frames }).benchFrames = frames;
      },
      { png, plan: framePlan() },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const run = await page.evaluate(
      async ({ decoderUrl, expected, repeats }) => {
        const decoder = (await import(decoderUrl)) as {
          decodeQrCode: (image: ImageData, source: 'frame') => Promise<string | null>;
        };
        const { benchFrames: frames } = window as unknown as {
          benchFrames: { image: ImageData; hasCode: boolean }[];
        };
        let started = performance.now();
        await decoder.decodeQrCode(frames[1]!.image, 'frame');
        const firstDecodeMs = performance.now() - started;
        const timesMs: number[] = [];
        let correct = 0;
        for (const { image, hasCode } of frames) {
          const repeatsMs: number[] = [];
          let text: string | null = null;
          for (let repeat = 0; repeat < repeats; repeat += 1) {
            started = performance.now();
            text = await decoder.decodeQrCode(image, 'frame');
            repeatsMs.push(performance.now() - started);
          }
          timesMs.push(repeatsMs.sort((a, b) => a - b)[Math.floor(repeats / 2)]!);
          if (hasCode ? text === expected : text === null) correct += 1;
        }
        return { firstDecodeMs, timesMs, correct };
      },
      { decoderUrl, expected: badgeTexts['vcard.png'], repeats },
    );
    return {
      cpuSlowdown,
      frames: frameCount,
      firstDecodeMs: Math.round(run.firstDecodeMs),
      medianMs: Math.round(median(run.timesMs)),
      p95Ms: Math.round(percentile(run.timesMs, 95)),
      maxMs: Math.round(Math.max(...run.timesMs)),
      timesMs: run.timesMs.map((time) => Math.round(time)),
      correct: run.correct,
      ...sizes,
    };
  } finally {
    await context.close();
  }
}

const decodeBudgetMs = 150;
/** /event's JavaScript before the decoder: 227 kB when scanning came; room for the booth to grow. */
const eventJsBudgetBytes = 250_000;
/** The decoder loads only at the booth, once, from its own cache after that. */
const decoderBudgetBytes = 450_000;

export function checkBadgeDecode(decode: BadgeDecode): BudgetCheck[] {
  const decoderBytes = decode.decoderJsGzipBytes + decode.decoderWasmGzipBytes;
  return [
    {
      budget: `Badge decode <= ${decodeBudgetMs} ms per 1280x720 frame (CPU x${decode.cpuSlowdown}, p95 of ${decode.frames}), each read right`,
      pass: decode.p95Ms <= decodeBudgetMs && decode.correct === decode.frames,
      detail: `median ${decode.medianMs} ms, p95 ${decode.p95Ms} ms, max ${decode.maxMs} ms; ${decode.correct}/${decode.frames} right`,
    },
    {
      budget: `/event JS before the decoder <= ${kB(eventJsBudgetBytes)} kB gzip`,
      pass: decode.eventJsGzipBytes <= eventJsBudgetBytes,
      detail: `${kB(decode.eventJsGzipBytes)} kB`,
    },
    {
      budget: `Badge decoder (JS + WebAssembly) <= ${kB(decoderBudgetBytes)} kB gzip, booth only`,
      pass: decoderBytes <= decoderBudgetBytes,
      detail: `${kB(decoderBytes)} kB (JS ${kB(decode.decoderJsGzipBytes)}, wasm ${kB(decode.decoderWasmGzipBytes)})`,
    },
  ];
}

export function formatBadgeDecode(decode: BadgeDecode): string {
  return [
    `Badge decode:  ${decode.frames} frames of 1280x720 at CPU x${decode.cpuSlowdown}, each the median of ${repeats} decodes: median ${decode.medianMs} ms, ` +
      `p95 ${decode.p95Ms} ms, max ${decode.maxMs} ms (first decode with compiling ${decode.firstDecodeMs} ms)`,
    `  /event JS before the decoder ${kB(decode.eventJsGzipBytes)} kB gzip; decoder JS ` +
      `${kB(decode.decoderJsGzipBytes)} kB + WebAssembly ${kB(decode.decoderWasmGzipBytes)} kB gzip`,
  ].join('\n');
}
