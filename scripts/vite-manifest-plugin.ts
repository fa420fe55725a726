/*
 * manifest.webmanifest lives at the project's top level as the single source; this
 * plugin serves it in dev and emits it unchanged into the build.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const manifestFile = resolve('manifest.webmanifest');

export function webManifest(): Plugin {
  return {
    name: 'web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(manifestFile));
      });
    },
    generateBundle(options) {
      if (options.format !== 'es' || this.environment?.config.consumer === 'server') return;
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync(manifestFile, 'utf8'),
      });
    },
  };
}
