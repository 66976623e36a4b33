import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the running system through nginx (started by `make test`; no webServer here).
 * Chromium comes from the system (/usr/bin/chromium): never run `playwright install`.
 */
// BASE_URL wins; scripts/config.sh exports MARKETPLACE_URL (and MARKETPLACE_PORT) for `make test`.
const baseURL =
  process.env.BASE_URL ??
  process.env.MARKETPLACE_URL ??
  `http://127.0.0.1:${process.env.MARKETPLACE_PORT ?? '8080'}`;

const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
