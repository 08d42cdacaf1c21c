import { describe, expect, it } from 'vitest';
import { savedItemSchema, savedItemsSchema } from '../../../shared/schemas/saved';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';

const t = useTestApp();

let n = 0;
const signIn = () => signInLocally(t.app, `saved${++n}.${Date.now()}@example.com`);
const save = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/save-response',
    headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
const list = async (cookie: string) =>
  savedItemsSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/saved-responses', headers: { cookie } })).json(),
  );
const remove = (cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/saved-responses/${id}`, headers: { origin: TEST_SITE, cookie } });

const idea = {
  title: 'Sunrise hike',
  description: 'Up early, coffee at the top.',
  duration: '3 hours',
  location: 'Denver',
  category: 'Outdoors',
};

describe('saved content', () => {
  it('saves items and lists them newest first', async () => {
    const cookie = await signIn();
    const first = await save(cookie, { type: 'message', content: 'How was Lisbon?', metadata: { engagementRate: 85 } });
    expect(first.statusCode).toBe(201);
    expect(savedItemSchema.parse(first.json())).toMatchObject({
      type: 'message',
      metadata: { engagementRate: 85 },
      title: null,
    });
    await save(cookie, { type: 'date_idea', content: JSON.stringify(idea), title: idea.title });
    const items = await list(cookie);
    expect(items.map((i) => i.type)).toEqual(['date_idea', 'message']);
    expect(JSON.parse(items[0]!.content)).toEqual(idea);
  });

  it("never shows or deletes another user's items (404)", async () => {
    const owner = await signIn();
    const other = await signIn();
    const item = savedItemSchema.parse((await save(owner, { type: 'other', content: 'mine' })).json());
    expect(await list(other)).toEqual([]);
    expect((await remove(other, item.id)).statusCode).toBe(404);
    expect((await remove(other, 'not-a-uuid')).statusCode).toBe(404);
    expect(await list(owner)).toHaveLength(1);
    expect((await remove(owner, item.id)).statusCode).toBe(204);
    expect((await remove(owner, item.id)).statusCode).toBe(404);
    expect(await list(owner)).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, and signed-out callers with 401', async () => {
    const cookie = await signIn();
    const cases: [unknown, RegExp][] = [
      [{ type: 'poem', content: 'x' }, /type/],
      [{ type: 'message', content: '  ' }, /content/],
      [{ type: 'message', content: 'x'.repeat(5001) }, /content/],
      [{ type: 'message', content: 'x', title: 't'.repeat(201) }, /title/],
      [{ type: 'message', content: 'x', metadata: { nested: { a: 1 } } }, /metadata/],
    ];
    for (const [payload, field] of cases) {
      const res = await save(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(field);
    }
    expect(await list(cookie)).toEqual([]);
    expect((await save(undefined, { type: 'message', content: 'x' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-responses' })).statusCode).toBe(401);
  });
});
