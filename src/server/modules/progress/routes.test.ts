import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messagesResponseSchema } from '../../../shared/schemas/coach';
import { profileVersionSchema, profileVersionsSchema, progressSchema } from '../../../shared/schemas/progress';
import { coachMessages, users } from '../../db/schema';
import { signInLocally, TEST_SITE, useTestApp } from '../../../test/server/test-app';
import { scoreBio } from '../coach/offline/profile-rubric';

const t = useTestApp({ AI_RATE_LIMIT_PER_IP: '1000' });

let n = 0;
async function newUser() {
  const email = `progress${++n}.${Date.now()}@example.com`;
  const cookie = await signInLocally(t.app, email);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: row!.id };
}
const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_SITE, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const progressOf = async (cookie: string) => progressSchema.parse((await call(cookie, 'GET', '/api/progress')).json());

const OWN = 'I like hiking. I like food. Message me.';
const IMPROVED =
  'Weekend hiker (14 peaks so far) who bakes sourdough on Sundays. Tell me the best trail you know and I will bring the bread.';

describe('bio versions', () => {
  it('keeps a dated version with its rubric score; the same bio again is the same version', async () => {
    const { cookie } = await newUser();
    const first = await call(cookie, 'POST', '/api/profile-versions', { bio: OWN, source: 'own' });
    expect(first.statusCode).toBe(201);
    const own = profileVersionSchema.parse(first.json());
    expect(own).toMatchObject({ bio: OWN, source: 'own', score: scoreBio(OWN).score });

    const again = await call(cookie, 'POST', '/api/profile-versions', { bio: OWN, source: 'own' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(own.id);

    const improved = profileVersionSchema.parse(
      (await call(cookie, 'POST', '/api/profile-versions', { bio: IMPROVED, source: 'improved' })).json(),
    );
    expect(improved.score).toBeGreaterThan(own.score);
    const listed = profileVersionsSchema.parse((await call(cookie, 'GET', '/api/profile-versions')).json());
    expect(listed.map((v) => v.id)).toEqual([improved.id, own.id]);
    // Progress charts them oldest first.
    expect((await progressOf(cookie)).versions.map((v) => v.score)).toEqual([own.score, improved.score]);
  });

  it("never shows or deletes another user's versions; bad input 400, signed out 401", async () => {
    const owner = await newUser();
    const other = await newUser();
    const version = profileVersionSchema.parse(
      (await call(owner.cookie, 'POST', '/api/profile-versions', { bio: OWN, source: 'own' })).json(),
    );
    expect(profileVersionsSchema.parse((await call(other.cookie, 'GET', '/api/profile-versions')).json())).toEqual([]);
    expect((await call(other.cookie, 'DELETE', `/api/profile-versions/${version.id}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'DELETE', '/api/profile-versions/not-a-uuid')).statusCode).toBe(404);
    for (const body of [
      {},
      { bio: '  ', source: 'own' },
      { bio: OWN, source: 'theirs' },
      { bio: 'x'.repeat(2001), source: 'own' },
    ])
      expect((await call(owner.cookie, 'POST', '/api/profile-versions', body)).statusCode).toBe(400);
    expect((await call(undefined, 'POST', '/api/profile-versions', { bio: OWN, source: 'own' })).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/progress')).statusCode).toBe(401);
    expect((await call(owner.cookie, 'DELETE', `/api/profile-versions/${version.id}`)).statusCode).toBe(204);
    expect((await progressOf(owner.cookie)).versions).toEqual([]);
  });
});

describe('GET /api/progress', () => {
  it('a new member: nothing to tell yet, no streak, no rates', async () => {
    const { cookie } = await newUser();
    const progress = await progressOf(cookie);
    expect(progress).toMatchObject({ minimum: 5, versions: [], whatWorked: [] });
    expect(progress.replies.overall).toEqual({ recorded: 0, replies: 0, rate: null });
    expect(progress.replies.byWeek).toHaveLength(12);
    expect(progress.streak).toMatchObject({ current: 0, longest: 0 });
    expect(progress.streak.lastDays.every((d) => !d.active)).toBe(true);
  });

  it('reply rates from the user’s own recorded outcomes only, and today counts for the streak', async () => {
    const me = await newUser();
    const other = await newUser();
    const generated = messagesResponseSchema.parse(
      (
        await call(me.cookie, 'POST', '/api/ai/generate-messages', {
          matchInfo: 'Maya, 29. Golden retriever called Biscuit, bouldering, back from Lisbon.',
          style: 'funny',
        })
      ).json(),
    ).messages;
    for (const m of generated)
      expect(
        (await call(me.cookie, 'POST', '/api/outcomes/sent', { messageId: m.id, message: m.message })).statusCode,
      ).toBe(200);
    // Five more sent and answered, as if over the past days, plus another user's that must not count.
    const base = { userId: me.id, mode: 'starter', style: 'funny', predicted: 30, textSha256: 'a'.repeat(64) };
    await t.database.db.insert(coachMessages).values(
      Array.from({ length: 5 }, (_, i) => ({
        ...base,
        sentAt: new Date(Date.now() - (i + 1) * 86_400_000),
        message: `Sent ${i}`,
        outcome: i < 4 ? 'reply' : 'no_reply',
        factorKeys: i < 4 ? ['profile_detail'] : [],
      })),
    );
    await t.database.db
      .insert(coachMessages)
      .values({ ...base, userId: other.id, sentAt: new Date(), message: 'Not mine', outcome: 'no_reply' });

    const progress = await progressOf(me.cookie);
    expect(progress.replies.sent).toBe(generated.length + 5);
    expect(progress.replies.overall).toEqual({ recorded: 5, replies: 4, rate: 80 });
    expect(progress.replies.byStyle.find((s) => s.style === 'funny')).toMatchObject({ recorded: 5, rate: 80 });
    expect(progress.replies.byStyle.find((s) => s.style === 'playful')).toMatchObject({ recorded: 0, rate: null });
    // The tool was used today and messages were sent on the five days before: a streak of six.
    expect(progress.streak.current).toBe(6);
    expect(progress.streak.lastDays.at(-1)!.active).toBe(true);
  });
});
