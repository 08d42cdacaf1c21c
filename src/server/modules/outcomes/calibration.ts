import type { CalibrationDecile, CalibrationParams } from '../../../shared/schemas/calibration';

/**
 * The engagement estimate calibrated on recorded outcomes (issue 19, decision 0044). Pure: no database.
 *
 *   logit p = a + b·logit(p0) + c[style:mode] + u[user],   p0 = predicted / 100 clamped to [0.01, 0.99]
 *
 * fitted as a maximum a posteriori estimate with Gaussian priors centred on the published prior model (a = 0,
 * b = 1, every offset 0), so without outcomes the estimate is the prior, and where outcomes are few it stays close.
 * The spread of the user offsets, tauUser, is estimated from the data (MacKay's evidence update); the six groups are
 * too few to estimate theirs, so tauGroup is fixed.
 */

/** Outcomes of messages that showed the same estimate, from one user, in one style and tool. */
export interface OutcomeCell {
  userId: string;
  style: string;
  mode: string;
  /** The estimate shown, an integer percent. */
  predicted: number;
  /** How many got a reply (a date counts as a reply), of `outcomes`. */
  replies: number;
  outcomes: number;
}

/** The fit in memory: the stored parameters plus each user's offset and outcome count (never stored). */
export type CalibrationModel = CalibrationParams & {
  users: Record<string, number>;
  counts: CalibrationParams['counts'] & { users: Record<string, number> };
};

/** Stored parameters (no user offsets) or a model with some users' offsets. */
export type CalibrationInput = CalibrationParams & {
  users?: Record<string, number>;
  counts: CalibrationParams['counts'] & { users?: Record<string, number> };
};

/** A message's estimate as shown (an integer percent), its style and tool, and whose it is (null: nobody's). */
export interface EstimateInput {
  predicted: number;
  style: string;
  mode: string;
  userId?: string | null;
}

export interface CalibratedEstimate {
  /** The chance of a reply, 0-1. */
  probability: number;
  /** Outcomes behind it: all pooled outcomes (they set a and b, which move every estimate). */
  basedOn: number;
  /** The people those pooled outcomes came from. */
  people: number;
  /** Of those, in this estimate's style and tool; and the user's own (which set their offset). */
  groupOutcomes: number;
  userOutcomes: number;
}

/** Estimates scored against outcomes: `outcomes` messages estimated at `probability`, `replies` of them answered. */
export interface ScoredOutcomes {
  probability: number;
  replies: number;
  outcomes: number;
}

/** Prior standard deviations (logit scale): a and b about the published model, group offsets about 0. */
const SIGMA_A = 1;
const SIGMA_B = 0.5;
const TAU_GROUP = 0.5;
/** tauUser starts here and is pulled towards it by a weak prior worth this many users, so a few users cannot set it. */
const TAU_USER_PRIOR = 0.5;
const TAU_USER_PRIOR_WEIGHT = 4;
const TAU_USER_RANGE = [0.05, 2] as const;

/**
 * Pooling rules against one person moving everyone's estimates (decision 0049). Below MIN_POOL_PEOPLE people the
 * pool is not used at all: the estimate is the published prior, as on a fresh install. 20 because with each person
 * capped at a twentieth of the pool's weight (MAX_PERSON_SHARE), 20 is the fewest people among whom the cap can hold.
 */
export const MIN_POOL_PEOPLE = 20;
export const MAX_PERSON_SHARE = 1 / MIN_POOL_PEOPLE;

export const groupKey = (style: string, mode: string) => `${style}:${mode}`;

const clampP0 = (predicted: number) => Math.min(0.99, Math.max(0.01, predicted / 100));
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)));
/** log(1 + e^x) without overflow. */
const softplus = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));

function checkCell(row: OutcomeCell) {
  if (!(row.outcomes >= 0 && row.replies >= 0 && row.replies <= row.outcomes)) {
    throw new RangeError(`an outcome cell needs 0 <= replies <= outcomes (got ${row.replies} of ${row.outcomes})`);
  }
}

/** Solves M x = r for a symmetric positive definite n×n M (row-major), by Cholesky. */
function solveSpd(M: Float64Array, r: Float64Array, n: number): Float64Array {
  const L = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = M[i * n + j]!;
      for (let k = 0; k < j; k++) sum -= L[i * n + k]! * L[j * n + k]!;
      if (i === j) L[i * n + i] = Math.sqrt(Math.max(sum, 1e-300));
      else L[i * n + j] = sum / L[j * n + j]!;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = r[i]!;
    for (let k = 0; k < i; k++) sum -= L[i * n + k]! * y[k]!;
    y[i] = sum / L[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= L[k * n + i]! * x[k]!;
    x[i] = sum / L[i * n + i]!;
  }
  return x;
}

