import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { pagePathsConfig } from './eslint-page-paths.js';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ cwd: root });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser as Linter.Parser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  pagePathsConfig,
];

/** How many page-path literals the config refuses in `code`, linted as the given file. */
function refusals(code: string, file = 'src/client/features/home/home-page.tsx'): number {
  const messages = linter.verify(code, config, { filename: path.join(root, file) });
  for (const m of messages) expect(m.message).toContain('src/shared/routes.ts');
  return messages.length;
}

describe('page paths come from the route table', () => {
  it('refuses page-path literals in links, route objects and navigation', () => {
    const refused = [
      'const a = <Link to="/saved" />;',
      "const a = <Link to={'/'} />;",
      'const a = <a href={`/blog/${slug}`} />;',
      'const a = <Navigate to="/" replace />;',
      "const items = [{ to: '/settings', label: 'Settings' }];",
      "const route = { path: '/profile-coach', element: null };",
      "const crumb = { name: 'Blog', href: '/blog' };",
      "void navigate('/subscription', { replace: true });",
      "throw redirect('/');",
      "window.location.assign('/auth/google');",
      "location.replace('/onboarding');",
      "link.href = '/';",
    ];
    for (const code of refused) expect(refusals(code), code).toBe(1);
  });

  it('lets through the table, API paths, assets, anchors and other sites', () => {
    const allowed = [
      'const a = <Link to={paths.saved} />;',
      'const a = <a href={blogPostPath(post.slug)} />;',
      'const route = { path: `${paths.blog}/*` };',
      "const res = fetch('/api/auth/user');",
      "const call = { path: '/api/saved-responses' };",
      'const icon = <link rel="icon" href="/favicon.svg" />;',
      'const a = <a href="#faq" />;',
      'const a = <a href="https://example.com/" />;',
      'const price = <Price suffix="/week" />;',
    ];
    for (const code of allowed) expect(refusals(code), code).toBe(0);
  });

  it('applies to client code only, not to its tests or the server', () => {
    const code = 'const a = <Link to="/saved" />;';
    expect(refusals(code, 'src/client/features/home/home-page.test.tsx')).toBe(0);
    expect(refusals("throw redirect('/');", 'src/server/modules/pages/pages.ts')).toBe(0);
    expect(refusals(code, 'src/client/marketing/pages/landing.tsx')).toBe(1);
  });
});
