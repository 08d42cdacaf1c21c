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
  // Generous limits: these machines are shared and can run several times slower than usual; a limit here
  // only catches a hang, never measures speed (benchmarks do that).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
});
