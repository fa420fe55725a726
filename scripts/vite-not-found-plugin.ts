/*
 * `vite preview` answers unknown paths with the prerendered home page (SPA fallback).
 * This plugin makes it answer them like a real static host: status 404 and dist/404.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';

function hasPage(distDir: string, pathname: string): boolean {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  return [join(distDir, clean), join(distDir, clean, 'index.html'), join(distDir, `${clean}.html`)].some(
    (file) => file.startsWith(distDir) && existsSync(file) && !file.endsWith('/'),
  );
}

export function notFoundPage(): Plugin {
  return {
    name: 'not-found-page',
    configurePreviewServer(server) {
      const distDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (!wantsPage || pathname === '/' || hasPage(distDir, pathname)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(distDir, '404.html')));
      });
    },
  };
}
