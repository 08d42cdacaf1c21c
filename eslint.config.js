import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-import-boundaries.js';
import { pagePathsConfig } from './tools/eslint-page-paths.js';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'test-results/', 'playwright-report/', 'data/', '.bench/', 'drizzle/'] },
  js.configs.recommended,
  // Type-aware rules (decision 0028): every .ts/.tsx file is in tsconfig.json, which the project service reads.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    plugins: { datewise: boundaries },
    rules: {
      // Fastify plugins and hooks, interface methods and fetch stubs are async without awaiting anything, by
      // contract; a forgotten await is what no-floating-promises and await-thenable catch.
      '@typescript-eslint/require-await': 'off',
      // Only false positives here: wink-nlp's `its` helpers and DOM prototype stubs are typed as methods.
      '@typescript-eslint/unbound-method': 'off',
      // Not in the preset: a promise returned unawaited inside try skips its catch and finally.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      'datewise/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  pagePathsConfig,
  {
    files: ['src/server/**/*.{ts,mjs}', 'scripts/**', 'e2e/**', 'tools/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts the server sends to browsers as they are (the payment sandbox's Checkout look-alike).
    files: ['src/server/**/assets/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read response bodies that are `any` by nature (inject().json(), response.json()); production code may not.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript (this file, the import rule, Node scripts, the sandbox's browser script) has no types to check;
    // last, so that it also turns off the type-aware rules switched on above.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
