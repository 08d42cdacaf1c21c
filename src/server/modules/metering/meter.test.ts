import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsage, creditLedger, dailyUsage, users } from '../../db/schema';
import { signInLocally, useTestApp } from '../../test/test-app';
import { upsertUserByIdentity } from '../users/queries';
import { reserveCharge, runMetered } from './meter';

const t = useTestApp();

let n = 0;
async function newUser(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `meter${++n}@example.com`;
  const user = await upsertUserByIdentity(t.database.db, { issuer: 'local', subject: email, email });
  if (Object.keys(values).length) await t.database.db.update(users).set(values).where(eq(users.id, user.id));
  return user.id;
}

const ok = async () => 'answer';
const request = (userId: string) => ({ userId, feature: 'analyze_profile', engine: 'local' });

/** Fires `count` requests at once and sorts the outcomes. */
async function burst(userId: string, count: number, work: () => Promise<string> = ok) {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => runMetered(t.database.db, request(userId), work)),
  );
  const refused = results.filter(
    (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'QUOTA_EXCEEDED',
  );
  return {
    answered: results.filter((r) => r.status === 'fulfilled').length,
    refused: refused.length,
    other: results.length - refused.length - results.filter((r) => r.status === 'fulfilled').length,
  };
}

const localDay = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function usageRow(userId: string) {
  const [row] = await t.database.db.select().from(dailyUsage).where(eq(dailyUsage.userId, userId));
  return row;
}

describe('metering', () => {
  it('gives a fresh free user exactly 3 answers out of 10 concurrent requests, and 7 × 402', async () => {
    const userId = await newUser();
    expect(await burst(userId, 10)).toEqual({ answered: 3, refused: 7, other: 0 });
    expect((await usageRow(userId))?.count).toBe(3);
    const records = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(records.map((r) => `${r.charge}:${r.outcome}`)).toEqual(['free:success', 'free:success', 'free:success']);
  });

  it('spends exactly 5 credits for a user with 5 credits and no allowance left', async () => {
    const userId = await newUser({ credits: 5 });
    await t.database.db.insert(dailyUsage).values({ userId, day: localDay('UTC'), count: 3 });
    expect(await burst(userId, 10)).toEqual({ answered: 5, refused: 5, other: 0 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.credits).toBe(0);
  });

  it('writes a credit ledger row for every credit spent and every refund, with the balance after it', async () => {
    const userId = await newUser({ credits: 2 });
    await t.database.db.insert(dailyUsage).values({ userId, day: localDay('UTC'), count: 3 });
    await runMetered(t.database.db, request(userId), ok);
    await expect(
      runMetered(t.database.db, request(userId), async () => {
        throw new Error('engine failed');
      }),
    ).rejects.toThrow();
    const rows = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.id));
    expect(rows.map((r) => [r.reason, r.delta, r.balanceAfter])).toEqual([
      ['ai_request', -1, 1],
      ['ai_request', -1, 0],
      ['refund', 1, 1],
    ]);
  });

  it('uses the free allowance before credits', async () => {
    const userId = await newUser({ credits: 2 });
    expect(await burst(userId, 4)).toEqual({ answered: 4, refused: 0, other: 0 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.credits).toBe(1);
    expect((await usageRow(userId))?.count).toBe(3);
  });

  it('lets Premium through without limit or charge, and treats expired Premium as free', async () => {
    const premium = await newUser({ subscriptionEndsAt: new Date(Date.now() + 86_400_000), credits: 4 });
    expect(await burst(premium, 12)).toEqual({ answered: 12, refused: 0, other: 0 });
    expect(await usageRow(premium)).toBeUndefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, premium));
    expect(user!.credits).toBe(4);

    const lapsed = await newUser({ subscriptionEndsAt: new Date(Date.now() - 1000) });
    expect(await burst(lapsed, 5)).toEqual({ answered: 3, refused: 2, other: 0 });
  });

  it('charges nothing for a failed request, and says so in the usage record', async () => {
    const userId = await newUser({ credits: 1 });
    await t.database.db.insert(dailyUsage).values({ userId, day: localDay('UTC'), count: 2 });
    const failing = async () => {
      throw new Error('engine timed out');
    };
    // One after another: each is charged, fails and is refunded before the next.
    for (let i = 0; i < 3; i++) {
      await expect(runMetered(t.database.db, request(userId), failing)).rejects.toThrow('engine timed out');
    }
    expect((await usageRow(userId))?.count).toBe(2);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.credits).toBe(1);
    const records = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(records.every((r) => r.outcome === 'error')).toBe(true);
    // And the allowance is still there to use.
    expect(await burst(userId, 3)).toEqual({ answered: 2, refused: 1, other: 0 });
  });

  it("counts the user's own calendar day, so the allowance resets at their local midnight", async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: usually a different date from UTC
    const userId = await newUser({ timezone: zone });
    const yesterday = new Date(Date.now() - 86_400_000);
    const yesterdayLocal = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(yesterday);
    await t.database.db.insert(dailyUsage).values({ userId, day: yesterdayLocal, count: 3 });
    expect(await burst(userId, 3)).toEqual({ answered: 3, refused: 0, other: 0 });
    const [today] = await t.database.db
      .select()
      .from(dailyUsage)
      .where(and(eq(dailyUsage.userId, userId), eq(dailyUsage.day, localDay(zone))));
    expect(today?.count).toBe(3);
  });

  it('refuses an unknown user', async () => {
    expect(await reserveCharge(t.database.db, '00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it("shows the day's usage and first AI use on the current user", async () => {
    const cookie = await signInLocally(t.app, 'meter-view@example.com');
    const me = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect(me).toMatchObject({ dailyUsage: 0, hasUsedAI: false });
    await runMetered(t.database.db, request(me.id), ok);
    const after = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect(after).toMatchObject({ dailyUsage: 1, dailyLimit: 3, hasUsedAI: true });
  });
});
