/*
 * Marks the chunks every page runs at load (the entry, its boot stages and everything they
 * import statically) with V8's compile hint, so Chromium compiles all their functions while
 * they download, off the main thread, instead of one by one on first call in the middle
 * of hydration. The hint only counts as the file's first line, so it is added last,
 * after Vite has written its own preamble. Page chunks are left to lazy compilation:
 * hinting them too measured worse (`npm run bench`), as their compilation then competes
 * with the main thread for the CPU.
 */
import type { OutputBundle } from 'rolldown';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bootKeys } from '../chunk-graph.ts';

const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The entry, its boot stages (bootKeys, paths from the project's root) and their imports. */
function initialChunkFiles(bundle: OutputBundle, bootModules: Set<string>): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  const booted = new Set<string>();
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue;
    const boot = output.facadeModuleId !== null && bootModules.has(output.facadeModuleId);
    if (boot) booted.add(output.facadeModuleId!);
    if (output.isEntry || boot) visit(file);
  }
  const missing = [...bootModules].filter((module) => !booted.has(module));
  if (missing.length > 0) {
    throw new Error(`no chunk starts with the boot stage ${missing.join(', ')} (bootKeys)`);
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
        const { root } = this.environment.config;
        const files = initialChunkFiles(bundle, new Set(bootKeys.map((key) => resolve(root, key))));
        if (files.size === 0) this.error('compile-hints found no entry chunk: Vite changed');
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = compileHint + chunk.code;
        }
      },
    },
  };
}
