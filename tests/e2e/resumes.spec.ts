/*
 * A résumé attached to an application, as an applicant and an admin meet it: online and
 * offline (kept on the device through a reload, sent once, through a signed upload URL),
 * the files the form refuses, the admin's download, and what the API lets a stranger see.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { resumeMessages } from '../../src/shared/leads/resume';
import { mailsTo } from 'local-supabase/inbox-client';
import {
  anonKey,
  apiUrl,
  inboxUrl,
  rowsWhere,
  seededAdmin,
  serviceRoleKey,
  uniqueEmail,
} from './backend';
import { settledNotifications } from './follow-up';
import { outboxIndicator, waitForOfflineReady } from './offline-helpers';
import { openPage } from './open-page';
import { passSecondFactor, signIn } from './sign-in';

/** A PDF of about `bytes` bytes whose content is unique to `seed`. */
function pdf(bytes: number, seed: string): Buffer {
  const head = Buffer.from(`%PDF-1.7\n% ${seed}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  const body = Buffer.alloc(Math.max(0, bytes - head.length - tail.length));
  for (let index = 0; index < body.length; index += 1) body[index] = 32 + ((index * 7) % 90);
  return Buffer.concat([head, body, tail]);
}

async function openApplication(page: Page) {
  await openPage(page, '/careers');
  await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
  return page.getByRole('dialog', { name: 'Apply for AI Intern' });
}

async function fillApplication(page: Page, email: string) {
  const dialog = await openApplication(page);
  await dialog.getByLabel('Full name').fill('Alan Turing');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+91 98765 43210');
  await dialog.getByLabel('Location').fill('Bangalore');
  await dialog.getByLabel('Years of experience').selectOption('Less than 1 year');
  await dialog.getByLabel('Availability').selectOption('Immediately');
  await dialog
    .getByLabel('Cover letter')
    .fill('I build small language-model tools and want to learn from production work.');
  return dialog;
}

const resumeField = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByLabel('Résumé (PDF or Word, up to 5 MB)');

/** The stored object's bytes, read as the service role. */
async function storedResume(path: string): Promise<Buffer> {
  const response = await fetch(`${apiUrl}/storage/v1/object/authenticated/resumes/${path}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Every object in an application's folder, listed as the service role. */
async function folderOf(applicationId: string): Promise<{ name: string }[]> {
  const response = await fetch(`${apiUrl}/storage/v1/object/list/resumes`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ prefix: applicationId, limit: 100 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { name: string }[];
}

test(
  'an applicant attaches a PDF, is acknowledged without its name restated, and an admin downloads the same bytes',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    test.slow();
    const email = uniqueEmail('resume');
    const file = pdf(200 * 1024, email);
    const dialog = await fillApplication(page, email);
    await resumeField(dialog).setInputFiles({
      name: 'Alan Turing CV.pdf',
      mimeType: 'application/pdf',
      buffer: file,
    });
    await expect(dialog.getByRole('button', { name: 'Remove Alan Turing CV.pdf' })).toBeVisible();
    // The file goes up through a signed upload URL the backend issued after its grant.
    const signedUpload = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        request.url().includes('/storage/v1/object/upload/sign/resumes/') &&
        request.url().includes('token='),
    );
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await signedUpload;
    await expect(page.getByText('Application Submitted!')).toBeVisible();

    const [row] = await rowsWhere('job_applications', 'email', email);
    const id = String(row?.id);
    expect(row?.resume_path).toBe(`${id}/Alan-Turing-CV.pdf`);
    expect((await storedResume(`${id}/Alan-Turing-CV.pdf`)).equals(file)).toBe(true);

    await settledNotifications(id);
    const [acknowledgement] = await mailsTo(inboxUrl, email);
    // An acknowledgement restates nothing the visitor typed, the file's name included.
    expect(acknowledgement?.Text).toMatch(
      /^Cognivance AI\n\nWe received your job application\n\nHello Alan Turing,\n\nThank you: your job application reached us\./,
    );
    expect(acknowledgement?.Text).not.toContain('Alan-Turing-CV.pdf');

    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await openPage(page, `/admin?kind=application&lead=${id}`);
    await passSecondFactor(page);
    const link = page.getByRole('button', { name: 'Résumé of Alan Turing' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Alan-Turing-CV.pdf');
    expect((await readFile(await download.path())).equals(file)).toBe(true);
  },
);

test('a 2 MB résumé applied with offline survives a reload and arrives once, byte for byte', async ({
  page,
  context,
}) => {
  test.slow();
  const email = uniqueEmail('resume-offline');
  const file = pdf(2 * 1024 * 1024, email);
  await waitForOfflineReady(page, '/careers');
  await context.setOffline(true);

  const dialog = await fillApplication(page, email);
  await resumeField(dialog).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: file,
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Saved offline')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(outboxIndicator(page)).toHaveText('1 pending');
  await outboxIndicator(page).click();
  await expect(page.getByText('Résumé: cv.pdf')).toBeVisible();
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(page.getByText('Application Submitted!')).toBeVisible();
  await expect(outboxIndicator(page)).toBeHidden();
  const rows = await rowsWhere('job_applications', 'email', email);
  expect(rows).toHaveLength(1);
  const id = String(rows[0]?.id);
  expect(rows[0]?.resume_path).toBe(`${id}/cv.pdf`);
  expect(await folderOf(id)).toHaveLength(1);
  expect((await storedResume(`${id}/cv.pdf`)).equals(file)).toBe(true);
});

test('a picture renamed .pdf, a 6 MB PDF and a program are refused under the field', async ({
  page,
}) => {
  const email = uniqueEmail('resume-refused');
  const dialog = await fillApplication(page, email);
  const field = resumeField(dialog);
  const submit = dialog.getByRole('button', { name: 'Submit Application' });
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2048, 1),
  ]);
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0)]);
  const refusals = [
    {
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: png,
      message: resumeMessages.wrongType,
    },
    {
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(6 * 1024 * 1024, email),
      message: resumeMessages.tooLarge,
    },
    {
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: exe,
      message: resumeMessages.wrongType,
    },
  ];
  for (const { message, ...file } of refusals) {
    await field.setInputFiles(file);
    await expect(dialog.getByText(message)).toBeVisible();
    await submit.click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog).toBeVisible();
  }
  await expect(page.getByText('Application Submitted!')).toHaveCount(0);
  expect(await rowsWhere('job_applications', 'email', email)).toEqual([]);
});

