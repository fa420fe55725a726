/*
 * Last build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of
 * the build, the way production static hosts ship them, so the server never compresses
 * on a request and the first visitor is served as fast as the next.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The files the build ships precompressed, by extension, and their content type: text, and
 * the booth's WebAssembly, which hosts compress too (947 kB, about 410 kB gzipped).
 */
export const textContentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const compressibleExtensions = new Set(Object.keys(textContentTypes));

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompress(distDir: string): Promise<void> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
