// The pieces behind the local backend's mailed links that need no server: reading
// supabase/config.toml (and the CLI's SUPABASE_* overrides), GoTrue's redirect allow-list,
// where the mail catcher keeps its mail, and the auth mail's escaping and sender.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inboxFile } from '../../supabase/local/local-inbox.ts';
import { composeMail } from '../../supabase/local/mailer.ts';
import type { AuthSettings } from '../../supabase/local/project-config.ts';
import { authSettingsFrom, readAuthSettings } from '../../supabase/local/project-config.ts';
import { globMatches, isAllowedRedirect } from '../../supabase/local/redirect-urls.ts';
import { smtpFromEnv } from '../../supabase/functions/_shared/mail/smtp.ts';
import { mailSender } from '../../supabase/local/mail-sender.ts';
import { parseToml } from '../../supabase/local/toml.ts';

const workDir = mkdtempSync(join(tmpdir(), 'auth-settings-'));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('supabase/config.toml', () => {
  it("is read as the project states it, confirmations off by the file's default", () => {
    expect(readAuthSettings({})).toEqual({
      siteUrl: 'http://127.0.0.1:4173',
      additionalRedirectUrls: ['http://127.0.0.1:5173'],
      enableConfirmations: false,
      otpExpirySeconds: 3600,
      maxFrequencySeconds: 1,
    });
  });

  it('gives way to the Supabase CLI environment variables', () => {
    const settings = readAuthSettings({
      SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS: 'true',
      SUPABASE_AUTH_SITE_URL: 'https://example.com',
      SUPABASE_AUTH_EMAIL_MAX_FREQUENCY: '1m30s',
    });
    expect(settings).toMatchObject({
      enableConfirmations: true,
      siteUrl: 'https://example.com',
      maxFrequencySeconds: 90,
    });
    expect(() => readAuthSettings({ SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS: 'yes' })).toThrow(
      'auth.email.enable_confirmations has an unusable value "yes"',
    );
  });

  it("takes the CLI's defaults for what the file leaves out", () => {
    expect(authSettingsFrom(parseToml(''), {})).toEqual({
      siteUrl: 'http://127.0.0.1:3000',
      additionalRedirectUrls: [],
      enableConfirmations: false,
      otpExpirySeconds: 3600,
      maxFrequencySeconds: 1,
    });
  });
});

describe('the TOML reader', () => {
  it('reads tables, dotted and quoted keys, strings, numbers, arrays and inline tables', () => {
    const keys = parseToml(
      [
        'top = "a \\"quoted\\" \\u00e9" # comment',
        '[auth]',
        "site_url = 'C:\\literal'",
        'urls = [',
        '  "one", # first',
        '  "two",',
        ']',
        '[auth.email]',
        'enable_confirmations = true',
        'otp_expiry = 3_600',
        'smtp = { host = "localhost", port = 2500 }',
        '"quoted.key" = -1.5e2',
        'text = """',
        'two \\',
        '   lines"""',
      ].join('\n'),
    );
    expect(Object.fromEntries(keys)).toEqual({
      top: 'a "quoted" é',
      'auth.site_url': 'C:\\literal',
      'auth.urls': ['one', 'two'],
      'auth.email.enable_confirmations': true,
      'auth.email.otp_expiry': 3600,
      'auth.email.smtp': { host: 'localhost', port: 2500 },
      'auth.email.smtp.host': 'localhost',
      'auth.email.smtp.port': 2500,
      'auth.email.quoted.key': -150,
      'auth.email.text': 'two lines',
    });
  });

  it('refuses what it does not understand, naming the line', () => {
    expect(() => parseToml('a = 1\n[[buckets]]', 'config.toml')).toThrow(
      'config.toml:2: arrays of tables are not supported',
    );
    expect(() => parseToml('when = 1979-05-27')).toThrow("TOML:1: unsupported value '1979-05-27'");
    expect(() => parseToml('a = 1\na = 2')).toThrow("'a' is defined twice");
    expect(() => parseToml('a = "open')).toThrow('unterminated string');
  });
});

describe('redirects GoTrue allows', () => {
  const settings: AuthSettings = {
    siteUrl: 'https://site.example.com',
    additionalRedirectUrls: ['https://*.preview.example.com/**', 'myapp://callback'],
    enableConfirmations: true,
    otpExpirySeconds: 3600,
    maxFrequencySeconds: 1,
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

  it("is written from GoTrue's templates with the link escaped in the HTML", () => {
    const mail = composeMail({
      to: 'keep@example.com',
      kind: 'recovery',
      link: 'http://x/verify?a=1&b=2',
    });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('href="http://x/verify?a=1&amp;b=2"');
    expect(mail.text).toContain('Reset password: http://x/verify?a=1&b=2\n');
  });

  it("comes from the site's no-reply address unless SMTP_SENDER names another", () => {
    expect(mailSender({})).toBe('Cognivance AI <no-reply@cognivance.example>');
    expect(mailSender({ SMTP_SENDER: 'Ops <ops@example.com>' })).toBe('Ops <ops@example.com>');
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
