/*
 * Swaps Mantine's useId for src/lib/mantine-use-id.ts (see there why: it saves a
 * synchronous re-render of every input during hydration). Every Mantine component imports
 * it through @mantine/hooks' own index, so that one import is the seam. A client build in
 * which the seam was never met fails, rather than quietly shipping Mantine's own useId.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const mantineHooksIndex = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const replacement = fileURLToPath(new URL('../../src/lib/mantine-use-id.ts', import.meta.url));

export function stableMantineIds(): Plugin {
  let swapped = false;
  let clientBuild = false;
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId: {
      filter: { id: /^\.\/use-id\/use-id\.mjs$/ },
      handler(_source, importer) {
        if (!importer || !mantineHooksIndex.test(importer)) return null;
        swapped = true;
        return replacement;
      },
    },
    buildEnd() {
      if (clientBuild && !swapped) {
        this.error("stable-mantine-ids never met Mantine's useId import: Mantine changed");
      }
    },
  };
}
