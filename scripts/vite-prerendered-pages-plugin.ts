/*
 * Makes `vite preview` (and so `npm start`) serve the build the way a production static
 * host does: /about answers <outDir>/about/index.html, an unknown path answers status 404
 * with 404.html (instead of Vite's SPA fallback to the home page), and text files go out
 * as the brotli or gzip copies the build wrote beside them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the server sends, by extension; all of it text the build ships precompressed. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function fileFor(distDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = join(distDir, normalize(decoded));
  return file.startsWith(distDir) ? file : null;
}

function isFile(file: string | null): file is string {
  return file !== null && existsSync(file) && statSync(file).isFile();
}

function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  const type = contentTypes[extname(file)];
  if (!type) throw new Error(`no content type for ${file}`);
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = encodings.find(
    ({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && isFile(file + suffix),
  );
  const body = readFileSync(encoding ? file + encoding.suffix : file);
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  // Hashed assets never change; pages and the worker must be revalidated.
  res.setHeader(
    'Cache-Control',
    file.includes(`${join('/', 'assets', '/')}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
  res.end(body);
}

export function prerenderedPages(): Plugin {
  return {
    name: 'prerendered-pages',
    configurePreviewServer(server) {
      const distDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const asset = fileFor(distDir, pathname);
        if (extname(pathname)) {
          if (isFile(asset) && contentTypes[extname(asset)]) return send(req, res, asset, 200);
          return next();
        }
        if (!String(req.headers.accept ?? '').includes('text/html')) return next();
        const page = fileFor(distDir, join(pathname, 'index.html'));
        if (isFile(page)) return send(req, res, page, 200);
        send(req, res, join(distDir, '404.html'), 404);
      });
    },
  };
}
