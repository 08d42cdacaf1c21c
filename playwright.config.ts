import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (no browser download is possible here), headless with the flags these machines need. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
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
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Each test is kept short (one page, one screen state or one journey, few axe scans) and waits on events
  // rather than time. The slowest took 15 s on a shared 2-core machine at a load of 10 to 19, and 27 s at a load
  // of 20 to 24 with a busy loop beside it: 60 s keeps a margin of two over that. A test nearing half of this is
  // to be split, not given more time (docs/operations.md, "Browser suite": `node scripts/e2e-durations.mjs`
  // lists the slowest tests of the last run and fails when one took more than half the limit).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
});
