import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two workers fit these two-core machines.
    maxWorkers: 2,
    // Migrates one template database; each file's database is a copy of it.
    globalSetup: ['src/test/server/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/dom-matchers.ts'],
  },
});
