// Where GoTrue lets an e-mail link send the browser back to, as its utilities/request.go
// decides: the request's redirect_to, else its Referer, when either is the site (scheme and
// host of site_url, any port on a loopback host), a loopback address, or matches an
// additional_redirect_urls glob; otherwise site_url itself. Runs in Node.
// Invariant: a link never leads anywhere the project's settings do not allow.
import type { IncomingMessage } from 'node:http';
import { header } from './http-util.ts';
import type { AuthSettings } from './project-config.ts';

/** The settings a redirect is checked against. */
export type RedirectSettings = Pick<AuthSettings, 'siteUrl' | 'additionalRedirectUrls'>;

const localHostnames = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const regularHostname = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

/** The redirect GoTrue would use for this request (GetReferrer). */
export function referrer(req: IncomingMessage, url: URL, settings: RedirectSettings): string {
  const requested = header(req, 'redirect_to') || url.searchParams.get('redirect_to') || '';
  if (isAllowedRedirect(settings, requested)) return requested;
  const referer = header(req, 'referer') ?? '';
  if (isAllowedRedirect(settings, referer)) return referer;
  return settings.siteUrl;
}

/** GoTrue's IsRedirectURLValid. */
export function isAllowedRedirect(settings: RedirectSettings, redirect: string): boolean {
  if (!redirect || !URL.canParse(redirect) || !URL.canParse(settings.siteUrl)) return false;
  // GoTrue refuses an IP written as one decimal number (http://2130706433/), which the
  // WHATWG parser would quietly turn into 127.0.0.1.
  const writtenHost = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^:/?#]*)/i.exec(redirect)?.[1];
  if (writtenHost && /^[0-9]+$/.test(writtenHost)) return false;
  const site = new URL(settings.siteUrl);
  const target = new URL(redirect);
  const host = hostname(target);
  if (
    hostname(site) === host &&
    site.protocol === target.protocol &&
    (site.port === target.port || isLocalhost(host))
  ) {
    return true;
  }
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (isIpAddress(host)) return isLoopbackIp(host);
  if (isHttp && !regularHostname.test(host)) return false;
  const withoutFragment = redirect.split('#')[0] ?? '';
  return settings.additionalRedirectUrls.some((pattern) => globMatches(pattern, withoutFragment));
}

const hostname = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

function isLocalhost(host: string): boolean {
  return localHostnames.has(host) || host.endsWith('.localhost');
}

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIpAddress(host: string): boolean {
  return ipv4.test(host) || host.includes(':');
}

function isLoopbackIp(host: string): boolean {
  return ipv4.exec(host)?.[1] === '127' || host === '::1';
}

/**
 * gobwas/glob as GoTrue compiles the allow-list (separators '.' and '/'): `*` and `?` stay
 * within one label or path segment, `**` crosses them, `{a,b}` and `[...]` as usual.
 */
export function globMatches(pattern: string, value: string): boolean {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '\\' && i + 1 < pattern.length) {
      i += 1;
      source += escapeRegExp(pattern[i] ?? '');
    } else if (char === '*') {
      const deep = pattern[i + 1] === '*';
      if (deep) i += 1;
      source += deep ? '.*' : '[^./]*';
    } else if (char === '?') {
      source += '[^./]';
    } else if (char === '{') {
      const end = pattern.indexOf('}', i);
      if (end < 0) return pattern === value;
      const options = pattern.slice(i + 1, end).split(',');
      source += `(?:${options.map(escapeRegExp).join('|')})`;
      i = end;
    } else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) return pattern === value;
      const body = pattern.slice(i + 1, end).replace(/^!/, '^');
      source += `[${body.replaceAll('\\', '\\\\')}]`;
      i = end;
    } else {
      source += escapeRegExp(char);
    }
  }
  try {
    return new RegExp(`^${source}$`).test(value);
  } catch {
    return false;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
