import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUIDE_LIBRARY_FILE,
  guideListResponseSchema,
  guideResponseSchema,
  type Guide,
} from '../../../shared/schemas/guides';
import { buildTestApp, signInLocally, useTestApp, type TestApp } from '../../../test/server/test-app';

const guide = (slug: string, kind: Guide['kind']): Guide => ({
  slug,
  kind,
  title: `The ${slug} title`,
  description: 'What it is about.',
  category: 'Profile',
  readingMinutes: 7,
  html: `<h2 id="start">Start</h2><p>${slug} body</p>`,
  headings: [{ id: 'start', text: 'Start' }],
  publicPath: `/blog/${slug}`,
});

const t = useTestApp();
let siteDir: string;
let withLibrary: TestApp;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
  const library = [guide('how-to-get-girlfriend', 'guide'), guide('dating-profile-optimization', 'article')];
  fs.writeFileSync(path.join(siteDir, GUIDE_LIBRARY_FILE), JSON.stringify(library));
  withLibrary = await buildTestApp(t.database, {}, { siteDir });
});
afterAll(async () => {
  await withLibrary.app.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

let n = 0;
const member = async (app = withLibrary.app) => signInLocally(app, `reader${++n}.${Date.now()}@example.com`);
const get = (url: string, cookie?: string, app = withLibrary.app) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/guides', () => {
  it('lists every guide without its text, for members', async () => {
    const res = await get('/api/guides', await member());
    expect(res.statusCode).toBe(200);
    const { guides } = guideListResponseSchema.parse(res.json());
    expect(guides.map((g) => [g.slug, g.kind])).toEqual([
      ['how-to-get-girlfriend', 'guide'],
      ['dating-profile-optimization', 'article'],
    ]);
    expect(res.body).not.toContain('body</p>');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await get('/api/guides')).statusCode).toBe(401);
  });

  it('lists nothing when the site has not been built', async () => {
    const res = await get('/api/guides', await member(t.app), t.app);
    expect(res.json()).toEqual({ guides: [] });
  });
});

describe('GET /api/guides/:slug', () => {
  it('gives a member the whole guide', async () => {
    const res = await get('/api/guides/dating-profile-optimization', await member());
    expect(res.statusCode).toBe(200);
    expect(guideResponseSchema.parse(res.json()).guide).toMatchObject({
      slug: 'dating-profile-optimization',
      html: expect.stringContaining('dating-profile-optimization body'),
      headings: [{ id: 'start', text: 'Start' }],
    });
  });

  it('answers 404 for an unknown guide, 400 for a malformed name and 401 signed out', async () => {
    const cookie = await member();
    const unknown = await get('/api/guides/no-such-guide', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const slug of ['Bad_Name', '..%2Fpages.json', 'double--dash']) {
      const res = await get(`/api/guides/${slug}`, cookie);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json(), slug).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^slug: /) });
    }
    expect((await get('/api/guides/how-to-get-girlfriend')).statusCode).toBe(401);
  });
});
