import { configDefaults, defineConfig } from 'vitest/config';

// `*.postgres.test.ts`: tests only PostgreSQL can run (several processes on one database); the PGlite pass leaves
// them out rather than reporting a file without tests.
const exclude = process.env.TEST_DATABASE_URL
  ? configDefaults.exclude
  : [...configDefaults.exclude, 'src/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two workers fit these two-core machines.
    maxWorkers: 2,
    // Migrates one template database; each file's database is a copy of it.
    globalSetup: ['src/test/server/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/dom-matchers.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tools/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude,
          // A worker runs its files one after another in one module graph (decision 0030): each file still builds
          // its own app on its own database, and the coach's language model, dictionary and place data load once
          // per worker instead of once per file, which was half the time of the server files.
          isolate: false,
        },
      },
      {
        extends: true,
        // Screens render into jsdom documents and mock browser APIs per file: each file keeps its own modules.
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}', 'src/test/**/*.test.{ts,tsx}'], exclude },
      },
    ],
  },
});
