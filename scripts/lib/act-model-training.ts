import fs from 'node:fs';
import path from 'node:path';
import { actFeatures, softmax, type ActModel } from '../../src/server/modules/coach/offline/act-model';
import { onFreshEngine } from '../../src/server/modules/coach/offline/language/analyse';
import { readConversation } from '../../src/server/modules/coach/offline/reply-acts';
import { mulberry32 } from '../../src/shared/seeded-random';
import { replyMatchInfo } from './eval/messages';
import { loadSituations, loadWrittenSets, type IncomingMessage } from './eval/sets';

/** What a labelled message must say for the model: its id, its kind, their latest message and what came before. */
type Labelled = Pick<IncomingMessage, 'id' | 'kind' | 'incoming' | 'earlier'>;

/**
 * Training of the learned act reader (act-model.ts, decision 0063): multinomial logistic regression by stochastic
 * gradient descent, L2-regularised, in a fixed order, so the same data gives the same model on every machine.
 */

export interface Example {
  id: string;
  /** The set it came from (the id's letters): cross-validation leaves one set out at a time. */
  set: string;
  label: string;
  features: string[];
}

export interface TrainOptions {
  /** A feature seen in fewer messages than this is not learned: one message's words say nothing about others'. */
  minCount: number;
  /** Weights smaller than this are left out of the shipped model: they change no reading and triple its size. */
  smallest: number;
  epochs: number;
  rate: number;
  l2: number;
}

/** Chosen by leaving one set out at a time on the development sets (decision 0063). */
export const TRAIN_OPTIONS: TrainOptions = { minCount: 1, smallest: 0.02, epochs: 60, rate: 1, l2: 0.01 };

/** A story and small talk call for the same kind of reply: "chat". The other labels are acts as written. */
export const labelOf = (kind: string) => (kind === 'story' || kind === 'small-talk' ? 'chat' : kind);

/** The set a message belongs to: the letters of its id ("dk" of "dk012"); the first situations are one set. */
export const setOf = (id: string) => (/^[a-z]{2}\d{3}$/.test(id) ? id.slice(0, 2) : 'situations');

/** A labelled message as the model reads it: their latest lines, as the reply reader gets them. */
export function exampleOf(m: Labelled): Example {
  return {
    id: m.id,
    set: setOf(m.id),
    label: labelOf(m.kind),
    features: actFeatures(readConversation(replyMatchInfo(m)).latest),
  };
}

const round = (w: number) => Math.round(w * 1000) / 1000;

/** A model fitted to the examples; labels sorted, weights rounded to 3 places and the smallest left out. */
export function trainActModel(all: readonly Example[], options: TrainOptions = TRAIN_OPTIONS): ActModel {
  const seen = new Map<string, number>();
  for (const e of all) for (const f of e.features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const examples = all.map((e) => ({ ...e, features: e.features.filter((f) => seen.get(f)! >= options.minCount) }));
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const dense = new Map<string, Float64Array>();
  const row = (f: string) => {
    let w = dense.get(f);
    if (!w) dense.set(f, (w = new Float64Array(labels.length)));
    return w;
  };
  const random = mulberry32(2911);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    // A fresh seeded shuffle each epoch (Fisher-Yates), and a step that shrinks as training settles.
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = options.rate / (1 + epoch * 0.2);
    for (const index of order) {
      const example = examples[index]!;
      const p = probabilities(dense, labels.length, example.features);
      const y = labels.indexOf(example.label);
      // Long messages have more features: scaling by their root keeps one message from counting for several.
      const scale = 1 / Math.sqrt(Math.max(1, example.features.length));
      for (const f of example.features) {
        const w = row(f);
        for (let k = 0; k < labels.length; k++)
          w[k]! -= rate * ((p[k]! - (k === y ? 1 : 0)) * scale + options.l2 * w[k]!);
      }
    }
  }
  const weights: ActModel['weights'] = {};
  for (const [f, w] of [...dense].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const kept = [...w]
      .map((v, k): [number, number] => [k, round(v)])
      .filter(([, v]) => Math.abs(v) >= options.smallest);
    if (kept.length) weights[f] = kept;
  }
  return { labels, weights };
}

/** Each label's probability while training, from the full weights. */
function probabilities(dense: Map<string, Float64Array>, size: number, features: readonly string[]): number[] {
  const scores = new Array<number>(size).fill(0);
  for (const f of features) {
    const w = dense.get(f);
    if (w) for (let k = 0; k < size; k++) scores[k]! += w[k]!;
  }
  return softmax(scores);
}

/** Where the training-only messages live: labelled for the act reader, never used to measure the coach. */
export const TRAINING_FOLDER = 'eval/train';

/** The training-only messages (eval/train/*.json), labelled, in file order. */
export function trainingMessages(repoRoot: string): Labelled[] {
  const folder = path.join(repoRoot, TRAINING_FOLDER);
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const { messages } = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {
        messages: (Omit<Labelled, 'earlier'> & { earlier?: string[] })[];
      };
      return messages.map((m) => ({ ...m, earlier: m.earlier ?? [] }));
    });
}

/** The training-only messages as examples; a set per file (the letters of their ids). */
export const trainingExamples = (repoRoot: string): Example[] => trainingMessages(repoRoot).map(exampleOf);

/**
 * The development and the training-only messages as examples, read on an engine of their own (onFreshEngine): the
 * same files give the same examples, and so the same model, whatever the process read before.
 */
export const readExamples = (repoRoot: string): { dev: Example[]; training: Example[] } =>
  onFreshEngine(() => ({
    dev: [...loadSituations(repoRoot), ...loadWrittenSets(repoRoot, ['dev']).messages].map(exampleOf),
    training: trainingExamples(repoRoot),
  }));
