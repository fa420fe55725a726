/*
 * What a deployed build gives away: only the publishable key and the backend's URL. No
 * service-role key, secret key or JWT secret in any file the host serves, and nothing a
 * visitor typed or was issued (password, access token) in the browser's console.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { authStorageKey } from '../../src/auth/auth-storage-key';
import { jwtSecret, secretKey, serviceRoleKey } from 'local-supabase/jwt';
import { seededAdmin } from './backend';
import { signIn } from './sign-in';
import { testOutDir } from './test-build';

/** Every file of the build, as the host would serve it (compressed twins skipped). */
function builtFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz|png|jpe?g|webp|avif|ico)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('no file of the build holds a secret key', () => {
  const files = builtFiles(testOutDir);
  expect(files.length).toBeGreaterThan(50);
  const leaks = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return [jwtSecret, serviceRoleKey, secretKey].some((secret) => text.includes(secret));
  });
  expect(leaks).toEqual([]);
});

test('signing in, wrongly then rightly, logs no password and no token', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await signIn(page, seededAdmin.email, 'not-the-password-1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page
    .getByRole('form', { name: 'Sign in' })
    .getByLabel(/^Password/)
    .fill(seededAdmin.password);
  await page
    .getByRole('form', { name: 'Sign in' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), authStorageKey);
  expect(token).toContain('access_token');
  const accessToken = (JSON.parse(token!) as { access_token: string }).access_token;
  const leaks = logged.filter(
    (line) =>
      line.includes('not-the-password-1') ||
      line.includes(seededAdmin.password) ||
      line.includes(accessToken),
  );
  expect(leaks).toEqual([]);
});
