/*
 * Scanning a visitor's badge at the booth: the rear camera (Chromium's fake camera playing
 * a .y4m of a vCard QR) and, where the camera is refused, a photo. Both read the code on
 * the device, offline, and fill the event lead form for the visitor to check. The fixtures
 * come from scripts/make-badge-fixtures.ts.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { badgeFixturesDir } from '../../scripts/make-badge-fixtures';
import { leadForm, openEventSetup, setUpEvent } from './event-helpers';
import { waitForOfflineReady } from './offline-helpers';
import { installClockToPause } from './page-clock';

const fixture = (file: string) => resolve(badgeFixturesDir, file);
const uniqueEvent = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

const messages = {
  filled: 'Filled in from your badge. Please check your details before you submit.',
  unusable: 'This code has no name or email address we can use. Please type your details instead.',
  cameraUnavailable:
    "The camera isn't available. Scan your badge from a photo instead, or type your details.",
};

/** Every camera stream the page opens, so the test can see that each one was stopped. */
async function recordStreams(page: Page, refuse: boolean) {
  await page.addInitScript((refuseCamera) => {
    const opened: MediaStream[] = [];
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams = opened;
    const media = navigator.mediaDevices;
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      if (refuseCamera) throw new DOMException('Permission denied', 'NotAllowedError');
      const stream = await getUserMedia(constraints);
      opened.push(stream);
      return stream;
    };
  }, refuse);
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { openedStreams: MediaStream[] }).openedStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );

/** A booth set up and enrolled online whose decoder is stored, then taken offline. */
async function offlineBooth(page: Page, refuseCamera: boolean) {
  await recordStreams(page, refuseCamera);
  await waitForOfflineReady(page);
  await openEventSetup(page);
  await setUpEvent(page, uniqueEvent('Badge Expo'));
  // The kiosk keeps the decoder for offline use as soon as it opens.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('booth-decoder')).keys()).length),
    )
    .toBe(1);
  await page.context().setOffline(true);
  await page.reload();
  await expect(leadForm(page)).toBeVisible();
}

async function expectFields(page: Page, values: Record<string, string>) {
  const form = leadForm(page);
  for (const [label, value] of Object.entries(values)) {
    // Required fields' labels end with an asterisk.
    await expect(form.getByLabel(new RegExp(`^${label}`))).toHaveValue(value);
  }
}

// Chromium's fake camera plays the vCard video; the photo test refuses the camera instead.
// A launch option, so file-wide (a describe group cannot change the browser).
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${fixture('camera-vcard.y4m')}`,
    ],
  },
});

test.describe('the live camera', () => {
  test('offline, Scan badge reads the vCard from the camera, fills the form and lets the camera go', async ({
    page,
  }) => {
    test.slow();
    await offlineBooth(page, false);
    const form = leadForm(page);
    await form.getByRole('button', { name: 'Scan badge' }).click();
    await expect(form.getByRole('status')).toHaveText(messages.filled);
    await expectFields(page, {
      'Full Name': 'Grace Hopper',
      Email: 'grace@compilers.example',
      Company: 'Compilers Inc.',
      'Job Title': 'Rear Admiral',
    });
    await expect(form.getByLabel('Camera preview')).toHaveCount(0);
    expect(await liveTracks(page)).toBe(0);

    // The visitor checks the details and submits as before.
    await form.getByLabel('I agree to be contacted about my enquiry').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();
  });

  test.describe('without a worker, so the test holds the decoder back', () => {
    test.use({ serviceWorkers: 'block' });

    test('Cancel scan lets the camera go', async ({ page }) => {
      await recordStreams(page, false);
      // The decoder never arrives: the camera stays open until the visitor cancels.
      await page.route('**/assets/*.wasm', () => undefined);
      await openEventSetup(page);
      await setUpEvent(page, uniqueEvent('Badge Expo'));
      const form = leadForm(page);
      await form.getByRole('button', { name: 'Scan badge' }).click();
      await expect(form.getByLabel('Camera preview')).toBeVisible();
      await expect.poll(() => liveTracks(page)).toBe(1);
      await form.getByRole('button', { name: 'Cancel scan' }).click();
      await expect(form.getByLabel('Camera preview')).toHaveCount(0);
      expect(await liveTracks(page)).toBe(0);
      await expect(form.getByRole('button', { name: 'Scan badge' })).toBeVisible();
    });

    test('a camera left open counts down and is released by the idle reset', async ({ page }) => {
      await recordStreams(page, false);
      await page.route('**/assets/*.wasm', () => undefined);
      await openEventSetup(page);
      await setUpEvent(page, uniqueEvent('Badge Expo'));
      const pauseClock = await installClockToPause(page);
      await page.reload();
      // The page's time stands still unless the test moves it: however long the camera takes
      // to start on this host, the click is 52 s before the countdown's 8 s.
      await pauseClock();
      const form = leadForm(page);
      await form.getByRole('button', { name: 'Scan badge' }).click();
      await expect.poll(() => liveTracks(page)).toBe(1);

      await page.clock.fastForward(52_000);
      await expect(page.getByText('Clearing this form in 8 s')).toBeVisible();
      await page.clock.fastForward(10_000);
      await expect(form.getByLabel('Camera preview')).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Scan badge' })).toBeVisible();
      expect(await liveTracks(page)).toBe(0);
    });
  });
});

test('where the camera is refused, Scan from a photo reads vCard, MeCard and mailto: badges offline, and says when a code has nothing usable', async ({
  page,
}) => {
  test.slow();
  await offlineBooth(page, true);
  const form = leadForm(page);
  await form.getByRole('button', { name: 'Scan badge' }).click();
  await expect(form.getByRole('alert')).toHaveText(messages.cameraUnavailable);
  const photoButton = form.getByRole('button', { name: 'Scan from a photo' });
  const input = form.locator('input[type="file"]');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');

  const scanPhoto = async (file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await photoButton.click();
    await (await chooser).setFiles(fixture(file));
  };

  await scanPhoto('unusable.png');
  await expect(form.getByRole('alert')).toHaveText(messages.unusable);
  await expectFields(page, { 'Full Name': '', Email: '', Company: '', 'Job Title': '' });

  await scanPhoto('vcard.png');
  await expect(form.getByRole('status')).toHaveText(messages.filled);
  await expectFields(page, {
    'Full Name': 'Ada Lovelace',
    Email: 'ada@analytical.example',
    Company: 'Analytical Engines, Ltd.',
    'Job Title': 'Head of Computing',
  });

  await scanPhoto('mecard.png');
  await expectFields(page, {
    'Full Name': 'Katherine Johnson',
    Email: 'katherine@nasa.example',
    Company: 'NASA',
    'Job Title': 'Mathematician',
  });

  // A mailto: badge has only the address: the rest stays as it was.
  await scanPhoto('mailto.png');
  await expectFields(page, {
    'Full Name': 'Katherine Johnson',
    Email: 'dorothy@vaughan.example',
    Company: 'NASA',
  });
  await expect(form.getByRole('status')).toHaveText(messages.filled);
});
