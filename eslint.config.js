import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-import-boundaries.js';
import { pagePathsConfig } from './tools/eslint-page-paths.js';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'test-results/', 'playwright-report/', 'data/', '.bench/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { datewise: boundaries },
    rules: {
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
);
