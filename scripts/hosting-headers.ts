/*
 * The one definition of the HTTP headers the built site is served with. The build writes
 * it out as each host's configuration (Netlify and Cloudflare Pages read `_headers` and
 * `_redirects`, Vercel reads `vercel.json`); the preview server (`npm run preview`,
 * `npm start`, scripts/preview-server.ts) sends the same rules. Runs in Node.
 * Invariant: no two rules that can match one path set the same header, because hosts join
 * such values with a comma (a `no-cache` beside `immutable` would quietly win).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { backendNotePath, builtBackendUrl } from './backend-target.ts';

/** What the headers depend on, all read from the build (readSiteFacts). */
export interface SiteFacts {
  /** The origin of the Supabase project the build talks to. */
  backendOrigin: string;
  /** 'sha256-…' of every inline script the built pages run, sorted and without repeats. */
  scriptHashes: string[];
  /** What the build serves at the site's root, apart from assets/ and the host files. */
  rootEntries: { name: string; folder: boolean }[];
}

export type HeaderValues = Record<string, string>;

/**
 * `path` is a URL path as Netlify and Cloudflare Pages write one: exact (`/sw.js`) or a
 * folder and all below it (`/about/*`, which also matches `/about`); `/*` is every path.
 */
export interface HeaderRule {
  path: string;
  headers: HeaderValues;
}

/** The files this module writes into the build; hosts read them and never serve them. */
export const hostFiles = ['_headers', '_redirects', 'vercel.json'] as const;

/** Vite names every file in assets/ by its content hash: a new content is a new URL. */
export const hashedAssetsFolder = 'assets';
export const immutableCache = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (ETag) before each use: a deploy shows at once. */
export const revalidateCache = 'no-cache';
export const manifestPath = '/manifest.webmanifest';
export const manifestType = 'application/manifest+json';

/** Cloudflare Pages' documented limits for `_headers`; the build fails past them. */
const maxHeaderRules = 100;
const maxLineLength = 2000;

/**
 * Each one is denied to every origin, this one included: the site uses none of them.
 * Screen Wake Lock and the camera stay on for the site itself: event mode (/event) keeps the
 * booth's screen awake and scans badges (the browser still asks before the camera opens).
 * Only features Chromium knows, or it logs an error on every page.
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function permissionsPolicy(): string {
  return [
    ...deniedFeatures.map((feature) => `${feature}=()`),
    'screen-wake-lock=(self)',
    'camera=(self)',
  ].join(', ');
}

/**
 * Nothing remote but the Supabase project: its REST and auth API (pages and the service
 * worker's replay) and its Storage, where a testimonial's photo may live. Scripts are the
 * site's own files and the inline scripts the build wrote, by hash, and the site's own
 * WebAssembly (the booth's badge decoder; 'wasm-unsafe-eval' allows compiling WebAssembly,
 * never JavaScript's eval). Styles allow inline:
 * Mantine writes <style> elements and style attributes into every page, before and after
 * hydration; an injected style cannot run code.
 */