/** The negative log posterior at a point, with its gradient and the blocks of its Hessian. */
interface Evaluation {
  loss: number;
  gF: Float64Array;
  hFF: Float64Array;
  gU: Float64Array;
  /** Diagonal of the user block, and each user's row of the user-by-fixed block (P per user). */
  dU: Float64Array;
  bU: Float64Array;
}

/**
 * Fits the calibration to outcome cells (aggregate them first for speed: one cell per user, style, tool and
 * estimate; repeated cells are also correct). Newton–Raphson on the exact posterior, the user block eliminated by
 * its Schur complement, so an iteration costs one pass over the cells. `userWeights` scales each user's outcomes in
 * the likelihood (1 when absent); the counts stay whole outcomes. Use `poolCalibration` for the pooling rules.
 */
export function fitCalibration(
  rows: readonly OutcomeCell[],
  fittedAt = new Date(),
  userWeights?: ReadonlyMap<string, number>,
): CalibrationModel {
  const userIndex = new Map<string, number>();
  const groupIndex = new Map<string, number>();
  const cells = rows.filter((row) => (checkCell(row), row.outcomes > 0));
  const C = cells.length;
  const cu = new Int32Array(C);
  const cg = new Int32Array(C);
  const cx = new Float64Array(C);
  const ck = new Float64Array(C);
  const cn = new Float64Array(C);
  cells.forEach((row, i) => {
    const key = groupKey(row.style, row.mode);
    if (!groupIndex.has(key)) groupIndex.set(key, groupIndex.size);
    if (!userIndex.has(row.userId)) userIndex.set(row.userId, userIndex.size);
    cu[i] = userIndex.get(row.userId)!;
    cg[i] = groupIndex.get(key)!;
    cx[i] = logit(clampP0(row.predicted));
    const weight = userWeights?.get(row.userId) ?? 1;
    ck[i] = row.replies * weight;
    cn[i] = row.outcomes * weight;
  });
  const U = userIndex.size;
  const G = groupIndex.size;
  const P = 2 + G; // a, b, then the group offsets

  const evaluate = (F: Float64Array, u: Float64Array, tauUser: number): Evaluation => {
    const e: Evaluation = {
      loss: 0,
      gF: new Float64Array(P),
      hFF: new Float64Array(P * P),
      gU: new Float64Array(U),
      dU: new Float64Array(U),
      bU: new Float64Array(U * P),
    };
    const { gF, hFF, gU, dU, bU } = e;
    let loss = 0;
    for (let i = 0; i < C; i++) {
      const x = cx[i]!;
      const g = 2 + cg[i]!;
      const j = cu[i]!;
      const n = cn[i]!;
      const eta = F[0]! + F[1]! * x + F[g]! + u[j]!;
      const mu = sigmoid(eta);
      loss += n * softplus(eta) - ck[i]! * eta;
      const r = n * mu - ck[i]!;
      const w = n * mu * (1 - mu);
      gF[0]! += r;
      gF[1]! += r * x;
      gF[g]! += r;
      hFF[0]! += w;
      hFF[1]! += w * x;
      hFF[P + 1]! += w * x * x;
      hFF[g]! += w;
      hFF[P + g]! += w * x;
      hFF[g * P + g]! += w;
      gU[j]! += r;
      dU[j]! += w;
      bU[j * P]! += w;
      bU[j * P + 1]! += w * x;
      bU[j * P + g]! += w;
    }
    // Symmetric entries (only the upper triangle of the first two rows was summed).
    for (let k = 1; k < P; k++) hFF[k * P] = hFF[k]!;
    for (let k = 2; k < P; k++) hFF[k * P + 1] = hFF[P + k]!;
    // Priors.
    const priorPrecision = [1 / SIGMA_A ** 2, 1 / SIGMA_B ** 2, ...Array<number>(G).fill(1 / TAU_GROUP ** 2)];
    const priorMean = [0, 1, ...Array<number>(G).fill(0)];
    for (let k = 0; k < P; k++) {
      const d = F[k]! - priorMean[k]!;
      loss += 0.5 * priorPrecision[k]! * d * d;
      gF[k]! += priorPrecision[k]! * d;
      hFF[k * P + k]! += priorPrecision[k]!;
    }
    const lambda = 1 / tauUser ** 2;
    for (let j = 0; j < U; j++) {
      loss += 0.5 * lambda * u[j]! ** 2;
      gU[j]! += lambda * u[j]!;
      dU[j]! += lambda;
    }
    e.loss = loss;
    return e;
  };

  /** The fixed block's Schur complement (the users eliminated). */
  const schur = (e: Evaluation) => {
    const S = Float64Array.from(e.hFF);
    for (let j = 0; j < U; j++) {
      const inv = 1 / e.dU[j]!;
      for (let p = 0; p < P; p++) {
        const bp = e.bU[j * P + p]! * inv;
        if (bp === 0) continue;
        for (let q = 0; q < P; q++) S[p * P + q]! -= bp * e.bU[j * P + q]!;
      }
    }
    return S;
  };

  const F = new Float64Array(P);
  F[1] = 1;
  let u = new Float64Array(U);
  let tauUser = TAU_USER_PRIOR;

  const newton = () => {
    let current = evaluate(F, u, tauUser);
    for (let iteration = 0; iteration < 100; iteration++) {
      const S = schur(current);
      const rhs = new Float64Array(P);
      for (let p = 0; p < P; p++) rhs[p] = -current.gF[p]!;
      for (let j = 0; j < U; j++) {
        const ratio = current.gU[j]! / current.dU[j]!;
        for (let p = 0; p < P; p++) rhs[p]! += current.bU[j * P + p]! * ratio;
      }
      const dF = solveSpd(S, rhs, P);
      const dU = new Float64Array(U);
      for (let j = 0; j < U; j++) {
        let sum = -current.gU[j]!;
        for (let p = 0; p < P; p++) sum -= current.bU[j * P + p]! * dF[p]!;
        dU[j] = sum / current.dU[j]!;
      }
      let largest = 0;
      for (const d of dF) largest = Math.max(largest, Math.abs(d));
      for (const d of dU) largest = Math.max(largest, Math.abs(d));
      // Close enough that the step needs no check (Newton converges quadratically here): take it and stop.
      if (largest < 1e-6) {
        F.set(F.map((value, p) => value + dF[p]!));
        u = u.map((value, j) => value + dU[j]!);
        break;
      }
      // Halve the step until the posterior does not get worse (the objective is convex; this rarely triggers).
      let step = 1;
      for (;;) {
        const trialF = F.map((value, p) => value + step * dF[p]!);
        const trialU = u.map((value, j) => value + step * dU[j]!);
        const trial = evaluate(trialF, trialU, tauUser);
        if (trial.loss <= current.loss + 1e-12 * Math.abs(current.loss) || step < 1e-6) {
          F.set(trialF);
          u = trialU;
          current = trial;
          break;
        }
        step /= 2;
      }
      if (largest * step < 1e-7) break;
    }
    return current;
  };

  let evaluation = newton();
  for (let round = 0; U > 0 && round < 30; round++) {
    // MacKay: tau² = Σu² / γ, γ = Σ (1 − posterior variance / prior variance); with a weak prior on tau.
    const S = schur(evaluation);
    let gamma = 0;
    let sumSquares = 0;
    for (let j = 0; j < U; j++) {
      const inv = 1 / evaluation.dU[j]!;
      const v = new Float64Array(P);
      for (let p = 0; p < P; p++) v[p] = evaluation.bU[j * P + p]! * inv;
      const w = solveSpd(S, v, P);
      let variance = inv;
      for (let p = 0; p < P; p++) variance += v[p]! * w[p]!;
      gamma += 1 - variance / tauUser ** 2;
      sumSquares += u[j]! ** 2;
    }
    const next = Math.min(
      TAU_USER_RANGE[1],
      Math.max(
        TAU_USER_RANGE[0],
        Math.sqrt(
          (sumSquares + TAU_USER_PRIOR_WEIGHT * TAU_USER_PRIOR ** 2) / (Math.max(gamma, 0) + TAU_USER_PRIOR_WEIGHT),
        ),
      ),
    );
    // Settled: keep the tau the offsets were fitted with, so a user's refit (withUserOffset) gives the same offset.
    if (Math.abs(next - tauUser) < 1e-3 * tauUser) break;
    tauUser = next;
    evaluation = newton();
  }

  const groups: Record<string, number> = {};
  const groupCounts: Record<string, number> = {};
  for (const [key, g] of groupIndex) {
    groups[key] = F[2 + g]!;
    groupCounts[key] = 0;
  }
  const users: Record<string, number> = {};
  const userCounts: Record<string, number> = {};
  for (const [id, j] of userIndex) {
    users[id] = u[j]!;
    userCounts[id] = 0;
  }
  let outcomes = 0;
  for (const row of cells) {
    outcomes += row.outcomes;
    groupCounts[groupKey(row.style, row.mode)]! += row.outcomes;
    userCounts[row.userId]! += row.outcomes;
  }
  return {
    a: F[0]!,
    b: F[1],
    groups,
    users,
    tauGroup: TAU_GROUP,
    tauUser,
    counts: { outcomes, groups: groupCounts, people: U, users: userCounts },
    fittedAt: fittedAt.toISOString(),
  };
}

