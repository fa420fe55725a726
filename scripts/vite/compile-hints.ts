/*
 * Marks the chunks every page runs at load (the entry and everything it imports
 * statically) with V8's compile hint, so Chromium compiles all their functions while
 * they download, off the main thread, instead of one by one on first call in the middle
 * of hydration. The hint only counts as the file's first line, so it is added last,
 * after Vite has written its own preamble. Page chunks are left to lazy compilation:
 * hinting them too measured worse (`npm run bench`), as their compilation then competes
 * with the main thread for the CPU.
 */
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const compileHint = '//# allFunctionsCalledOnLoad\n';

function initialChunkFiles(bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(file);
  }
  return files;
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = initialChunkFiles(bundle);
        if (files.size === 0) this.error('compile-hints found no entry chunk: Vite changed');
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = compileHint + chunk.code;
        }
      },
    },
  };
}