export function contentSecurityPolicy({ backendOrigin, scriptHashes }: SiteFacts): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", backendOrigin],
    ['connect-src', "'self'", backendOrigin],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    // These three fall back to nothing, so they are spelled out.
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Sent with every response: the policy applies to pages and to the service worker. */
export function securityHeaders(facts: SiteFacts): HeaderValues {
  return {
    'Content-Security-Policy': contentSecurityPolicy(facts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Every rule, in the order the host files list them. */
export function hostingRules(facts: SiteFacts): HeaderRule[] {
  // Cache rules name each root entry rather than `/*`, which would also match assets/.
  const revalidated = [
    { path: '/', headers: { 'Cache-Control': revalidateCache } },
    ...facts.rootEntries.map(({ name, folder }) => {
      const path = folder ? `/${name}/*` : `/${name}`;
      const headers: HeaderValues = { 'Cache-Control': revalidateCache };
      if (path === manifestPath) headers['Content-Type'] = manifestType;
      return { path, headers };
    }),
  ];
  return [
    { path: '/*', headers: securityHeaders(facts) },
    { path: `/${hashedAssetsFolder}/*`, headers: { 'Cache-Control': immutableCache } },
    ...revalidated,
  ];
}

export function ruleMatches(rulePath: string, pathname: string): boolean {
  if (!rulePath.endsWith('/*')) return pathname === rulePath;
  const folder = rulePath.slice(0, -2);
  return pathname === folder || pathname.startsWith(`${folder}/`);
}

/** The headers the rules give `pathname` (a path no page answers gets the 404 page). */
export function headersFor(rules: HeaderRule[], pathname: string): HeaderValues {
  const matching = rules.filter((rule) => ruleMatches(rule.path, pathname));
  return Object.assign({}, ...matching.map((rule) => rule.headers)) as HeaderValues;
}

/** `_headers`, read by Netlify and Cloudflare Pages. */
export function headersFile(rules: HeaderRule[]): string {
  if (rules.length > maxHeaderRules) {
    throw new Error(
      `${rules.length} header rules; Cloudflare Pages reads at most ${maxHeaderRules}`,
    );
  }
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  const text = `# Written by scripts/hosting-headers.ts at build time; edit that, not this.\n${blocks.join('\n')}\n`;
  const long = text.split('\n').find((line) => line.length > maxLineLength);
  if (long) {
    throw new Error(
      `a _headers line is ${long.length} characters; Cloudflare Pages reads at most ${maxLineLength}: ${long.slice(0, 80)}…`,
    );
  }
  return text;
}

/**
 * `_redirects`, for Netlify: a path no file answers gets the prerendered 404 page with
 * status 404 (a rule never hides a file that exists, as the `!` would force). Cloudflare
 * Pages skips the line, since it allows no 404 rule, and does the same by itself for a
 * site with a top-level 404.html; so does Vercel.
 */
export function redirectsFile(): string {
  return [
    '# Written by scripts/hosting-headers.ts at build time; edit that, not this.',
    '/*  /404.html  404',
    '',
  ].join('\n');
}

/** A rule path in Vercel's syntax (path-to-regexp): `/about/*` → `/about/:path*`. */
export function vercelSource(rulePath: string): string {
  const escape = (text: string) => text.replace(/[()[\]{}?+*:\\]/g, '\\$&');
  if (!rulePath.endsWith('/*')) return escape(rulePath);
  return `${escape(rulePath.slice(0, -2))}/:path*`;
}

/** `vercel.json`; Vercel answers unknown paths with /404.html and status 404 by itself. */
export function vercelConfig(rules: HeaderRule[]): object {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    // The canonical URLs have no trailing slash: /about/ redirects to /about.
    trailingSlash: false,
    headers: rules.map(({ path, headers }) => ({
      source: vercelSource(path),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** True for what a browser runs; JSON-LD and other data blocks are never run or checked. */
function isExecutable(attributes: string): boolean {
  if (/(?:^|\s)src\s*=/i.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  return (
    value === '' ||
    value === 'module' ||
    value === 'importmap' ||
    /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(value)
  );
}

/** The CSP hash source of each inline script `html` runs, as the browser computes it. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi);
  return [...scripts]
    .filter(([, attributes]) => isExecutable(attributes ?? ''))
    .map(([, , body]) => {
      // The HTML parser turns CR LF and lone CR into LF before the browser hashes.
      const text = (body ?? '').replace(/\r\n?/g, '\n');
      return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    });
}

/** The build's files, as paths relative to `outDir`, leaving out .vite/ and the like. */
function builtFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
}

/** Vite's `[name]-[hash].[ext]`, and the precompressed copies of such a file. */
const hashedName = /-[\w-]{8}\.[^/\\]+$/;

/** Reads what the headers depend on from the build in `outDir`. */
export function readSiteFacts(buildDir: string): SiteFacts {
  const outDir = resolve(buildDir);
  const backendUrl = builtBackendUrl(outDir);
  if (!backendUrl) {
    throw new Error(
      `${backendNotePath(outDir)} is missing, so the Supabase origin the site may reach is unknown. Build with npm run build (or npm run build:local).`,
    );
  }
  const files = builtFiles(outDir);
  // The year-long immutable rule is only true of files named by their content.
  const unhashed = files.filter(
    (file) => file.startsWith(`${hashedAssetsFolder}/`) && !hashedName.test(file),
  );
  if (unhashed.length > 0) {
    throw new Error(
      `${hashedAssetsFolder}/ must hold only hashed files, not ${unhashed.join(', ')}`,
    );
  }
  const hashes = new Set(
    files
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => inlineScriptHashes(readFileSync(join(outDir, file), 'utf8'))),
  );
  const rootEntries = readdirSync(outDir, { withFileTypes: true })
    .filter(
      ({ name }) =>
        !name.startsWith('.') &&
        name !== hashedAssetsFolder &&
        !(hostFiles as readonly string[]).includes(name) &&
        // Precompressed copies, for the preview server only: hosts compress by themselves.
        !/\.(?:br|gz)$/.test(name),
    )
    .map((entry) => ({ name: entry.name, folder: entry.isDirectory() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    backendOrigin: new URL(backendUrl).origin,
    scriptHashes: [...hashes].sort(),
    rootEntries,
  };
}

/** Writes the host files into the build; run after the pages and the backend note exist. */
export async function writeHostFiles(outDir: string): Promise<HeaderRule[]> {
  const rules = hostingRules(readSiteFacts(outDir));
  await Promise.all([
    writeFile(join(outDir, '_headers'), headersFile(rules)),
    writeFile(join(outDir, '_redirects'), redirectsFile()),
    writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`),
  ]);
  return rules;
}