/** Outcomes per user. */
function outcomesByUser(rows: readonly OutcomeCell[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) if (row.outcomes > 0) totals.set(row.userId, (totals.get(row.userId) ?? 0) + row.outcomes);
  return totals;
}

/**
 * Each user's weight so that nobody's outcomes are more than `maxShare` of the pool's total weight: users above a
 * cap c count as c outcomes (weight c / n), the rest in full, with c = maxShare × the weighted total (water-filling,
 * largest first). Without anyone above the share, every weight is 1. Needs at least 1 / maxShare users.
 */
export function personWeights(rows: readonly OutcomeCell[], maxShare = MAX_PERSON_SHARE): Map<string, number> {
  const totals = outcomesByUser(rows);
  const sorted = [...totals.values()].sort((x, y) => y - x);
  let rest = sorted.reduce((sum, n) => sum + n, 0);
  let cap = Infinity;
  // k users capped: c = maxShare × (k·c + rest) → c = maxShare × rest / (1 − k·maxShare); valid when c >= the next.
  for (let k = 0; k < sorted.length && 1 - k * maxShare > 1e-12; k++) {
    const c = (maxShare * rest) / (1 - k * maxShare);
    if (c >= sorted[k]!) {
      cap = k === 0 ? Infinity : c;
      break;
    }
    rest -= sorted[k]!;
  }
  return new Map([...totals].map(([userId, n]) => [userId, Math.min(1, cap / n)]));
}

