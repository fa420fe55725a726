/*
 * Reads the chunk graph from Vite's build manifest (build.manifest: true): which files a
 * page needs before it can run. Used by the prerender and the byte-budget test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The entry's key in the manifest. */
export const entryKey = 'index.html';

export function readBuildManifest(distDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

/** The JavaScript files of these chunks and of everything they import statically. */
export function staticGraph(manifest: BuildManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
