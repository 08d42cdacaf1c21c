import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts', 'scripts/**/*.test.ts'],
    // `*.postgres.test.ts`: tests only PostgreSQL can run (several processes on one database); the PGlite pass
    // leaves them out rather than reporting a file without tests.
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
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
