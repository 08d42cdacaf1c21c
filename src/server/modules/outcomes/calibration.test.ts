import { describe, expect, it } from 'vitest';
import { messageModes, messageStyles } from '../../../shared/coach-options';
import { mulberry32 } from '../../../shared/seeded-random';
import {
  brierScore,
  calibratedEstimate,
  calibrationDeciles,
  fitCalibration,
  groupKey,
  MAX_PERSON_SHARE,
  MIN_POOL_PEOPLE,
  personWeights,
  poolCalibration,
  scoreCells,
  storedParams,
  withUserOffset,
  type OutcomeCell,
  type ScoredOutcomes,
} from './calibration';

// Seeds 1 to 30 all pass (over 1 to 20: worst decile 1.4 to 4.6 points, Brier gap 0.003 to 0.005); 1 is kept.
const random = mulberry32(1);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The true reply model of the simulation: not the prior. Real replies run higher than the published estimate
 * (a = 0.4) and vary less with it (b = 0.6); styles and tools differ; users differ (spread 0.6 on the logit scale).
 */
const TRUE_A = 0.4;
const TRUE_B = 0.6;
const trueGroups: Record<string, number> = {
  'playful:starter': 0.3,
  'playful:reply': 0.5,
  'thoughtful:starter': 0,
  'thoughtful:reply': 0.4,
  'funny:starter': -0.5,
  'funny:reply': 0.1,
};
const users = Array.from({ length: 200 }, (_, i) => ({ id: `user-${i}`, effect: 0.6 * normal() }));
/** A user far from the pool: replies come much more often to them than to anyone else. */
const outlier = { id: 'outlier', effect: 2.5 };

/** An estimate as the points model gives them (docs/coach-rubric.md): 16 plus or minus its factors, 5 to 41. */
const priorEstimate = () =>
  Math.min(41, Math.max(5, 16 + pick([0, 12]) + pick([0, 4, 8]) + pick([0, 2, 5]) - (random() < 0.15 ? 6 : 0)));

interface Simulated extends OutcomeCell {
  truth: number;
}
function simulate(user: { id: string; effect: number }): Simulated {
  const style = pick(messageStyles);
  const mode = pick(messageModes);
  const predicted = priorEstimate();
  const truth = sigmoid(TRUE_A + TRUE_B * logit(predicted / 100) + trueGroups[groupKey(style, mode)]! + user.effect);
  const replied = random() < truth ? 1 : 0;
  return { userId: user.id, style, mode, predicted, replies: replied, outcomes: 1, truth };
}

const training = [
  ...Array.from({ length: 9_980 }, () => simulate(pick(users))),
  ...Array.from({ length: 20 }, () => simulate(outlier)),
];
const heldOut = Array.from({ length: 20_000 }, () => simulate(pick(users)));
const model = fitCalibration(training);
const truthScored = (rows: Simulated[]): ScoredOutcomes[] =>
  rows.map((row) => ({ probability: row.truth, replies: row.replies, outcomes: 1 }));
const worstDecile = (pairs: ScoredOutcomes[]) =>
  Math.max(...calibrationDeciles(pairs).map((row) => Math.abs(row.predicted - row.observed)));

