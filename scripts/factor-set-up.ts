// What admin:grant and admin:reset-mfa print: the authenticator's otpauth:// URI, its secret
// and its QR code drawn in the terminal (uqr, Unicode blocks), for the admin to scan at once;
// and the one-time set-up code with which the admin sees that QR code at /admin instead.
import type { GrantedFactor } from 'local-supabase/admin';
import { renderUnicodeCompact } from 'uqr';
import { localProjectConfig } from '../packages/local-supabase/src/project-config.ts';
import { projectDir } from './local-backend/project.ts';

/** The name the authenticator app shows: SITE_URL's host (hosted), else config.toml's site. */
export function issuerFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(env.SITE_URL || localProjectConfig(projectDir, env).auth.siteUrl).host;
}

export function factorSetUpMessage(
  headline: string,
  factor: Omit<GrantedFactor, 'setUpCode'> & { setUpCode?: string },
): string {
  const setUp = factor.setUpCode
    ? [
        '',
        `Set-up code: ${factor.setUpCode}`,
        'Or give the admin only this one-time code (good for 24 hours): they sign in, type it at',
        '/admin under "Set-up code" and scan the QR code there, and nobody else sees the secret.',
      ]
    : [];
  return [
    headline,
    'Scan this QR code with the authenticator app now; it is shown once:',
    '',
    renderUnicodeCompact(factor.uri, { border: 2 }),
    `URI:    ${factor.uri}`,
    `Secret: ${factor.secret}`,
    ...setUp,
  ].join('\n');
}
