/*
 * Makes `vite preview` serve the prerendered site the way a static host does:
 * /about answers dist/about/index.html, and an unknown path answers status 404 with
 * dist/404.html (instead of Vite's SPA fallback to the home page).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';

function prerenderedFile(distDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = join(distDir, normalize(decoded), 'index.html');
  return file.startsWith(distDir) && existsSync(file) ? file : null;
}

export function prerenderedPages(): Plugin {
  return {
    name: 'prerendered-pages',
    configurePreviewServer(server) {
      const distDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        const isAsset = /\.[a-z0-9]+$/i.test(pathname);
        if (!wantsPage || isAsset) return next();
        const file = prerenderedFile(distDir, pathname);
        res.statusCode = file ? 200 : 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file ?? join(distDir, '404.html')));
      });
    },
  };
}
