import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiUsage, creditLedger, freeAllowance, users } from '../../db/schema';
import { signInLocally, useTestApp } from '../../../test/server/test-app';
import { selectRows } from '../../db/select-rows';
import { upsertUserByIdentity } from '../users/queries';
import { plans } from '../../../shared/plans';
import { reserveCharge, runMetered, TIP_FEATURE } from './meter';

const t = useTestApp();

let n = 0;
async function newUser(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `meter${++n}@example.com`;
  const user = await upsertUserByIdentity(t.database.db, { issuer: 'local', subject: email, email });
  if (Object.keys(values).length) await t.database.db.update(users).set(values).where(eq(users.id, user.id));
  return user.id;
}

const ok = async () => 'answer';
const request = (userId: string) => ({ userId, feature: 'analyze_profile', engine: 'offline' });

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

const HOUR = 3_600_000;

/** The allowance as if `used` free requests were taken today (the day ending in an hour). */
async function useAllowance(userId: string, used: number, resetsAt = new Date(Date.now() + HOUR)) {
  await t.database.db.insert(freeAllowance).values({ userId, used, resetsAt });
}

async function usageRow(userId: string) {
  const [row] = await t.database.db.select().from(freeAllowance).where(eq(freeAllowance.userId, userId));
  return row;
}

async function setTimezone(userId: string, timezone: string) {
  await t.database.db.update(users).set({ timezone }).where(eq(users.id, userId));
}