test('a stranger with the public key can neither list nor fetch résumés', async ({ page }) => {
  const email = uniqueEmail('resume-private');
  const file = pdf(10 * 1024, email);
  const dialog = await fillApplication(page, email);
  await resumeField(dialog).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: file,
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted!')).toBeVisible();
  const [row] = await rowsWhere('job_applications', 'email', email);
  const path = String(row?.resume_path);

  const anon = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  const list = await fetch(`${apiUrl}/storage/v1/object/list/resumes`, {
    method: 'POST',
    headers: { ...anon, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix: '', limit: 100 }),
  });
  expect(list.status).toBe(200);
  expect(await list.json()).toEqual([]);
  for (const url of [
    `${apiUrl}/storage/v1/object/authenticated/resumes/${path}`,
    `${apiUrl}/storage/v1/object/resumes/${path}`,
    `${apiUrl}/storage/v1/object/public/resumes/${path}`,
  ]) {
    const answer = await fetch(url, { headers: anon });
    expect(answer.status, url).not.toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).includes(Buffer.from(email))).toBe(false);
  }
  const sign = await fetch(`${apiUrl}/storage/v1/object/sign/resumes/${path}`, {
    method: 'POST',
    headers: { ...anon, 'Content-Type': 'application/json' },
    body: JSON.stringify({ expiresIn: 60 }),
  });
  expect(sign.status).not.toBe(200);
  const overwrite = await fetch(`${apiUrl}/storage/v1/object/resumes/${path}`, {
    method: 'PUT',
    headers: { ...anon, 'Content-Type': 'application/pdf', 'x-upsert': 'true' },
    body: new Uint8Array(pdf(1024, 'replaced')),
  });
  expect(overwrite.status).not.toBe(200);
  const signUpload = await fetch(`${apiUrl}/storage/v1/object/upload/sign/resumes/${path}`, {
    method: 'POST',
    headers: { ...anon, 'x-upsert': 'true' },
  });
  // Storage's answer to a refused policy: HTTP 400, the real status in the body.
  expect(await signUpload.json()).toMatchObject({
    statusCode: '403',
    message: 'new row violates row-level security policy',
  });
  expect((await storedResume(path)).equals(file)).toBe(true);
});
