/*
 * The one way an inline <script> is made. Its source is a small TypeScript module in src/
 * whose default export is the script's body; this compiles a call of it, with its imports
 * bundled in, into one minified classic script (an IIFE). Build code calls
 * compileInlineScript with the data the call takes; app code imports
 * `./x.ts?inline-script` (the plugin below) and gets the compiled text as a string.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin as RolldownPlugin } from 'rolldown';
import type { Plugin } from 'vite';
import { replaceOnce } from '../replace-once.ts';

const srcDir = fileURLToPath(new URL('../../src', import.meta.url));
const entryId = '\0inline-script-entry';
/** Left free by the compiler and swapped for the data's JSON after minifying. */
const dataSlot = '__INLINE_SCRIPT_DATA__';
const query = '?inline-script';

export interface InlineScript {
  code: string;
  /** Every module compiled in, for the dev server to watch. */
  files: string[];
}

/** The script that calls the default export of `file` with `data` (JSON), minified. */
export async function compileInlineScript(file: string, data?: unknown): Promise<InlineScript> {
  const entry: RolldownPlugin = {
    name: 'inline-script-entry',
    resolveId: (id) => (id === entryId ? id : null),
    load: (id) =>
      id === entryId
        ? `import run from ${JSON.stringify(file)};\nrun(${data === undefined ? '' : dataSlot});`
        : null,
  };
  const { output } = await build({
    input: entryId,
    plugins: [entry],
    platform: 'browser',
    resolve: { alias: { '@': srcDir } },
    logLevel: 'warn',
    write: false,
    // No comments: the pure annotations the bundler adds are of no use in a page.
    output: { format: 'iife', minify: true, comments: false },
  });
  const [chunk] = output;
  const compiled = chunk.code.trim();
  // '<' as \u003c: no string in the data can close the script element early.
  const code =
    data === undefined
      ? compiled
      : replaceOnce(
          compiled,
          dataSlot,
          JSON.stringify(data).replaceAll('<', '\\u003c'),
          `the data of ${file}`,
        );
  return { code, files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
}

/** `import script from './x.ts?inline-script'`: the compiled script as a string. */
export function inlineScripts(): Plugin {
  return {
    name: 'inline-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer);
      return resolved && `${resolved.id}${query}`;
    },
    async load(id) {
      if (!id.endsWith(query)) return null;
      const { code, files } = await compileInlineScript(id.slice(0, -query.length));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
