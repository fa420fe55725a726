import { expect, test } from '@playwright/test';
import { rowsWhere, uniqueEmail } from './backend';
import { openPage } from './open-page';

test('an anonymous visitor books a consultation', async ({ page }) => {
  const email = uniqueEmail('booking');
  await openPage(page, '/services');
  await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();

  await dialog.getByLabel('Name').fill('Grace Hopper');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Company').fill('Navy Labs');
  // A wish: the free times do not suit, so a date and a time instead.
  await dialog.getByRole('checkbox', { name: 'None of these times work' }).check();
  await dialog.getByLabel('Preferred date').fill('2026-12-01');
  await dialog.getByLabel('Preferred time').fill('10:30');
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();

  await expect(page.getByText('Consultation Booked!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = await rowsWhere('consultations', 'email', email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Grace Hopper',
    company: 'Navy Labs',
    service_type: 'General Consultation',
    status: 'pending',
    preferred_date: '2026-12-01',
    phone: null,
  });
});

test('an anonymous visitor sends a contact message', async ({ page }) => {
  const email = uniqueEmail('contact');
  await openPage(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('  Ada Lovelace  ');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('We want to automate invoice matching.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 2-3 business days.")).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  const rows = await rowsWhere('contact_submissions', 'email', email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', company: null });
});

test('an anonymous visitor applies for an internship', async ({ page }) => {
  const email = uniqueEmail('apply');
  await openPage(page, '/careers');
  await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for AI Intern' });
  await dialog.getByLabel('Full name').fill('Alan Turing');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+91 98765 43210');
  await dialog.getByLabel('Location').fill('Bangalore');
  await dialog.getByLabel('Years of experience').selectOption('Less than 1 year');
  await dialog.getByLabel('Availability').selectOption('Immediately');
  await dialog
    .getByLabel('Cover letter')
    .fill('I build small language-model tools and want to learn from production work.');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByText('Application Submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = await rowsWhere('job_applications', 'email', email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    position: 'AI Intern',
    full_name: 'Alan Turing',
    linkedin_url: null,
  });
});

test('featured testimonials appear on the home page, newest first, at most three', async ({
  page,
}) => {
  await openPage(page, '/');
  // The section loads as the reader nears it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'What Our Clients Say' });
  await expect(section.getByRole('figure')).toHaveCount(3);
  await expect(section.getByRole('figure').first()).toContainText('Priya Raman');
});
