/*
 * Steps the offline suites share: wait for the service worker to control the page
 * (the whole site is precached by then), and fill each lead form.
 */
import { expect, type Page } from '@playwright/test';
import { openPage } from './open-page';

/** Opens `url` (the home page by default) and waits until the worker controls it. */
export async function waitForOfflineReady(page: Page, url = '/'): Promise<void> {
  await openPage(page, url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

export async function bookConsultation(page: Page, email: string): Promise<void> {
  await openPage(page, '/services');
  await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByLabel('Name').fill('Booth Visitor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens /contact and fills the form, without sending it. */
export async function fillContactForm(
  page: Page,
  email: string,
  { name = 'Booth Visitor', message = 'Met you at the stand, please follow up.' } = {},
) {
  await openPage(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(message);
  return form;
}

export async function sendContactMessage(page: Page, email: string): Promise<void> {
  const form = await fillContactForm(page, email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
}

export async function applyForInternship(page: Page, email: string): Promise<void> {
  await openPage(page, '/careers');
  await page.getByRole('button', { name: 'Apply Now: BDM Intern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for BDM Intern' });
  await dialog.getByLabel('Full name').fill('Booth Visitor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+91 90000 00000');
  await dialog.getByLabel('Location').fill('Bangalore');
  await dialog.getByLabel('Years of experience').selectOption('Student / fresher');
  await dialog.getByLabel('Availability').selectOption('Within 1 month');
  await dialog
    .getByLabel('Cover letter')
    .fill('I talked to your team at the booth and would love to join the sales internship.');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog).toBeHidden();
}

export function outboxIndicator(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /pending|failed/ })
    .first();
}

/** The leads waiting in the outbox, read from its IndexedDB. */
export function outboxItems(page: Page): Promise<{ attempts: number }[]> {
  return page.evaluate(
    () =>
      new Promise<{ attempts: number }[]>((resolve, reject) => {
        const open = indexedDB.open('lead-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('items').objectStore('items').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as { attempts: number }[]);
          };
        };
      }),
  );
}

/** The most attempts any queued lead has had. */
export async function outboxAttempts(page: Page): Promise<number> {
  return Math.max(0, ...(await outboxItems(page)).map((item) => item.attempts));
}
