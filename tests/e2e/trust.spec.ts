/*
 * Trust, as an admin and a visitor meet it: a message full of links is held (the visitor
 * sees the usual success, nobody is told) until an admin releases it; one person's leads
 * of every kind are found, exported and erased, with the résumé's file.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiUrl, rowsWhere, serviceRoleKey, uniqueEmail } from './backend';
import {
  leadIdOf,
  notificationsOf,
  referenceOf,
  settledNotifications,
  staffMailsNaming,
} from './follow-up';
import { scaled } from './host-speed';
import { bookConsultation, fillContactForm, sendContactMessage } from './offline-helpers';
import { openPage } from './open-page';
import { signInAsAdmin } from './sign-in';

const spamMessage =
  'Cheap backlinks at https://a.example.com https://b.example.com https://c.example.com https://d.example.com and https://e.example.com today';

test(
  'a message with five links is held, told to nobody, then released and announced',
  {
    tag: '@seeded-admin',
  },
  async ({ page }) => {
    test.slow();
    const email = uniqueEmail('held');
    const form = await fillContactForm(page, email, { name: 'Link Seller', message: spamMessage });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();

    const id = await leadIdOf('contact_submissions', email);
    const [row] = await rowsWhere('contact_submissions', 'email', email);
    expect(row).toMatchObject({ held_reason: 'too_many_links' });
    expect(await notificationsOf(id)).toEqual([]);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Held' }).click();
    await page.getByRole('button', { name: "Release Link Seller's contact message" }).click();
    await expect(page.getByText('Lead released')).toBeVisible();

    const rows = await settledNotifications(id);
    expect(
      rows.map((notification) => `${notification.channel}:${notification.state}`).sort(),
    ).toEqual(['acknowledgement:sent', 'staff_email:sent', 'webhook:sent']);
    expect(await staffMailsNaming(referenceOf(id))).toHaveLength(1);
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Audit trail' })
        .getByRole('row')
        .filter({
          hasText: `Contact message ${referenceOf(id)}`,
        }),
    ).toContainText('Released from held (too_many_links)');
  },
);

test(
  'an admin finds, exports and erases a person: a booking, a message and an application with a résumé',
  {
    tag: '@seeded-admin',
  },
  async ({ page }) => {
    // The résumé's file goes on the sweep the erasure calls (private.erased_resumes' trigger,
    // pg_net, the resume-sweep Edge Function).
    test.setTimeout(scaled(180_000));
    const email = uniqueEmail('person');
    await bookConsultation(page, email);
    await sendContactMessage(page, email);
    await openPage(page, '/careers');
    await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for AI Intern' });
    await dialog.getByLabel('Full name').fill('Booth Visitor');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+91 98765 43210');
    await dialog.getByLabel('Location').fill('Bangalore');
    await dialog.getByLabel('Years of experience').selectOption('Student / fresher');
    await dialog.getByLabel('Availability').selectOption('Immediately');
    await dialog
      .getByLabel('Cover letter')
      .fill('Please keep my details only as long as you need them.');
    await dialog.getByLabel('Résumé (PDF or Word, up to 5 MB)').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.7\n% ${email}\n%%EOF\n`),
    });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted!')).toBeVisible();
    const [application] = await rowsWhere('job_applications', 'email', email);
    const resumePath = String(application?.resume_path);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Find a person' }).click();
    const finder = page.getByRole('form', { name: 'Find a person' });
    await finder.getByLabel('E-mail address').fill(email.toUpperCase());
    await finder.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(`3 leads under ${email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Résumé of ${email}` })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const exported = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
      leads: Record<string, unknown[]>;
      resumes: { name: string }[];
    };
    expect(exported.leads.consultations).toHaveLength(1);
    expect(exported.leads.contact_submissions).toHaveLength(1);
    expect(exported.leads.job_applications).toHaveLength(1);
    expect(exported.resumes.map((resume) => resume.name)).toEqual([resumePath]);

    const erase = page.getByRole('button', { name: 'Erase everything' });
    await expect(erase).toBeDisabled();
    await page.getByLabel('Type the address again to erase everything').fill(email);
    await erase.click();
    await expect(page.getByText(`Erased 3 leads of ${email}`)).toBeVisible();
    for (const table of ['consultations', 'contact_submissions', 'job_applications']) {
      expect(await rowsWhere(table, 'email', email)).toEqual([]);
    }
    // The file goes through the Storage API on the resume-sweep function the erasure calls.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${apiUrl}/storage/v1/object/authenticated/resumes/${resumePath}`, {
              headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
            })
          ).status,
        { timeout: scaled(90_000) },
      )
      .not.toBe(200);

    await page.getByRole('tab', { name: 'Audit trail' }).click();
    const trail = page.getByRole('table', { name: 'Audit trail' });
    await expect(
      trail
        .getByRole('row')
        .filter({ hasText: 'Erased everything held about one person (3 leads)' })
        .first(),
    ).toBeVisible();
    await expect(trail).not.toContainText(email);
  },
);