/**
 * The pooled fit with the rules that keep one person from moving everyone's estimates (decision 0049): nothing
 * pooled below MIN_POOL_PEOPLE people (the published prior, as with no outcomes), and each person's weight capped
 * at MAX_PERSON_SHARE of the pool. The rows are the outcomes already trusted (calibration-job.ts leaves out those
 * recorded too soon after sending).
 */
export function poolCalibration(rows: readonly OutcomeCell[], fittedAt = new Date()): CalibrationModel {
  if (outcomesByUser(rows).size < MIN_POOL_PEOPLE) return fitCalibration([], fittedAt);
  return fitCalibration(rows, fittedAt, personWeights(rows));
}

/** Whether a stored run's parameters may be used: it pooled enough people (runs from before the rule did not say). */
export const poolIsUsable = (params: CalibrationParams) => (params.counts.people ?? 0) >= MIN_POOL_PEOPLE;

/** The parameters a run stores: everything but the users' offsets and counts (decision 0044). */
export function storedParams(model: CalibrationInput): CalibrationParams {
  const { a, b, groups, tauGroup, tauUser, counts, fittedAt } = model;
  const { outcomes, groups: groupCounts, people } = counts;
  return { a, b, groups, tauGroup, tauUser, counts: { outcomes, groups: groupCounts, people }, fittedAt };
}

/** logit p without the user's offset. */
const pooledLogit = (model: CalibrationParams, { predicted, style, mode }: EstimateInput) =>
  model.a + model.b * logit(clampP0(predicted)) + (model.groups[groupKey(style, mode)] ?? 0);

/**
 * Adds one user's offset, fitted from their own outcome cells with the stored parameters held fixed (the same value
 * the joint fit gives them, when nothing has changed since). Cells of other users are ignored.
 */
