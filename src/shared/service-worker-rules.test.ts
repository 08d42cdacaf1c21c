import { describe, expect, it } from 'vitest';
import { isKeepablePage, PUBLIC_PAGE_HEADER, strategyFor } from './service-worker-rules';

const origin = 'https://datewise.example';
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', mode, url: `${origin}${path}` });

describe('strategyFor', () => {
  it('leaves the API, sign-in and profile photos to the network, whatever the request', () => {
    for (const path of [
      '/api/auth/user',
      '/api/saved-responses',
      '/auth/google',
      '/auth/logout',
      '/media/profile-images/a.webp',
    ]) {
      expect(strategyFor(get(path), origin), path).toBeNull();
      expect(strategyFor(get(path, 'navigate'), origin), path).toBeNull();
    }
  });

  it('leaves other methods and other origins alone', () => {
    expect(strategyFor({ ...get('/assets/app.js'), method: 'POST' }, origin)).toBeNull();
    expect(strategyFor({ method: 'GET', mode: 'cors', url: 'https://fonts.example/a.woff2' }, origin)).toBeNull();
  });

  it('sends pages through the page rule, build files through the cache first, public files refreshed', () => {
    expect(strategyFor(get('/dating-coach', 'navigate'), origin)).toBe('page');
    expect(strategyFor(get('/profile-coach', 'navigate'), origin)).toBe('page');
    expect(strategyFor(get('/assets/app-D5WX2Jx.js'), origin)).toBe('asset');
    expect(strategyFor(get('/icons/icon-192.png'), origin)).toBe('static');
    expect(strategyFor(get('/manifest.webmanifest'), origin)).toBe('static');
    expect(strategyFor(get('/sitemap.xml'), origin)).toBeNull();
  });
});

describe('isKeepablePage', () => {
  const page = (headers: Record<string, string>, status = 200) => ({
    ok: status < 300,
    status,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
  });

  it('keeps a prerendered public page', () => {
    expect(isKeepablePage(page({ [PUBLIC_PAGE_HEADER]: 'public' }))).toBe(true);
  });

  it('never keeps the app (no public-page header), a 404 page or a redirect', () => {
    expect(isKeepablePage(page({}))).toBe(false);
    expect(isKeepablePage(page({ [PUBLIC_PAGE_HEADER]: 'public' }, 404))).toBe(false);
    expect(isKeepablePage(page({ [PUBLIC_PAGE_HEADER]: 'public', 'content-type': 'application/json' }))).toBe(false);
  });
});