describe('calibration on a simulation with a known reply model', () => {
  it('scores held-out outcomes within 0.01 of the true model’s Brier score; the prior does not', () => {
    const calibrated = brierScore(scoreCells(model, heldOut))!;
    const truth = brierScore(truthScored(heldOut))!;
    const prior = brierScore(scoreCells(null, heldOut))!;
    expect(Math.abs(calibrated - truth)).toBeLessThanOrEqual(0.01);
    expect(prior - truth).toBeGreaterThan(0.01);
  });

  it('every decile of held-out outcomes is within 5 points of its observed rate; the prior’s are not', () => {
    const deciles = calibrationDeciles(scoreCells(model, heldOut));
    expect(deciles.map((row) => row.n)).toEqual(Array<number>(10).fill(heldOut.length / 10));
    expect(worstDecile(scoreCells(model, heldOut))).toBeLessThanOrEqual(0.05);
    expect(worstDecile(scoreCells(null, heldOut))).toBeGreaterThan(0.05);
  });

  it('recovers the true parameters roughly and estimates the users’ spread', () => {
    expect(model.a).toBeCloseTo(TRUE_A, 0);
    expect(model.b).toBeCloseTo(TRUE_B, 0);
    expect(model.tauUser).toBeGreaterThan(0.3);
    expect(model.tauUser).toBeLessThan(0.9);
    expect(model.counts.outcomes).toBe(10_000);
    expect(Object.values(model.counts.groups).reduce((x, y) => x + y, 0)).toBe(10_000);
    expect(model.counts.users[outlier.id]).toBe(20);
  });

  it('moves a user with 20 outcomes towards their own reply rate, but not all the way', () => {
    const theirs = training.filter((row) => row.userId === outlier.id);
    const observed = theirs.reduce((sum, row) => sum + row.replies, 0) / theirs.length;
    const mean = (userId: string | null) =>
      theirs.reduce((sum, row) => sum + calibratedEstimate(model, { ...row, userId }).probability, 0) / theirs.length;
    const pooled = mean(null);
    const own = mean(outlier.id);
    expect(observed - pooled).toBeGreaterThan(0.2); // far from the pool, so there is somewhere to move
    const moved = (own - pooled) / (observed - pooled);
    expect(moved).toBeGreaterThan(0.2);
    expect(moved).toBeLessThan(0.9);
    expect(calibratedEstimate(model, { ...theirs[0]!, userId: outlier.id })).toMatchObject({
      basedOn: 10_000,
      userOutcomes: 20,
    });
  });

  it('fits a user’s offset from the stored parameters and their own outcomes to the joint fit’s value', () => {
    const params = storedParams(model);
    expect(JSON.stringify(params)).not.toContain('user-');
    const refitted = withUserOffset(params, outlier.id, training);
    expect(refitted.users[outlier.id]).toBeCloseTo(model.users[outlier.id]!, 5);
    expect(refitted.counts.users).toEqual({ [outlier.id]: 20 });
    // A user without outcomes gets the pooled estimate.
    const none = withUserOffset(params, 'nobody', training);
    expect(none.users).toEqual({});
    const input = { predicted: 30, style: 'funny', mode: 'reply', userId: 'nobody' };
    expect(calibratedEstimate(none, input).probability).toBe(
      calibratedEstimate(model, { ...input, userId: null }).probability,
    );
  });
});

describe('calibration without outcomes', () => {
  it('is the published prior itself', () => {
    const empty = fitCalibration([]);
    expect(empty).toMatchObject({ a: 0, b: 1, groups: {}, users: {}, counts: { outcomes: 0 } });
    for (let predicted = 5; predicted <= 41; predicted++) {
      const estimate = calibratedEstimate(empty, { predicted, style: 'playful', mode: 'starter', userId: 'someone' });
      expect(estimate.probability).toBeCloseTo(predicted / 100, 12);
      expect(estimate).toMatchObject({ basedOn: 0, groupOutcomes: 0, userOutcomes: 0 });
    }
  });

  it('stays near the prior where outcomes are few', () => {
    const few = fitCalibration([
      { userId: 'u1', style: 'playful', mode: 'starter', predicted: 20, replies: 1, outcomes: 3 },
    ]);
    const estimate = calibratedEstimate(few, { predicted: 20, style: 'playful', mode: 'starter', userId: 'u1' });
    expect(estimate.probability).toBeGreaterThan(0.2);
    expect(estimate.probability).toBeLessThan(1 / 3);
    expect(estimate).toMatchObject({ basedOn: 3, groupOutcomes: 3, userOutcomes: 3 });
  });

  it('refuses a cell with more replies than outcomes', () => {
    expect(() =>
      fitCalibration([{ userId: 'u', style: 'funny', mode: 'reply', predicted: 20, replies: 3, outcomes: 2 }]),
    ).toThrow(RangeError);
  });
});

