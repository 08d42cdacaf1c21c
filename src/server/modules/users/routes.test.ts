import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';

const t = useTestApp();

let n = 0;
const signIn = (names: { firstName?: string; lastName?: string } = {}) =>
  signInLocally(t.app, `names${++n}.${Date.now()}@example.com`, names);

const patch = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = { origin: TEST_SITE }) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/auth/user',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
  }>();

async function storedNames(cookie: string) {
  const { id } = await me(cookie);
  const [row] = await t.database.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('PATCH /api/auth/user', () => {
  it("changes the caller's name, trimmed, and answers the whole user", async () => {
    const cookie = await signIn({ firstName: 'Ann', lastName: 'Lee' });
    const res = await patch(cookie, { firstName: '  Annie ', lastName: ' Park ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Annie', lastName: 'Park', hasCompletedOnboarding: false });
    expect(res.headers['cache-control']).toContain('no-store');
    expect(await me(cookie)).toMatchObject({ firstName: 'Annie', lastName: 'Park' });
  });

  it('keeps the last name when it is left out, and clears it with ""', async () => {
    const cookie = await signIn({ firstName: 'Bo', lastName: 'Kim' });
    expect((await patch(cookie, { firstName: 'Bob' })).json()).toMatchObject({ firstName: 'Bob', lastName: 'Kim' });
    expect((await patch(cookie, { firstName: 'Bob', lastName: '  ' })).json()).toMatchObject({ lastName: null });
    expect(await storedNames(cookie)).toEqual({ firstName: 'Bob', lastName: '' });
  });

  it('a later sign-in keeps the edited name: the sign-in fills in only a missing one', async () => {
    const email = `keep${Date.now()}@example.com`;
    const cookie = await signInLocally(t.app, email, { firstName: 'Cy', lastName: 'Old' });
    await patch(cookie, { firstName: 'Cyrus', lastName: '' });
    const again = await signInLocally(t.app, email, { firstName: 'Cy', lastName: 'Old' });
    expect(await me(again)).toMatchObject({ firstName: 'Cyrus', lastName: null });
    const unnamed = await signIn();
    const named = await signInLocally(t.app, (await me(unnamed)).email, { firstName: 'Dee' });
    expect(await me(named)).toMatchObject({ firstName: 'Dee' });
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const cookie = await signIn({ firstName: 'Eve', lastName: 'Stone' });
    const refused: [unknown, RegExp][] = [
      [{}, /^firstName: /],
      [{ firstName: '   ' }, /^firstName: must not be empty/],
      [{ firstName: 'x'.repeat(61) }, /^firstName: must be at most 60 characters/],
      [{ firstName: 'Eve', lastName: 'y'.repeat(61) }, /^lastName: /],
      [{ firstName: 'Eve\nSmith' }, /^firstName: must be plain text on one line/],
      // The name rule's other breaks: a carriage return, a tab, C1's next line, Unicode's line and paragraph separators.
      ...['\r', '\t', '\u0085', '\u2028', '\u2029'].map((c): [unknown, RegExp] => [
        { firstName: 'Eve', lastName: `Sto${c}ne` },
        /^lastName: must be plain text on one line/,
      ]),
      [{ firstName: 42 }, /^firstName: /],
      [{ firstName: 'Eve', lastName: null }, /^lastName: /],
      [{ firstName: 'Eve', email: 'other@example.com' }, /email/],
      [{ firstName: 'Eve', credits: 100 }, /credits/],
      [['Eve'], /^body: /],
    ];
    for (const [payload, message] of refused) {
      const res = await patch(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await storedNames(cookie)).toEqual({ firstName: 'Eve', lastName: 'Stone' });
  });

  it("changes only the caller's own name, needs a session and a request from this site", async () => {
    const mine = await signIn({ firstName: 'Fay' });
    const theirs = await signIn({ firstName: 'Gus', lastName: 'Hill' });
    const { id: theirId } = await me(theirs);
    // An id in the body is not accepted: the user is the session's.
    expect((await patch(mine, { firstName: 'Hacked', id: theirId })).statusCode).toBe(400);
    expect((await patch(mine, { firstName: 'Faye' })).statusCode).toBe(200);
    expect(await storedNames(theirs)).toEqual({ firstName: 'Gus', lastName: 'Hill' });

    const signedOut = await patch(undefined, { firstName: 'Nobody' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await patch(mine, { firstName: 'Evil' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await storedNames(mine)).toMatchObject({ firstName: 'Faye' });
  });
});