export function withUserOffset(
  params: CalibrationInput,
  userId: string,
  rows: readonly OutcomeCell[],
): CalibrationModel {
  const own = rows.filter((row) => row.userId === userId && (checkCell(row), row.outcomes > 0));
  const base = own.map((row) => pooledLogit(params, row));
  const lambda = 1 / params.tauUser ** 2;
  const lossAt = (u: number) =>
    own.reduce((sum, row, i) => sum + row.outcomes * softplus(base[i]! + u) - row.replies * (base[i]! + u), 0) +
    0.5 * lambda * u * u;
  let u = 0;
  for (let iteration = 0; iteration < 100 && own.length > 0; iteration++) {
    let gradient = lambda * u;
    let curvature = lambda;
    own.forEach((row, i) => {
      const mu = sigmoid(base[i]! + u);
      gradient += row.outcomes * mu - row.replies;
      curvature += row.outcomes * mu * (1 - mu);
    });
    let step = -gradient / curvature;
    while (lossAt(u + step) > lossAt(u) && Math.abs(step) > 1e-12) step /= 2;
    u += step;
    if (Math.abs(step) < 1e-10) break;
  }
  const n = own.reduce((sum, row) => sum + row.outcomes, 0);
  return {
    ...storedParams(params),
    users: { ...params.users, ...(n > 0 ? { [userId]: u } : {}) },
    counts: { ...storedParams(params).counts, users: { ...params.counts.users, ...(n > 0 ? { [userId]: n } : {}) } },
  };
}

/** The calibrated chance of a reply for a message shown with `predicted` percent; the prior itself without data. */
export function calibratedEstimate(model: CalibrationInput, input: EstimateInput): CalibratedEstimate {
  const offset = input.userId ? (model.users?.[input.userId] ?? 0) : 0;
  return {
    probability: sigmoid(pooledLogit(model, input) + offset),
    basedOn: model.counts.outcomes,
    people: model.counts.people ?? 0,
    groupOutcomes: model.counts.groups[groupKey(input.style, input.mode)] ?? 0,
    userOutcomes: input.userId ? (model.counts.users?.[input.userId] ?? 0) : 0,
  };
}

/** Each cell scored by the model (with the users' offsets it holds), or by the published prior when `model` is null. */
export function scoreCells(model: CalibrationInput | null, rows: readonly OutcomeCell[]): ScoredOutcomes[] {
  return rows.map((row) => ({
    probability: model ? sigmoid(pooledLogit(model, row) + (model.users?.[row.userId] ?? 0)) : clampP0(row.predicted),
    replies: row.replies,
    outcomes: row.outcomes,
  }));
}

/** Mean squared error of the estimates against what happened (1 for a reply, 0 for none); null without outcomes. */
export function brierScore(pairs: readonly ScoredOutcomes[]): number | null {
  let sum = 0;
  let n = 0;
  for (const { probability: p, replies, outcomes } of pairs) {
    sum += replies * (1 - p) ** 2 + (outcomes - replies) * p ** 2;
    n += outcomes;
  }
  return n > 0 ? sum / n : null;
}

/**
 * The outcomes in ten equal parts by estimate, lowest first: each part's mean estimate against its observed reply
 * rate. A part's edges are whole outcomes (the nearest to a tenth), so with fewer than ten outcomes some parts are
 * empty and left out (none at all without outcomes); a cell that straddles an edge is shared, its replies in
 * proportion.
 */
export function calibrationDeciles(pairs: readonly ScoredOutcomes[]): CalibrationDecile[] {
  // Sorted as numbers, not objects (that took most of the job's scoring time): each key is the probability rounded
  // to what the remaining bits hold (2^-29 at 8 million pairs: far finer than any decile needs), then the index.
  const indexBits = Math.max(1, Math.ceil(Math.log2(pairs.length + 1)));
  const scale = 2 ** (52 - indexBits);
  const keys = new Float64Array(pairs.length);
  let total = 0;
  for (let i = 0; i < pairs.length; i++) {
    const { probability, outcomes } = pairs[i]!;
    keys[i] = Math.floor(Math.min(1, Math.max(0, probability)) * (scale - 1)) * 2 ** indexBits + i;
    if (outcomes > 0) total += outcomes;
  }
  if (total === 0) return [];
  keys.sort();
  const edge = (d: number) => Math.round((d * total) / 10);
  const n = new Array<number>(10).fill(0);
  const predictedSum = new Array<number>(10).fill(0);
  const replies = new Array<number>(10).fill(0);
  let start = 0;
  for (const key of keys) {
    const pair = pairs[key % 2 ** indexBits]!;
    if (pair.outcomes <= 0) continue;
    const end = start + pair.outcomes;
    for (let d = 0; d < 10 && edge(d) < end; d++) {
      const overlap = Math.min(end, edge(d + 1)) - Math.max(start, edge(d));
      if (overlap <= 0) continue;
      n[d]! += overlap;
      predictedSum[d]! += overlap * pair.probability;
      replies[d]! += (overlap / pair.outcomes) * pair.replies;
    }
    start = end;
  }
  return n.flatMap((count, d) =>
    count > 0 ? [{ decile: d + 1, predicted: predictedSum[d]! / count, observed: replies[d]! / count, n: count }] : [],
  );
}
