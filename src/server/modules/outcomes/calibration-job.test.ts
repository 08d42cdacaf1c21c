import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { calibrationRuns, coachMessages, userSettings, users } from '../../db/schema';
import { createTestDatabase } from '../../../test/server/test-app';
import { brierScore, calibratedEstimate, fitCalibration, scoreCells, type OutcomeCell } from './calibration';
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

/** `outcomes` sent messages of one kind; `null` outcomes are sent and waiting, `'unsent'` were never sent. */
async function messages(
  userId: string,
  kind: { style: string; mode: string; predicted: number },
  outcomes: ('reply' | 'no_reply' | 'date' | null | 'unsent')[],
) {
  await database.db.insert(coachMessages).values(
    outcomes.map((outcome, i) => ({
      userId,
      ...kind,
      textSha256: `${userId}-${i}`,
      ...(outcome === 'unsent' ? {} : { sentAt: new Date(), message: `message ${i}`, outcome }),
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

  it('pools only the outcomes of users who share usage data, and stores the run’s counts and figures', async () => {
    ann = await user('ann'); // no settings row: sharing, by default
    bea = await user('bea', true);
    cal = await user('cal', false);
    await messages(ann, playful, ['reply', 'reply', 'reply', 'date', 'no_reply', 'no_reply', null, 'unsent']);
    await messages(bea, funny, ['reply', 'no_reply', 'no_reply', 'no_reply']);
    await messages(cal, funny, Array<'reply'>(10).fill('reply'));

    const run = await runCalibration(database.db);
    expect(run).toMatchObject({ outcomes: 10, users: 2 });
    expect(run.model.counts).toEqual({ outcomes: 10, groups: { 'playful:starter': 6, 'funny:reply': 4 } });
    expect(run.deciles.map((row) => row.n)).toEqual(Array<number>(10).fill(1));
    expect(run.priorDeciles.map((row) => row.n)).toEqual(Array<number>(10).fill(1));

    // The same fit as on exactly the sharing users' outcomes: ann 4 replies of 6 at 20 %, bea 1 of 4 at 30 %.
    const pooled: OutcomeCell[] = [
      { userId: ann, ...playful, replies: 4, outcomes: 6 },
      { userId: bea, ...funny, replies: 1, outcomes: 4 },
    ];
    const expected = fitCalibration(pooled);
    expect(run.model.a).toBeCloseTo(expected.a, 9);
    expect(run.model.b).toBeCloseTo(expected.b, 9);
    expect(run.model.tauUser).toBeCloseTo(expected.tauUser, 9);
    expect(run.brier).toBeCloseTo(brierScore(scoreCells(expected, pooled))!, 9);
    // The prior's: 4 × 0.8² + 2 × 0.2² + 1 × 0.7² + 3 × 0.3², over 10.
    expect(run.priorBrier).toBeCloseTo((2.56 + 0.08 + 0.49 + 0.27) / 10, 12);

    // No user id in what is stored: runs outlive accounts.
    const [stored] = await database.db.select().from(calibrationRuns).where(eq(calibrationRuns.id, run.id));
    for (const id of [ann, bea, cal]) expect(JSON.stringify(stored)).not.toContain(id);
  });

  it('pools a user’s outcomes once they turn sharing on; the newest run is the latest', async () => {
    const first = await latestCalibration(database.db);
    await database.db.update(userSettings).set({ shareUsageData: true }).where(eq(userSettings.userId, cal));
    const second = await runCalibration(database.db);
    expect(second).toMatchObject({ outcomes: 20, users: 3 });
    expect(second.model.counts.groups['funny:reply']).toBe(14);
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
    expect(annEstimate).toMatchObject({ basedOn: 20, groupOutcomes: 6, userOutcomes: 6 });
    // Ann got 4 replies of 6: her estimate moves up from the pooled one, but not to 4/6.
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
        sentAt: now,
        message: 'Hi',
        outcome: 'reply',
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