describe('pooling rules (decision 0049)', () => {
  const cell = (userId: string, outcomes: number, replies = 0): OutcomeCell => ({
    userId,
    style: 'playful',
    mode: 'starter',
    predicted: 37,
    replies,
    outcomes,
  });

  it('caps each person at a twentieth of the pool’s weight; nobody is capped when nobody is above it', () => {
    const honest = Array.from({ length: 30 }, (_, i) => cell(`h${i}`, 10));
    expect([...personWeights(honest).values()].every((w) => w === 1)).toBe(true);
    const weights = personWeights([...honest, cell('adversary', 400, 400)]);
    const total = 300 + 400 * weights.get('adversary')!;
    expect((400 * weights.get('adversary')!) / total).toBeCloseTo(MAX_PERSON_SHARE, 12);
    expect(weights.get('h0')).toBe(1);
    // Twenty people, one with one outcome: everyone counts as the smallest, so nobody is above a twentieth.
    const edge = personWeights([cell('small', 1), ...Array.from({ length: 19 }, (_, i) => cell(`b${i}`, 50))]);
    expect(edge.get('b0')! * 50).toBeCloseTo(1, 12);
  });

  it('does not pool fewer than 20 people: one person’s 100 dates leave the published prior', () => {
    const model = poolCalibration([cell('adversary', 100, 100)]);
    expect(model).toMatchObject({ a: 0, b: 1, counts: { outcomes: 0, people: 0 } });
    expect(calibratedEstimate(model, { predicted: 37, style: 'playful', mode: 'starter' })).toMatchObject({
      basedOn: 0,
      people: 0,
    });
    const pool = Array.from({ length: MIN_POOL_PEOPLE }, (_, i) => cell(`p${i}`, 5, 4));
    expect(poolCalibration(pool).counts).toMatchObject({ outcomes: 100, people: MIN_POOL_PEOPLE });
    expect(poolCalibration(pool).a).toBeGreaterThan(0.5);
  });
});

describe('Brier score and deciles', () => {
  it('counts a cell of n outcomes as n single ones', () => {
    const cells = [
      { probability: 0.2, replies: 1, outcomes: 4 },
      { probability: 0.6, replies: 2, outcomes: 2 },
    ];
    const singles = cells.flatMap((cell) =>
      Array.from({ length: cell.outcomes }, (_, i) => ({
        probability: cell.probability,
        replies: i < cell.replies ? 1 : 0,
        outcomes: 1,
      })),
    );
    // 1 × 0.8² + 3 × 0.2² + 2 × 0.4² over 6
    expect(brierScore(cells)).toBeCloseTo((0.64 + 0.12 + 0.32) / 6, 12);
    expect(brierScore(singles)).toBeCloseTo(brierScore(cells)!, 12);
    expect(brierScore([])).toBeNull();
  });

  it('splits outcomes into ten equal parts by estimate, lowest first', () => {
    const pairs = Array.from({ length: 100 }, (_, i) => ({ probability: i / 100, replies: i % 2, outcomes: 1 }));
    const deciles = calibrationDeciles(pairs);
    expect(deciles.map((row) => row.n)).toEqual(Array<number>(10).fill(10));
    expect(deciles[0]).toMatchObject({ decile: 1, observed: 0.5 });
    expect(deciles[0]!.predicted).toBeCloseTo(0.045, 12);
    expect(deciles[9]!.predicted).toBeCloseTo(0.945, 12);
    // One estimate shared by all: every part gets a tenth of it, at its reply rate.
    const tied = calibrationDeciles([{ probability: 0.3, replies: 25, outcomes: 100 }]);
    expect(tied.every((row) => row.n === 10 && Math.abs(row.observed - 0.25) < 1e-12)).toBe(true);
    expect(calibrationDeciles([])).toEqual([]);
    // Fewer than ten outcomes: whole outcomes per part, the empty parts left out.
    const few = calibrationDeciles([{ probability: 0.4, replies: 1, outcomes: 3 }]);
    expect(few.map((row) => row.n)).toEqual([1, 1, 1]);
    expect(few.map((row) => row.decile)).toEqual([2, 5, 9]);
  });
});
