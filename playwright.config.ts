import { defineConfig, devices } from '@playwright/test';
import { localTarget } from './scripts/backend-target';
import { anonKey } from 'local-supabase/jwt';
import { apiPort, seededAdmin } from './tests/e2e/backend';
import { chromiumPath } from './tests/e2e/browser-path';
import { scaled } from './tests/e2e/host-speed';
import { testOutDir } from './tests/e2e/test-build';
import { webhookReceiverUrl, webhookSecret } from './tests/e2e/webhook-receiver';

const siteUrl = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: ['./tests/e2e/browser-version.ts', './tests/e2e/host-speed.ts'],
  fullyParallel: true,
  // Waits set on a 2-core reference host, stretched on a slower or busier one.
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--disable-quic', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // Workers take tests in the order of these projects, skipping a project at its limit.
  projects: [
    // The seeded admin's tests take turns: verifying a code ends the admin's other aal1
    // sessions (as GoTrue does), and each code is good for one sign-in. About a third of
    // the suite's time, much of it waiting for the next code: listed first, they run on
    // one worker from the start while the other takes the independent tests, instead of
    // alone at the end.
    {
      name: 'seeded-admin',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /mobile\.spec\.ts/,
      grep: /@seeded-admin/,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /mobile\.spec\.ts/,
      grepInvert: /@seeded-admin/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
  ],
  // The production build and a fresh in-memory backend, exactly as `npm start` runs them,
  // from a build of its own (npm run test:e2e makes it): never the dist/ npm start serves,
  // and never the backend a .env names. Leads' webhooks go to the suite's receiver.
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/webhook-receiver.ts',
      url: `${webhookReceiverUrl}/health`,
      reuseExistingServer: false,
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs scripts/start.ts',
      env: {
        LOCAL_DB: 'memory',
        PORT: '4173',
        API_PORT: String(apiPort),
        OUT_DIR: testOutDir,
        VITE_SUPABASE_URL: localTarget(apiPort).url,
        VITE_SUPABASE_PUBLISHABLE_KEY: anonKey,
        LEAD_WEBHOOK_URL: `${webhookReceiverUrl}/hooks/leads`,
        LEAD_WEBHOOK_SECRET: webhookSecret,
        ADMIN_TOTP_SECRET: seededAdmin.totpSecret,
        // Every visitor of the suite is loopback: one client for the per-client budgets.
        LOCAL_CLIENT_BUDGETS: 'raised',
        // pg_cron's minute lasts 2 s: retries are picked up seconds after they fall due.
        LOCAL_CRON_MINUTE_MS: '2000',
      },
      url: siteUrl,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
