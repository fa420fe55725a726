// The headers the site is served with (scripts/hosting-headers.ts): which path gets which,
// a policy that reaches nothing remote but the Supabase project, immutable caching only for
// hashed assets, host files that say exactly the rules, and a preview server that sends them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  hostingRules,
  immutableCache,
  inlineScriptHashes,
  manifestType,
  readSiteFacts,
  redirectsFile,
  revalidateCache,
  ruleMatches,
  vercelConfig,
  writeHostFiles,
  type HeaderRule,
  type SiteFacts,
} from '../../scripts/hosting-headers.ts';
import { startPreviewServer } from '../../scripts/preview-server.ts';

const backendOrigin = 'https://abcdefgh.supabase.co';
/** 'alert(1)', the example hash of the CSP specification. */
const alertHash = 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';

const facts: SiteFacts = {
  backendOrigin,
  scriptHashes: [alertHash],
  rootEntries: [
    { name: '404.html', folder: false },
    { name: 'about', folder: true },
    { name: 'icons', folder: true },
    { name: 'index.html', folder: false },
    { name: 'manifest.webmanifest', folder: false },
    { name: 'sw.js', folder: false },
  ],
};
const rules = hostingRules(facts);

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** A rule's own path, or a path inside its folder. */
const examplePath = (rule: HeaderRule) =>
  rule.path.endsWith('/*') ? `${rule.path.slice(0, -1)}example` : rule.path;

