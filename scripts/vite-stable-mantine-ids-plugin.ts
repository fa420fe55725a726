/*
 * Swaps Mantine's useId for src/lib/mantine-use-id.ts (see there why). Every Mantine
 * component imports it through @mantine/hooks' own index, so that one import is the seam.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const mantineHooksIndex = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const replacement = fileURLToPath(new URL('../src/lib/mantine-use-id.ts', import.meta.url));

export function stableMantineIds(): Plugin {
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\.\/use-id\/use-id\.mjs$/ },
      handler(_source, importer) {
        return importer && mantineHooksIndex.test(importer) ? replacement : null;
      },
    },
  };
}
