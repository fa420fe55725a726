/*
 * Inlines the early event contract (src/lib/early-actions.ts) at the top of every page's
 * <head>, as a classic script: it runs while the page is parsed, so every button works
 * from the first paint instead of from hydration (under slow 4G and a 4x slower CPU that
 * gap was about a second of lost clicks). The build fails if the template or the module
 * stops having the shape this plugin expects, rather than shipping pages without it.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { replaceOnce } from '../replace-once.ts';
import { compileInlineScript } from './inline-script.ts';

const contractPath = fileURLToPath(new URL('../../src/lib/early-actions.ts', import.meta.url));
const charset = '<meta charset="UTF-8" />';

export function earlyActions(): Plugin {
  return {
    name: 'early-actions',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { code } = await compileInlineScript(contractPath);
        return replaceOnce(
          html,
          charset,
          `${charset}\n    <script>${code}</script>`,
          'the early event contract goes after the charset of index.html',
        );
      },
    },
  };
}
