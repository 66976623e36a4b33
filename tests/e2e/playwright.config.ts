import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the running system through nginx (started by `make test`; no webServer here).
 * Chromium comes from the system: never run `playwright install`. The tests run in Debian's chromium-headless-shell
 * (the package of the same version as chromium; Playwright's own headless default is this shell too), not the full
 * browser in its headless mode, which also runs the browser's own interface (its WebUI renderers, profile services):
 * CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
 */
// BASE_URL wins; scripts/config.sh exports MARKETPLACE_URL (and MARKETPLACE_PORT) for `make test`.
const baseURL =
  process.env.BASE_URL ??
  process.env.MARKETPLACE_URL ??
  `http://127.0.0.1:${process.env.MARKETPLACE_PORT ?? '8080'}`;

const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Chromium refuses a few ports as unsafe (10080 among them, a helper's MARKETPLACE_PORT): allow the system's own.
    `--explicitly-allowed-ports=${new URL(baseURL).port || '80'}`,
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
  expect: {
    timeout: 10_000,
    // Visual comparisons (specs/visual.spec.ts): a little anti-aliasing noise passes, a changed layout does not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Baselines are committed next to the specs, without the platform suffix, so CI compares with the same files:
  // specs/__screenshots__/visual.spec.ts/<name>.png. `npx playwright test specs/visual.spec.ts --update-snapshots`
  // rewrites them after an intended change.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  outputDir: './test-results',
  use: {
    baseURL,
    // A failed test keeps its trace with the page's DOM at each step (open it with `npx playwright show-trace`), but
    // no screencast: recording frames for every test doubled Chromium's CPU (measured on five specs: Chromium 120-127
    // CPU-seconds with it, 71 without, 59 with no trace at all), and the suites are CPU-bound on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /performance\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
    // The paint-time budget is a measurement: it runs after every other spec, alone, so the other worker's browser
    // does not share the two cores with it.
    {
      name: 'performance',
      testMatch: /performance\.spec\.ts/,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
