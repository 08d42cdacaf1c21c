/**
 * Fits the offline profile score to the coaches' labels, on the development bios only (ids whose number is not a
 * multiple of 3): the thresholds of PROFILE_SCORE_WEIGHTS by grid search, each judged by 3-fold cross-validation
 * inside the development bios, and the criteria's maxima by non-negative least squares (monotone: a criterion can
 * only add points). Prints the fitted weights to paste into rules/profile-score.rules.ts and profile-criteria.ts,
 * and Spearman beside length alone. The held-out third is scored only with --final, once, at the end.
 *
 *   npm run fit:score [-- --data ../shared/data] [-- --final]
 */
import path from 'node:path';
import { PROFILE_CRITERIA } from '../src/server/modules/coach/profile-criteria';
import { bioFeatures, type BioFeatures } from '../src/server/modules/coach/offline/profile-features';
import {
  judgeBio,
  pointsFor,
  SCORE_MODEL,
  scoreFeatures,
  type ScoreModel,
} from '../src/server/modules/coach/offline/profile-rubric';
import { spearman } from './lib/eval-metrics';
import { heldOut, readLabelledBios } from './lib/labelled-bios';

const args = process.argv.slice(2);
const dataDir = args.includes('--data') ? args[args.indexOf('--data') + 1]! : path.resolve('../shared/data');
const final = args.includes('--final');

const bios = readLabelledBios(dataDir);
// Held-out bios are not even read into features unless this is the final check.
const train = bios.filter((b) => !heldOut(b.id)).map((b) => ({ ...b, features: bioFeatures(b.bio) }));
type Row = (typeof train)[number];

/** Non-negative least squares by projected coordinate descent: few columns, so this converges quickly. */
function nnls(columns: number[][], target: number[]): number[] {
  const weights = columns.map(() => 0);
  const residual = [...target];
  for (let sweep = 0; sweep < 300; sweep += 1)
    columns.forEach((column, j) => {
      const norm = column.reduce((s, v) => s + v * v, 0);
      if (norm === 0) return;
      const gradient = column.reduce((s, v, i) => s + v * residual[i]!, 0);
      const next = Math.max(0, weights[j]! + gradient / norm);
      const step = next - weights[j]!;
      if (step !== 0) column.forEach((v, i) => (residual[i]! -= v * step));
      weights[j] = next;
    });
  return weights;
}

/**
 * Maxima in half points that add up to 10, in proportion to the weights (largest remainders). Every published
 * criterion keeps at least half a point: a coach still counts it where the data has few examples of it.
 */
function toMaxima(weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0) || 1;
  const spare = 20 - weights.length;
  const halves = weights.map((w) => 1 + (w / total) * spare);
  const floors = halves.map(Math.floor);
  let left = 20 - floors.reduce((s, v) => s + v, 0);
  const order = halves.map((h, i) => ({ i, rest: h - floors[i]! })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) if (left-- > 0) floors[i]! += 1;
  return floors.map((h) => h / 2);
}

const shares = (features: BioFeatures, model: ScoreModel) => judgeBio(features, model).map((j) => j.share);

/** The score the screen would show with these maxima: half points per criterion, summed. */
function shownScore(features: BioFeatures, model: ScoreModel, max: number[]) {
  return shares(features, model).reduce((s, share, k) => s + pointsFor(share, max[k]!), 0);
}

function fitMaxima(rows: Row[], model: ScoreModel): number[] {
  const matrix = rows.map((r) => shares(r.features, model));
  // A constant column takes the intercept, so the criteria's weights are not bent to fit the labels' level.
  const columns = [...PROFILE_CRITERIA.map((_, j) => matrix.map((row) => row[j]!)), rows.map(() => 1)];
  return toMaxima(
    nnls(
      columns,
      rows.map((r) => r.label),
    ).slice(0, PROFILE_CRITERIA.length),
  );
}

const rho = (rows: Row[], score: (r: Row) => number) =>
  spearman(
    rows.map(score),
    rows.map((r) => r.label),
  );

/** Mean Spearman on each third of the development bios, with maxima fitted on the other two. */
function crossValidated(model: ScoreModel): number {
  const folds = [0, 1, 2].map((k) => train.filter((_, i) => i % 3 === k));
  return (
    folds.reduce((sum, fold, k) => {
      const rest = train.filter((_, i) => i % 3 !== k);
      const maxima = fitMaxima(rest, model);
      return sum + rho(fold, (r) => shownScore(r.features, model, maxima));
    }, 0) / folds.length
  );
}

const grid = {
  short: [200, 300],
  ramble: [1600, 2000],
  floor: [0],
  detail: [12, 24],
  specificity: [8, 16],
  vagueCost: [0, 0.5],
  rareSenses: [1, 2],
  long: [1600, 2000],
  voice: [3, 5],
  variety: [4, 8],
};
let best: { model: ScoreModel; cv: number } | undefined;
for (const short of grid.short)
  for (const ramble of grid.ramble)
    for (const floor of grid.floor)
      for (const detail of grid.detail)
        for (const specificity of grid.specificity)
          for (const vagueCost of grid.vagueCost)
            for (const rareSenses of grid.rareSenses)
              for (const long of grid.long)
                for (const voice of grid.voice)
                  for (const variety of grid.variety) {
                    const model: ScoreModel = {
                      ...SCORE_MODEL,
                      length: { short, ramble, floor },
                      detail: { full: detail },
                      specificity: { full: specificity, vagueCost, rareSenses },
                      readability: { ...SCORE_MODEL.readability, long },
                      voice: { full: voice, variety },
                    };
                    const cv = crossValidated(model);
                    if (!best || cv > best.cv) best = { model, cv };
                  }

const model = best!.model;
const maxima = fitMaxima(train, model);
console.log(`Fitted on ${train.length} development bios; 3-fold cross-validated Spearman ${best!.cv.toFixed(3)}`);
console.log('PROFILE_SCORE_WEIGHTS =', JSON.stringify(model));
// The shipped maxima, fixed, on the same thirds: what the screen's score does on bios it was not tuned on fold by fold.
const shippedMaxima = PROFILE_CRITERIA.map((c) => c.max);
const shippedByFold =
  [0, 1, 2]
    .map((k) => train.filter((_, i) => i % 3 === k))
    .reduce((sum, fold) => sum + rho(fold, (r) => scoreFeatures(r.features, undefined, model).score), 0) / 3;
console.log(
  `with the shipped maxima (${shippedMaxima.join(', ')}): mean Spearman over the thirds ${shippedByFold.toFixed(3)}`,
);
console.log('maxima:', PROFILE_CRITERIA.map((c, j) => `${c.name} ${maxima[j]}`).join(', '));

const report = (label: string, rows: Row[]) => {
  const long = rows.filter((r) => r.features.characters >= 100);
  const line = (set: Row[]) =>
    `${rho(set, (r) => scoreFeatures(r.features).score).toFixed(3)} (length alone ${rho(set, (r) => r.features.characters).toFixed(3)})`;
  console.log(`${label}: Spearman ${line(rows)}, n=${rows.length}; on 100+ characters ${line(long)}, n=${long.length}`);
};
report('as shipped now, development bios', train);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const shipped = train.map((r) => scoreFeatures(r.features).score);
console.log(
  `as shipped now, development bios: mean score ${mean(shipped).toFixed(2)} against the coaches' ${mean(train.map((r) => r.label)).toFixed(2)}`,
);
if (final) {
  const test = bios.filter((b) => heldOut(b.id)).map((b) => ({ ...b, features: bioFeatures(b.bio) }));
  report('as shipped now, HELD-OUT bios (never fitted on)', test);
}
