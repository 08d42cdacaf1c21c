import { describe, expect, it } from 'vitest';
import { appPaths, classifyPath, isPublicPath, publicPaths, safeReturnPath } from './routes';

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
    expect(safeReturnPath('/saved/%C3%A9')).toBe('/saved/%C3%A9');
    expect(safeReturnPath('/x\ud83d')).toBeNull();
  });
});