describe('metering', () => {
  it('gives a fresh free user exactly 3 answers out of 10 concurrent requests, and 7 × 402', async () => {
    const userId = await newUser();
    expect(await burst(userId, 10)).toEqual({ answered: 3, refused: 7, other: 0 });
    expect((await usageRow(userId))?.used).toBe(3);
    const records = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(records.map((r) => `${r.charge}:${r.outcome}`)).toEqual(['free:success', 'free:success', 'free:success']);
  });

  it('spends exactly 5 credits for a user with 5 credits and no allowance left', async () => {
    const userId = await newUser({ credits: 5 });
    await useAllowance(userId, 3);
    expect(await burst(userId, 10)).toEqual({ answered: 5, refused: 5, other: 0 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.credits).toBe(0);
  });

  it('writes a credit ledger row for every credit spent and every refund, with the balance after it', async () => {
    const userId = await newUser({ credits: 2 });
    await useAllowance(userId, 3);
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
    expect((await usageRow(userId))?.used).toBe(3);
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
    await useAllowance(userId, 2);
    const failing = async () => {
      throw new Error('engine timed out');
    };
    // One after another: each is charged, fails and is refunded before the next.
    for (let i = 0; i < 3; i++) {
      await expect(runMetered(t.database.db, request(userId), failing)).rejects.toThrow('engine timed out');
    }
    expect((await usageRow(userId))?.used).toBe(2);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.credits).toBe(1);
    const records = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(records.every((r) => r.outcome === 'error')).toBe(true);
    // And the allowance is still there to use.
    expect(await burst(userId, 3)).toEqual({ answered: 2, refused: 1, other: 0 });
  });

  it('keeps the charge of a failed request that had already given part of its answer, once', async () => {
    const userId = await newUser({ credits: 1 });
    await useAllowance(userId, 2);
    const cutShort = async () => {
      throw new Error('the browser left');
    };
    // The last free request, then the credit: both stay spent.
    for (let i = 0; i < 2; i++) {
      await expect(runMetered(t.database.db, request(userId), cutShort, undefined, () => true)).rejects.toThrow(
        'the browser left',
      );
    }
    expect((await usageRow(userId))?.used).toBe(3);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(ledger.map((r) => [r.reason, r.delta, r.balanceAfter])).toEqual([['ai_request', -1, 0]]);
    const records = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(records.map((r) => `${r.charge}:${r.outcome}`)).toEqual(['free:partial', 'credit:partial']);
  });

  it('ends the free day at the local midnight of the zone it started in', async () => {
    const userId = await newUser({ timezone: 'Asia/Kolkata' });
    expect(await burst(userId, 1)).toEqual({ answered: 1, refused: 0, other: 0 });
    const [expected] = await selectRows<{ midnight: Date }>(
      t.database.db,
      sql`select (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '1 day') at time zone 'Asia/Kolkata' as midnight`,
    );
    expect((await usageRow(userId))?.resetsAt.getTime()).toBe(new Date(expected!.midnight).getTime());
  });

  it('starts a new free day once the last one has ended', async () => {
    const userId = await newUser();
    await useAllowance(userId, 3, new Date(Date.now() - 2 * 86_400_000));
    expect(await burst(userId, 5)).toEqual({ answered: 3, refused: 2, other: 0 });
    const row = await usageRow(userId);
    expect(row?.used).toBe(3);
    const tomorrowUtc = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime() + 86_400_000;
    expect(row?.resetsAt.getTime()).toBe(tomorrowUtc);
  });

  it('gives 3 free requests per real day, however often the time zone moves across the date line', async () => {
    // Before decision 0019 the day was the calendar date in the stored zone: Kiritimati (UTC+14) and Pago Pago
    // (UTC-11) are always on different dates, so switching gave 3 more requests at once.
    const userId = await newUser({ timezone: 'Pacific/Kiritimati' });
    expect(await burst(userId, 3)).toEqual({ answered: 3, refused: 0, other: 0 });
    for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'Etc/GMT+12']) {
      await setTimezone(userId, zone);
      expect(await burst(userId, 2), zone).toEqual({ answered: 0, refused: 2, other: 0 });
    }
  });

  it('ends a day that follows a zone change at least 23 hours after the day before', async () => {
    // The day just ended; a zone whose midnight is minutes away must not start a day that ends minutes later.
    const userId = await newUser({ timezone: 'Pacific/Kiritimati' });
    const ended = new Date(Date.now() - 60_000);
    await useAllowance(userId, 3, ended);
    await setTimezone(userId, 'Etc/GMT+12');
    expect(await burst(userId, 4)).toEqual({ answered: 3, refused: 1, other: 0 });
    expect((await usageRow(userId))!.resetsAt.getTime()).toBeGreaterThanOrEqual(ended.getTime() + 23 * HOUR);
  });

  it('refunds a failed free request only to the day it was taken from', async () => {
    const userId = await newUser();
    // A day about to end, so the day the request is taken from is not the next one (within an hour after
    // midnight UTC, a day forced to end below would otherwise be followed by a day ending at the same midnight).
    await t.database.db
      .insert(freeAllowance)
      .values({ userId, used: 0, resetsAt: new Date(Date.now() + 60_000) })
      .onConflictDoUpdate({ target: freeAllowance.userId, set: { used: 0, resetsAt: new Date(Date.now() + 60_000) } });
    await expect(
      runMetered(t.database.db, request(userId), async () => {
        // The day ends while the engine works, and the next one starts with a request of its own.
        await t.database.db
          .update(freeAllowance)
          .set({ resetsAt: new Date(Date.now() - 1000) })
          .where(eq(freeAllowance.userId, userId));
        await runMetered(t.database.db, request(userId), ok);
        throw new Error('engine failed');
      }),
    ).rejects.toThrow('engine failed');
    expect((await usageRow(userId))?.used).toBe(1);
  });

  describe('category tips (decision 0040)', () => {
    const tip = (userId: string) => ({ userId, feature: TIP_FEATURE, engine: 'offline' });
    const tipLimit = plans.free.dailyTips;

    it("takes the day's free tips first, then free requests, then credits, never more than allowed at once", async () => {
      const userId = await newUser({ credits: 1 });
      const results = await Promise.allSettled(
        Array.from({ length: tipLimit + 6 }, () => runMetered(t.database.db, tip(userId), ok)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(tipLimit + 3 + 1);
      const row = await usageRow(userId);
      expect(row).toMatchObject({ tipsUsed: tipLimit, used: 3 });
      const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(user!.credits).toBe(0);
      const charges = (await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId))).map(
        (r) => r.charge,
      );
      expect(charges.filter((c) => c === 'free_tip')).toHaveLength(tipLimit);
      expect(charges.filter((c) => c === 'free')).toHaveLength(3);
      expect(charges.filter((c) => c === 'credit')).toHaveLength(1);
    });

    it('leaves the free requests alone while free tips are left, and tips never use them up', async () => {
      const userId = await newUser();
      for (let i = 0; i < tipLimit; i++) await runMetered(t.database.db, tip(userId), ok);
      expect(await usageRow(userId)).toMatchObject({ tipsUsed: tipLimit, used: 0 });
      expect(await burst(userId, 4)).toEqual({ answered: 3, refused: 1, other: 0 });
    });

    it('gives a failed free tip back, and a new day starts both counts from zero', async () => {
      const userId = await newUser();
      await runMetered(t.database.db, tip(userId), ok);
      await expect(
        runMetered(t.database.db, tip(userId), async () => Promise.reject(new Error('engine failed'))),
      ).rejects.toThrow('engine failed');
      expect(await usageRow(userId)).toMatchObject({ tipsUsed: 1, used: 0 });
      await runMetered(t.database.db, request(userId), ok);
      await t.database.db
        .update(freeAllowance)
        .set({ resetsAt: new Date(Date.now() - 1000) })
        .where(eq(freeAllowance.userId, userId));
      await runMetered(t.database.db, tip(userId), ok);
      expect(await usageRow(userId)).toMatchObject({ tipsUsed: 1, used: 0 });
      await t.database.db
        .update(freeAllowance)
        .set({ resetsAt: new Date(Date.now() - 1000) })
        .where(eq(freeAllowance.userId, userId));
      await runMetered(t.database.db, request(userId), ok);
      expect(await usageRow(userId)).toMatchObject({ tipsUsed: 0, used: 1 });
    });

    it('names the tool a credit paid for, and its refund, in the ledger', async () => {
      const userId = await newUser({ credits: 2 });
      await useAllowance(userId, 3);
      await t.database.db.update(freeAllowance).set({ tipsUsed: tipLimit }).where(eq(freeAllowance.userId, userId));
      await runMetered(t.database.db, tip(userId), ok);
      await expect(
        runMetered(t.database.db, { userId, feature: 'date_ideas', engine: 'offline' }, async () =>
          Promise.reject(new Error('engine failed')),
        ),
      ).rejects.toThrow('engine failed');
      const ledger = await t.database.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(asc(creditLedger.id));
      expect(ledger.map((r) => `${r.reason}:${r.feature}:${r.delta}`)).toEqual([
        'ai_request:tip:-1',
        'ai_request:date_ideas:-1',
        'refund:date_ideas:1',
      ]);
    });

    it('shows free tips used and the daily tip limit on the current user', async () => {
      const cookie = await signInLocally(t.app, 'meter-tips-view@example.com');
      const me = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
      expect(me).toMatchObject({ dailyTipsUsed: 0, dailyTipLimit: tipLimit });
      await runMetered(t.database.db, tip(me.id), ok);
      const after = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
      expect(after).toMatchObject({ dailyTipsUsed: 1, dailyUsage: 0 });
    });
  });

  it('refuses an unknown user', async () => {
    expect(await reserveCharge(t.database.db, '00000000-0000-0000-0000-000000000000', 'tip')).toBeNull();
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

// PostgreSQL only: PGlite serves one connection at a time, so nothing there can wait on a lock, let alone deadlock.
if (process.env.TEST_DATABASE_URL) {
  describe('metering on PostgreSQL, under lock contention', () => {
    const waitingOnLocks = async () => {
      const [row] = await selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return row!.n;
    };

    it('takes the charge again when PostgreSQL picks it as a deadlock victim', async () => {
      const userId = await newUser({ credits: 2 });
      await useAllowance(userId, 3);
      let charged: Promise<unknown> | undefined;
      await t.database.db.transaction(async (tx) => {
        // Another writer holds the user's row; the charge locks the allowance row, then waits for the user's row;
        // the writer then wants the allowance row: a cycle, which PostgreSQL breaks after deadlock_timeout (1 s).
        // This side checks for deadlocks only after 10 s, so the check runs in the charge's backend and picks the
        // charge as the victim, whatever the machine's load.
        await tx.execute(sql`set local deadlock_timeout = '10s'`);
        await tx
          .update(users)
          .set({ credits: sql`${users.credits}` })
          .where(eq(users.id, userId));
        charged = reserveCharge(t.database.db, userId, 'profile_analysis');
        await expect.poll(waitingOnLocks, { timeout: 10_000, interval: 20 }).toBe(1);
        await tx
          .update(freeAllowance)
          .set({ used: sql`${freeAllowance.used}` })
          .where(eq(freeAllowance.userId, userId));
      });
      expect(await charged).toEqual({ kind: 'credit' });
      const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(user!.credits).toBe(1);
    });

    it('answers 1,000 requests of one Premium user, 10 at a time, without a single error', async () => {
      // The attack run's case: a Premium user's concurrent requests, each also writing rows that refer to the user.
      const userId = await newUser({ subscriptionEndsAt: new Date(Date.now() + 86_400_000) });
      const work = async () => {
        await t.database.db.insert(aiUsage).values({
          userId,
          feature: 'tip',
          engine: 'offline',
          charge: 'premium',
          outcome: 'success',
          latencyMs: 1,
        });
        return 'answer';
      };
      for (let round = 0; round < 100; round++) {
        expect(await burst(userId, 10, work)).toEqual({ answered: 10, refused: 0, other: 0 });
      }
    }, 120_000);
  });
}
