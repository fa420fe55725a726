/*
 * Steps of a booth shift the event-mode suites share: set the booth up, take a visitor's
 * details, open the staff strip. Each acts on the screen as staff and visitors do.
 */
import { expect, type Page } from '@playwright/test';
import { createEnrolmentCode } from './device-enrolment';
import { scaled } from './host-speed';

export const staffPin = '2468';

/**
 * Opens /event at its set-up. The set-up lives on the device, so the prerendered page is an
 * empty screen until the app hydrates: on a busy machine that takes longer than expect's
 * default 5 s.
 */
export async function openEventSetup(page: Page) {
  await page.goto('/event');
  await expect(page.getByRole('form', { name: 'Event set-up' })).toBeVisible({
    timeout: scaled(30_000),
  });
}

/** Sets the booth up online, enrolling the device with a code an admin made for the event. */
export async function setUpEvent(page: Page, eventName: string, staffName = 'Sam Staff') {
  const form = page.getByRole('form', { name: 'Event set-up' });
  await form.getByLabel('Event name').fill(eventName);
  await form.getByLabel('Your name').fill(staffName);
  await form.getByLabel('Staff PIN').fill(staffPin);
  await form.getByLabel('Enrolment code').fill(await createEnrolmentCode(eventName));
  await form.getByRole('button', { name: 'Start event mode' }).click();
  await expect(page.getByRole('form', { name: 'Event lead form' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(eventName);
}

export function leadForm(page: Page) {
  return page.getByRole('form', { name: 'Event lead form' });
}

/** A visitor fills the form and submits it; resolves on the thank-you screen. */
export async function captureLead(page: Page, fullName: string, email: string) {
  const form = leadForm(page);
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Company').fill('Booth Visitors Ltd');
  await form.getByLabel('Agentic AI').check();
  await form.getByLabel('I agree to be contacted about my enquiry').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  const firstName = fullName.split(' ')[0] ?? fullName;
  await expect(page.getByRole('heading', { name: `Thank you, ${firstName}!` })).toBeVisible();
}

export async function openStaffStrip(page: Page) {
  await page.getByRole('button', { name: 'Staff' }).click();
  const prompt = page.getByRole('dialog', { name: 'Staff' });
  await prompt.getByLabel('Staff PIN').fill(staffPin);
  await prompt.getByRole('button', { name: 'Open' }).click();
  const strip = page.getByRole('dialog', { name: 'Staff' });
  await expect(strip.getByText('Captured today')).toBeVisible();
  // The PIN prompt has left: from here on the strip is the only dialog.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  return strip;
}

/** The figure under a label on the staff strip, e.g. 'Waiting to send'. */
export function stripFigure(page: Page, label: string) {
  return page
    .getByRole('dialog', { name: 'Staff' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
}
