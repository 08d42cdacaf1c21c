import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/seeded-random';
import type { Database } from '../../db/client';
import { calibrationRuns, coachMessages, userSettings, users } from '../../db/schema';
import { createTestDatabase } from '../../../test/server/test-app';
import { calibratedEstimate } from './calibration';
import {
  CALIBRATION_EVERY_MS,
  calibrateIfDue,
  calibrationForUser,
  latestCalibration,
  recentCalibrations,
  runCalibration,
} from './calibration-job';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function user(name: string, shareUsageData?: boolean) {
  const { db } = database;
  const [row] = await db
    .insert(users)
    .values({ issuer: 'local', subject: name, email: `${name}@example.com` })
    .returning({ id: users.id });
  // No settings row at all is the default (sharing on).
  if (shareUsageData !== undefined) await db.insert(userSettings).values({ userId: row!.id, shareUsageData });
  return row!.id;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent five days ago, the outcome recorded a day later (trusted: decision 0049). */
const sentEarlier = (outcome: string | null) => ({
  sentAt: new Date(Date.now() - 5 * DAY_MS),
  outcome,
  outcomeAt: outcome ? new Date(Date.now() - 4 * DAY_MS) : null,
});

/**
 * `outcomes` sent messages of one kind; `null` outcomes are sent and waiting, `'unsent'` were never sent, `'quick'`
 * is a reply recorded seconds after sending.
 */
async function messages(
  userId: string,
  kind: { style: string; mode: string; predicted: number },
  outcomes: ('reply' | 'no_reply' | 'date' | null | 'unsent' | 'quick')[],
) {
  await database.db.insert(coachMessages).values(
    outcomes.map((outcome, i) => ({
      userId,
      ...kind,
      textSha256: `${userId}-${i}`,
      ...(outcome === 'unsent'
        ? {}
        : outcome === 'quick'
          ? { sentAt: new Date(), message: `message ${i}`, outcome: 'reply', outcomeAt: new Date(Date.now() + 5_000) }
          : { ...sentEarlier(outcome), message: `message ${i}` }),
    })),
  );
}

const playful = { style: 'playful', mode: 'starter', predicted: 20 };
const funny = { style: 'funny', mode: 'reply', predicted: 30 };
let ann: string;
let bea: string;
let cal: string;

describe('the calibration job', () => {
  it('has no run before the first; a user then gets the published prior', async () => {
    expect(await latestCalibration(database.db)).toBeNull();
    const model = await calibrationForUser(database.db, crypto.randomUUID());
    expect(calibratedEstimate(model, { ...playful, userId: null }).probability).toBeCloseTo(0.2, 12);
  });

  it('counts only the trusted outcomes of users who share usage data; below 20 people it stores the prior', async () => {
    ann = await user('ann'); // no settings row: sharing, by default
    bea = await user('bea', true);
    cal = await user('cal', false);
    await messages(ann, playful, ['reply', 'reply', 'reply', 'date', 'no_reply', 'no_reply', null, 'unsent']);
    await messages(bea, funny, ['reply', 'no_reply', 'no_reply', 'no_reply', 'quick']);
    await messages(cal, funny, Array<'reply'>(10).fill('reply'));

    // Ann 4 replies of 6 at 20 %, bea 1 of 4 at 30 % (her reply recorded seconds after sending is not trusted).
    const run = await runCalibration(database.db);
    expect(run).toMatchObject({ outcomes: 10, users: 2 });
    expect(run.deciles.map((row) => row.n)).toEqual(Array<number>(10).fill(1));
    expect(run.priorDeciles.map((row) => row.n)).toEqual(Array<number>(10).fill(1));
    // Two people are not a pool: the stored model is the published prior, and its figures are the prior's.
    expect(run.model).toMatchObject({ a: 0, b: 1, groups: {}, counts: { outcomes: 0, groups: {}, people: 0 } });
    // The prior's: 4 × 0.8² + 2 × 0.2² + 1 × 0.7² + 3 × 0.3², over 10.
    expect(run.priorBrier).toBeCloseTo((2.56 + 0.08 + 0.49 + 0.27) / 10, 12);
    expect(run.brier).toBeCloseTo(run.priorBrier!, 12);

    // No user id in what is stored: runs outlive accounts.
    const [stored] = await database.db.select().from(calibrationRuns).where(eq(calibrationRuns.id, run.id));
    for (const id of [ann, bea, cal]) expect(JSON.stringify(stored)).not.toContain(id);
  });

  it('pools a user’s outcomes once they turn sharing on; the newest run is the latest', async () => {
    const first = await latestCalibration(database.db);
    await database.db.update(userSettings).set({ shareUsageData: true }).where(eq(userSettings.userId, cal));
    const second = await runCalibration(database.db);
    expect(second).toMatchObject({ outcomes: 20, users: 3 });
    expect(await latestCalibration(database.db)).toEqual(second);
    expect((await recentCalibrations(database.db)).map((run) => run.id)).toEqual([second.id, first!.id]);
    await database.db.update(userSettings).set({ shareUsageData: false }).where(eq(userSettings.userId, cal));
  });

  it('gives a sharing user their own offset from their outcomes; an opted-out user none', async () => {
    const run = (await latestCalibration(database.db))!;
    const annModel = await calibrationForUser(database.db, ann, run);
    expect(annModel.counts.users).toEqual({ [ann]: 6 });
    const annEstimate = calibratedEstimate(annModel, { ...playful, userId: ann });
    const pooled = calibratedEstimate(annModel, { ...playful, userId: null });
    // No usable pool (3 people): her own outcomes are all it rests on.
    expect(annEstimate).toMatchObject({ basedOn: 0, people: 0, groupOutcomes: 0, userOutcomes: 6 });
    // Ann got 4 replies of 6: her estimate moves up from the prior, but not to 4/6.
    expect(annEstimate.probability).toBeGreaterThan(pooled.probability);
    expect(annEstimate.probability).toBeLessThan(4 / 6);

    const calModel = await calibrationForUser(database.db, cal);
    expect(calModel.users).toEqual({});
    const calEstimate = calibratedEstimate(calModel, { ...funny, userId: cal });
    expect(calEstimate).toMatchObject({ userOutcomes: 0 });
    expect(calEstimate.probability).toBe(calibratedEstimate(calModel, { ...funny, userId: null }).probability);
  });
});

describe('calibrateIfDue (the daily run from the scheduled tick)', () => {
  it('runs when the newest run is a day old, not before, and not without any recorded outcome', async () => {
    const fresh = await createTestDatabase();
    try {
      const now = new Date();
      expect(await calibrateIfDue(fresh.db, now)).toBeNull();
      const [row] = await fresh.db
        .insert(users)
        .values({ issuer: 'local', subject: 'due', email: 'due@example.com' })
        .returning({ id: users.id });
      await fresh.db.insert(coachMessages).values({
        userId: row!.id,
        ...playful,
        textSha256: 'due-1',
        ...sentEarlier('reply'),
        message: 'Hi',
      });
      const first = await calibrateIfDue(fresh.db, now);
      expect(first).toMatchObject({ outcomes: 1 });
      expect(await calibrateIfDue(fresh.db, new Date(now.getTime() + CALIBRATION_EVERY_MS - 60_000))).toBeNull();
      const next = await calibrateIfDue(fresh.db, new Date(now.getTime() + CALIBRATION_EVERY_MS + 60_000));
      expect(next?.id).toBeGreaterThan(first!.id);
    } finally {
      await fresh.close();
    }
  });
});

/**
 * One adversary against honest simulated users (the attack run, round two): a Premium user recorded 100 "date"
 * outcomes at once and moved a fresh user's estimates from 33-41 % to 66-72 %. Honest users record what happened a
 * day after sending, at the rate of the published model with a spread between people; the adversary records "Led to
 * a date" on every message, instantly or (patient) a quarter of an hour after sending.
 */
describe('one adversary against honest users', () => {
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  /** Seeded: the same simulation on every run. */
  const random = mulberry32(7);
  const shownAt = [33, 35, 37, 39, 41];
  const kind = { style: 'playful', mode: 'starter' };
  let fresh: Database;

  async function person(name: string) {
    const [row] = await fresh.db
      .insert(users)
      .values({ issuer: 'local', subject: name, email: `${name}@example.com` })
      .returning({ id: users.id });
    return row!.id;
  }
  /** Sent messages, sent five days ago, with outcomes recorded `recordedAfterMs` after sending. */
  async function recorded(userId: string, outcomes: { predicted: number; outcome: string }[], recordedAfterMs: number) {
    const sentAt = new Date(Date.now() - 5 * DAY);
    await fresh.db.insert(coachMessages).values(
      outcomes.map(({ predicted, outcome }, i) => ({
        userId,
        ...kind,
        predicted,
        textSha256: `${userId}-${i}`,
        sentAt,
        message: `message ${i}`,
        outcome,
        outcomeAt: new Date(sentAt.getTime() + recordedAfterMs),
      })),
    );
  }
  /** A fresh user's estimates (no outcomes of their own) at 33-41 %, in points. */
  async function freshEstimates() {
    const model = await calibrationForUser(fresh.db, crypto.randomUUID());
    return shownAt.map(
      (predicted) => 100 * calibratedEstimate(model, { ...kind, predicted, userId: null }).probability,
    );
  }
  const largestMove = (from: number[], to: number[]) => Math.max(...from.map((x, i) => Math.abs(to[i]! - x)));
  const dates = (n: number) => Array.from({ length: n }, (_, i) => ({ predicted: shownAt[i % 5]!, outcome: 'date' }));

  beforeAll(async () => {
    fresh = await createTestDatabase();
  });
  afterAll(() => fresh?.close());

  it('alone, 100 instant "date" outcomes leave a fresh user’s estimates at the published model', async () => {
    const adversary = await person('adversary');
    await recorded(adversary, dates(100), 5_000);
    await runCalibration(fresh.db);
    expect(largestMove(shownAt, await freshEstimates())).toBeLessThanOrEqual(0.5);
    // Even recorded a quarter of an hour after sending: one person is not a pool.
    await fresh.db.delete(coachMessages);
    await recorded(adversary, dates(100), 15 * MINUTE);
    await runCalibration(fresh.db);
    expect(largestMove(shownAt, await freshEstimates())).toBeLessThanOrEqual(0.5);
    await fresh.db.delete(coachMessages);
  });

  it('among 30 honest users, 400 "date" outcomes move a fresh user’s estimates not at all instantly, under 5 points patiently', async () => {
    for (let i = 0; i < 30; i++) {
      const id = await person(`honest-${i}`);
      const effect = 0.5 * (random() + random() + random() - 1.5);
      const outcomes = Array.from({ length: 5 + Math.floor(random() * 20) }, () => {
        const predicted = 5 + Math.floor(random() * 37);
        const p = 1 / (1 + ((100 - predicted) / predicted) * Math.exp(-effect));
        return { predicted, outcome: random() < p ? (random() < 0.1 ? 'date' : 'reply') : 'no_reply' };
      });
      await recorded(id, outcomes, 1 * DAY);
    }
    expect(await runCalibration(fresh.db)).toMatchObject({ users: 30, model: { counts: { people: 30 } } });
    const honest = await freshEstimates();

    const adversary = await person('adversary-2');
    await recorded(adversary, dates(400), 5_000);
    expect(await runCalibration(fresh.db)).toMatchObject({ users: 30 }); // left out
    const instant = largestMove(honest, await freshEstimates());

    // Patient: the same outcomes recorded a quarter of an hour after sending, so they are pooled, at a twentieth.
    await fresh.db
      .update(coachMessages)
      .set({ outcomeAt: sql`${coachMessages.sentAt} + interval '15 minutes'` })
      .where(eq(coachMessages.userId, adversary));
    expect(await runCalibration(fresh.db)).toMatchObject({ users: 31, model: { counts: { people: 31 } } });
    const patient = largestMove(honest, await freshEstimates());
    // Before the pooling rules: 5.5 points both ways (and 42 points for the adversary alone).
    expect(instant).toBeLessThanOrEqual(0.01);
    expect(patient).toBeLessThanOrEqual(5);
  });

  it('a run stored before these rules (it did not count people) is not used: the estimate is the prior', async () => {
    const fittedAt = new Date(Date.now() + DAY); // the newest
    const model = { a: 2, b: 1, groups: {}, tauGroup: 0.5, tauUser: 0.5, counts: { outcomes: 100, groups: {} } };
    await fresh.db.insert(calibrationRuns).values({
      fittedAt,
      outcomes: 100,
      users: 1,
      brier: null,
      priorBrier: null,
      deciles: [],
      priorDeciles: [],
      model: { ...model, fittedAt: fittedAt.toISOString() },
      durationMs: 1,
    });
    expect(largestMove(shownAt, await freshEstimates())).toBeLessThanOrEqual(0.01);
  });
});
