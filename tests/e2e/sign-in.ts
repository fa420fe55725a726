import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seededAdmin } from './backend';
import { openPage } from './open-page';

/** Signs in through the /auth form, acting at first paint like a person. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const stepMs = 30_000;

/** The code an authenticator app shows at `at`. */
export const totpCode = (secret: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

/**
 * At /admin's 'Enter your authentication code', types the code as a person would: the one
 * the app shows; if an earlier sign-in (another test) used it, the next one, which the
 * server's window takes; if that is used too, the app's next code once it appears.
 */
export async function passSecondFactor(page: Page, secret = seededAdmin.totpSecret) {
  const form = page.getByRole('form', { name: 'Authentication code' });
  for (let round = 0; round < 3; round += 1) {
    const now = Date.now();
    for (const at of [now, now + stepMs]) {
      await form.getByLabel('Authentication code').fill(totpCode(secret, at));
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          /\/factors\/[^/]+\/verify$/.test(response.url()),
      );
      await form.getByRole('button', { name: 'Verify' }).click();
      if ((await answer).ok()) {
        await expect(form).toBeHidden();
        return;
      }
      await expect(form.getByText('Invalid TOTP code entered')).toBeVisible();
    }
    // Both codes are spent: wait for the app's next one, as a person would.
    const nextStep = (Math.floor(now / stepMs) + 2) * stepMs;
    test.info().setTimeout(test.info().timeout + stepMs * 2);
    await page.waitForTimeout(Math.max(0, nextStep - Date.now()));
  }
  throw new Error('no authentication code was accepted');
}

/** The seeded admin signs in with the password, then the code, and lands on the dashboard. */
export async function signInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await signIn(page, seededAdmin.email, seededAdmin.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await openPage(page, path);
  await passSecondFactor(page);
}
