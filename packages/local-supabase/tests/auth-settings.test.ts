// The pieces behind the local backend's mailed links that need no server: GoTrue's redirect
// allow-list, where the mail catcher keeps its mail, and where auth mail is
// sent (reading config.toml is in project-config.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inboxFile } from '../src/local-inbox.ts';
import type { RedirectSettings } from '../src/redirect-urls.ts';
import { globMatches, isAllowedRedirect } from '../src/redirect-urls.ts';
import { smtpFromEnv } from '../src/smtp.ts';

const workDir = mkdtempSync(join(tmpdir(), 'auth-settings-'));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('redirects GoTrue allows', () => {
  const settings: RedirectSettings = {
    siteUrl: 'https://site.example.com',
    additionalRedirectUrls: ['https://*.preview.example.com/**', 'myapp://callback'],
  };

  it.each([
    ['https://site.example.com/auth/reset-password', true],
    ['http://site.example.com/', false],
    ['https://site.example.com:8443/', false],
    ['http://127.0.0.1:4173/auth/reset-password', true],
    ['http://localhost:5173/', false],
    ['http://2130706433/', false],
    ['http://10.0.0.1/', false],
    ['https://pr-7.preview.example.com/auth/reset-password', true],
    ['https://a.b.preview.example.com/', false],
    ['myapp://callback', true],
    ['https://evil.example/', false],
    ['not a url', false],
  ])('%s: %s', (url, allowed) => {
    expect(isAllowedRedirect(settings, url)).toBe(allowed);
  });

  it('matches gobwas globs with . and / as separators', () => {
    expect(globMatches('http://127.0.0.1:5173', 'http://127.0.0.1:5173')).toBe(true);
    expect(globMatches('https://{a,b}.example.com/*', 'https://b.example.com/x')).toBe(true);
    expect(globMatches('https://{a,b}.example.com/*', 'https://b.example.com/x/y')).toBe(false);
    expect(globMatches('https://app?.example.com', 'https://app1.example.com')).toBe(true);
  });
});

describe('mail', () => {
  it('is kept beside a persisted database, and only there', () => {
    expect(inboxFile(join(workDir, 'db'))).toBe(`${join(workDir, 'db')}.inbox.json`);
    expect(inboxFile('memory')).toBeNull();
    expect(inboxFile('postgres://localhost/db')).toBeNull();
  });

  it('goes to SMTP_HOST only when it is set', () => {
    expect(smtpFromEnv({})).toBeNull();
    expect(smtpFromEnv({ SMTP_HOST: ' ' })).toBeNull();
    expect(smtpFromEnv({ SMTP_HOST: 'smtp.example.com' })).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
    });
    expect(
      smtpFromEnv({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '587',
        SMTP_USER: 'me',
        SMTP_PASS: 'secret',
      }),
    ).toEqual({ host: 'smtp.example.com', port: 587, user: 'me', pass: 'secret', secure: false });
  });
});