describe('the Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy(facts));

  it('lets pages and the worker reach the site and the Supabase project only', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", backendOrigin]);
    expect(policy.get('img-src')).toEqual(["'self'", backendOrigin]);
    const remote = [...policy.values()].flat().filter((source) => !source.startsWith("'"));
    expect(new Set(remote)).toEqual(new Set([backendOrigin]));
  });

  it('runs the site’s own scripts and the build’s inline scripts by hash, nothing inline else', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'${alertHash}'`]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the rules', () => {
  it('give every path the security headers', () => {
    for (const path of ['/', '/about', '/assets/index-AbCd1234.js', '/sw.js', '/no/such/page']) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Security-Policy'], path).toBe(contentSecurityPolicy(facts));
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['X-Frame-Options'], path).toBe('DENY');
      expect(headers['Permissions-Policy'], path).toContain('screen-wake-lock=(self)');
      expect(headers['Permissions-Policy'], path).toContain('camera=(self)');
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
        expect(headers['Permissions-Policy'], path).toContain(`${feature}=()`);
      }
    }
  });

  it('keep hashed assets a year and have everything else revalidated', () => {
    expect(headersFor(rules, '/assets/index-AbCd1234.js')['Cache-Control']).toBe(immutableCache);
    for (const path of [
      '/',
      '/index.html',
      '/about',
      '/about/',
      '/about/index.html',
      '/404.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]) {
      expect(headersFor(rules, path)['Cache-Control'], path).toBe(revalidateCache);
    }
    // A path no file answers gets the host's own default for the 404 page, never a year.
    expect(headersFor(rules, '/no/such/page')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/assetsX/file.js')['Cache-Control']).toBeUndefined();
  });

  it('serve the manifest as a web app manifest', () => {
    expect(headersFor(rules, '/manifest.webmanifest')['Content-Type']).toBe(manifestType);
    expect(headersFor(rules, '/sw.js')['Content-Type']).toBeUndefined();
  });

  it('never set one header twice for a path, which hosts would join with a comma', () => {
    for (const rule of rules) {
      const path = examplePath(rule);
      const names = rules
        .filter((other) => ruleMatches(other.path, path))
        .flatMap((other) => Object.keys(other.headers));
      expect(names.length, path).toBe(new Set(names).size);
    }
  });

  it('match as Netlify does: exact paths, and a folder with all below it', () => {
    expect(ruleMatches('/*', '/')).toBe(true);
    expect(ruleMatches('/about/*', '/about')).toBe(true);
    expect(ruleMatches('/about/*', '/about/team')).toBe(true);
    expect(ruleMatches('/about/*', '/aboutus')).toBe(false);
    expect(ruleMatches('/sw.js', '/sw.js')).toBe(true);
    expect(ruleMatches('/sw.js', '/sw.jsx')).toBe(false);
  });
});

describe('the host files', () => {
  it('say exactly the rules in _headers', () => {
    const parsed: HeaderRule[] = [];
    for (const line of headersFile(rules).split('\n')) {
      if (!line || line.startsWith('#')) continue;
      if (line.startsWith('/')) parsed.push({ path: line, headers: {} });
      else {
        const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
        parsed.at(-1)!.headers[name!] = value!;
      }
    }
    expect(parsed).toEqual(rules);
  });

  it('say exactly the rules in vercel.json, in Vercel’s path syntax', () => {
    const config = vercelConfig(rules) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(config.headers.map((rule) => rule.source)).toEqual(
      rules.map((rule) =>
        rule.path === '/*'
          ? '/:path*'
          : rule.path.endsWith('/*')
            ? `${rule.path.slice(0, -2)}/:path*`
            : rule.path,
      ),
    );
    expect(
      config.headers.map((rule) =>
        Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
      ),
    ).toEqual(rules.map((rule) => rule.headers));
  });

  it('send unknown paths to the 404 page with status 404', () => {
    expect(redirectsFile()).toContain('/*  /404.html  404\n');
  });

  it('fail the build past what Cloudflare Pages reads', () => {
    const many = { ...facts, scriptHashes: Array.from({ length: 40 }, () => alertHash) };
    expect(() => headersFile(hostingRules(many))).toThrow(/at most 2000/);
    const entries = Array.from({ length: 100 }, (_, index) => ({
      name: `p${index}`,
      folder: true,
    }));
    expect(() => headersFile(hostingRules({ ...facts, rootEntries: entries }))).toThrow(
      /at most 100/,
    );
  });
});

describe('inline script hashes', () => {
  it('are taken of the scripts a browser runs, as it hashes them', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<script>alert(1)\r\n</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/index-AbCd1234.js"></script>',
      '<script data-src="x"></script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      alertHash,
      alertHash,
      'sha256-MaeD7tQk/YNyd6Pm9J12ROmv0Z93QwNN4VH7v3gI+RI=',
      'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
    ]);
  });
});

describe('a build on disk', () => {
  let outDir: string;
  const put = async (file: string, text: string) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), text);
  };

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'hosting-headers-'));
    await put('.vite/backend.json', JSON.stringify({ url: `${backendOrigin}/` }));
    await put('index.html', '<head><script>alert(1)</script></head><body>home</body>');
    await put('index.html.br', 'compressed');
    await put('about/index.html', '<script>alert(2)</script><body>about</body>');
    await put('404.html', '<script>alert(1)</script><body>Oops! Page not found</body>');
    await put('assets/index-AbCd1234.js', 'export {};');
    await put('sw.js', 'self;');
    await put('manifest.webmanifest', '{"id":"/"}');
    await put('icons/icon-192.png', 'png');
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('gives the facts the rules need, the same before and after the host files', async () => {
    const before = readSiteFacts(outDir);
    expect(before.backendOrigin).toBe(backendOrigin);
    expect(before.scriptHashes).toEqual(
      [alertHash, inlineScriptHashes('<script>alert(2)</script>')[0]].sort(),
    );
    expect(before.rootEntries.map((entry) => entry.name)).toEqual([
      '404.html',
      'about',
      'icons',
      'index.html',
      'manifest.webmanifest',
      'sw.js',
    ]);
    const written = await writeHostFiles(outDir);
    expect(readSiteFacts(outDir)).toEqual(before);
    expect(written).toEqual(hostingRules(before));
    expect(await readFile(join(outDir, '_headers'), 'utf8')).toBe(headersFile(written));
    expect(JSON.parse(await readFile(join(outDir, 'vercel.json'), 'utf8'))).toEqual(
      vercelConfig(written),
    );
    expect(await readFile(join(outDir, '_redirects'), 'utf8')).toBe(redirectsFile());
  });

  it('is sent with the same headers by the preview server', async () => {
    await writeHostFiles(outDir);
    const server = await startPreviewServer({ dir: outDir, port: 0 });
    try {
      const rules = hostingRules(readSiteFacts(outDir));
      const get = (path: string) =>
        fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      for (const [path, status] of [
        ['/', 200],
        ['/about', 200],
        ['/assets/index-AbCd1234.js', 200],
        ['/sw.js', 200],
        ['/manifest.webmanifest', 200],
        ['/icons/icon-192.png', 200],
        ['/no/such/page', 404],
      ] as const) {
        const response = await get(path);
        expect(response.status, path).toBe(status);
        for (const [name, value] of Object.entries(headersFor(rules, path))) {
          expect(response.headers.get(name), `${name} of ${path}`).toBe(value);
        }
      }
      expect(await (await get('/no/such/page')).text()).toContain('Oops! Page not found');
    } finally {
      await server.close();
    }
  });

  it('refuses an unhashed file in assets/, which would be cached for a year', async () => {
    await put('assets/logo.svg', '<svg/>');
    try {
      expect(() => readSiteFacts(outDir)).toThrow(/assets\/logo\.svg/);
    } finally {
      await rm(join(outDir, 'assets/logo.svg'));
    }
  });

  it('refuses a build that does not say its backend', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'hosting-headers-'));
    try {
      expect(() => readSiteFacts(empty)).toThrow(/backend\.json is missing/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
