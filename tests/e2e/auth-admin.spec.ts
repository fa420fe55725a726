import { expect, test } from '@playwright/test';
import { rowsWhere, seededAdmin, uniqueEmail } from './backend';
import { expectNoViolations } from './axe';
import { leadReference } from '../../src/shared/leads/lead-reference';
import { openPage } from './open-page';
import { passSecondFactor, signIn } from './sign-in';
import { scaled } from './host-speed';

test('sign up, sign out, sign in, wrong password', async ({ page }) => {
  // Five page loads and four round trips to the auth server, each acted on at first paint.
  test.setTimeout(scaled(60_000));
  const email = uniqueEmail('user');
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel(/^Password/).fill('123');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await signUp.getByLabel('Display name').fill('Katherine');
  await signUp.getByLabel(/^Password/).fill('orbital-mechanics');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const users = await rowsWhere('profiles', 'display_name', 'Katherine');
  expect(users.length).toBeGreaterThanOrEqual(1);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, email, 'wrong-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page
    .getByRole('form', { name: 'Sign in' })
    .getByLabel(/^Password/)
    .fill('orbital-mechanics');
  await page
    .getByRole('form', { name: 'Sign in' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await openPage(page, '/auth');
  await expect(page).toHaveURL(/\/$/);

  await openPage(page, '/auth');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const again = page.getByRole('form', { name: 'Sign up' });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel(/^Password/).fill('orbital-mechanics');
  await again.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});

test('signing out does not wait for the server: a visitor who leaves at once stays signed out', async ({
  page,
}) => {
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Email').fill(uniqueEmail('leaving'));
  await signUp.getByLabel(/^Password/).fill('leaving-at-once');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();

  // The server never answers the sign-out, as on a network that has just gone.
  const logout = page.waitForRequest(/\/auth\/v1\/logout\?scope=local$/);
  await page.route(/\/auth\/v1\/logout/, () => undefined);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await logout;

  await openPage(page, '/auth');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a visitor who is not signed in is refused at /admin', async ({ page }) => {
  // Not openPage: nothing is clicked here, and the refusal's toast closes after a few seconds.
  await page.goto('/admin');
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in user who is not an admin is refused at /admin', async ({ page }) => {
  const email = uniqueEmail('plain');
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel(/^Password/).fill('not-an-admin');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  // Sent to /auth, which sends a signed-in user on to the home page.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeHidden();
});

test(
  'the seeded admin reviews the lists, changes a status and exports a CSV',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    // Two leads, a sign-in and the whole dashboard: the longest flow of the suite.
    test.setTimeout(scaled(60_000));
    const email = uniqueEmail('admin-view');
    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full Name').fill('Margaret Hamilton');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Please call me about guidance systems.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();

    await openPage(page, '/services');
    await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await dialog.getByLabel('Name').fill('Margaret Hamilton');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page.getByText('Consultation Booked!')).toBeVisible();

    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await passSecondFactor(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Contact Submissions/ })).toBeVisible();
    await expectNoViolations(page, 'admin dashboard');

    const contacts = page.getByRole('tabpanel');
    await contacts.getByLabel('Search contact submissions').fill(email);
    await expect(contacts.getByRole('row')).toHaveCount(2);
    await expect(contacts.getByRole('cell', { name: 'Margaret Hamilton' })).toBeVisible();
    const download = page.waitForEvent('download');
    await contacts.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('contact-submissions.csv');
    const csv = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString()).toContain(email);

    await page.getByRole('tab', { name: /Consultations/ }).click();
    const consultations = page.getByRole('tabpanel');
    await consultations.getByLabel('Search consultations').fill(email);
    await consultations
      .getByLabel("Status of Margaret Hamilton's consultation booking")
      .selectOption('completed');
    await expect(page.getByText('Status changed to completed')).toBeVisible();
    await expect
      .poll(async () => (await rowsWhere('consultations', 'email', email))[0]?.status)
      .toBe('completed');

    await page.getByRole('tab', { name: /Job Applications/ }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();

    // What the admin did is on record, with who did it.
    const [booking] = await rowsWhere('consultations', 'email', email);
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    const trail = page.getByRole('table', { name: 'Audit trail' });
    const statusChange = trail
      .getByRole('row')
      .filter({ hasText: `Consultation booking ${leadReference(String(booking?.id))}` });
    await expect(statusChange).toContainText('Status pending → completed');
    await expect(statusChange).toContainText(seededAdmin.email);
    await expect(
      trail.getByRole('row').filter({ hasText: 'Exported 1 row as CSV' }).first(),
    ).toBeVisible();
  },
);
