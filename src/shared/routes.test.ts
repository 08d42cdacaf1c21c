import { describe, expect, it } from 'vitest';
import {
  appPaths,
  blogPostPath,
  classifyPath,
  guidePath,
  hasSignedInVersion,
  isPublicPath,
  legacyRedirects,
  paths,
  publicPaths,
  safeReturnPath,
} from './routes';

describe('the route table', () => {
  it('lists every named path as a public page or an app screen, each once per list', () => {
    const listed = new Set<string>([...publicPaths, ...appPaths]);
    for (const [name, path] of Object.entries(paths)) expect(listed.has(path), name).toBe(true);
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
    expect(new Set(appPaths).size).toBe(appPaths.length);
    expect(new Set(Object.values(paths)).size).toBe(Object.keys(paths).length);
  });

  it('builds blog article paths under the public /blog', () => {
    expect(blogPostPath('first-date-tips')).toBe('/blog/first-date-tips');
    expect(classifyPath(blogPostPath('first-date-tips'))).toBe('public');
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(from.startsWith('/blog/') && to.startsWith('/blog/')).toBe(true);
    }
  });

  it('gives "/" and "/about" a signed-in version, and only paths that are public and app screens both', () => {
    expect(hasSignedInVersion('/')).toBe(true);
    expect(hasSignedInVersion('/about/')).toBe(true);
    expect(hasSignedInVersion('/licenses-attribution')).toBe(false);
    expect(hasSignedInVersion('/saved')).toBe(false);
    for (const path of Object.values(paths).filter(hasSignedInVersion)) {
      expect(publicPaths).toContain(path);
      expect(appPaths).toContain(path);
    }
  });
});

describe('the access rule', () => {
  it('treats every public path, and anything under /blog, as public', () => {
    for (const path of publicPaths) expect(isPublicPath(path)).toBe(true);
    expect(isPublicPath('/blog/dating-red-flags')).toBe(true);
    expect(isPublicPath('/blog/')).toBe(true);
    expect(publicPaths).toContain('/best-ai-dating-coaches-2025');
  });

  it('classifies signed-in screens as app, except those that are public pages too', () => {
    const appOnly = appPaths.filter((p) => !['/', '/about', '/licenses-attribution'].includes(p));
    for (const path of appOnly) expect(classifyPath(path)).toBe('app');
    expect(classifyPath('/')).toBe('public');
    expect(classifyPath('/about')).toBe('public');
    expect(classifyPath('/licenses-attribution')).toBe('public');
    expect(classifyPath('/settings/')).toBe('app');
  });

  it('classifies a guide reader under /guides as an app screen, and a malformed one as unknown', () => {
    expect(guidePath('first-date-ideas-2025')).toBe('/guides/first-date-ideas-2025');
    expect(classifyPath(guidePath('first-date-ideas-2025'))).toBe('app');
    expect(classifyPath('/guides/')).toBe('app');
    for (const bad of ['/guides/Bad_Name', '/guides/a/b', '/guides/x--y', '/guidesx']) {
      expect(classifyPath(bad), bad).toBe('unknown');
    }
  });

  it('calls everything else unknown', () => {
    expect(classifyPath('/nope')).toBe('unknown');
    expect(classifyPath('/admin')).toBe('unknown');
    expect(classifyPath('/Profile')).toBe('unknown');
  });
});

describe('safeReturnPath', () => {
  it('accepts same-site paths only', () => {
    expect(safeReturnPath('/saved?x=1')).toBe('/saved?x=1');
    for (const bad of ['//evil.com', '/\\evil.com', 'https://evil.com', 'evil', '', '/a\nb', 42, null]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('percent-encodes what a Location header cannot carry, and refuses what cannot be encoded', () => {
    expect(safeReturnPath('/blog/café?q=✓')).toBe('/blog/caf%C3%A9?q=%E2%9C%93');
    expect(safeReturnPath('/blog/%C3%A9')).toBe('/blog/%C3%A9');
    expect(safeReturnPath('/blog/x\ud83d')).toBeNull();
  });

  it('accepts only pages of the route table: app screens and public pages, never /auth or /api', () => {
    for (const good of ['/profile-coach', '/message-helper#reply', '/date-ideas?x=1', '/', '/blog/some-post']) {
      expect(safeReturnPath(good)).toBe(good);
    }
    for (const bad of ['/auth/logout', '/auth/google?returnTo=/saved', '/api/account', '/nope', '/media/x.webp']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
