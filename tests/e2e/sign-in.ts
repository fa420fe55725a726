import type { Page } from '@playwright/test';
import { openPage } from './open-page';

/** Signs in through the /auth form, acting at first paint like a person. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}
