import fs from 'node:fs';
import { analyse } from './language/analyse';

/**
 * A learned reader of what a message does (decision 0063): a softmax over the message's words, word pairs and shape,
 * trained on the labelled development messages (scripts/train-reply-acts.ts). The act rules were written for the
 * phrasings they had met and read 62 % of unseen messages right; this model, trained on other sets, reads about 80 %.
 * It speaks only where the rules and it disagree (act-reading.ts).
 */

/** The labels of the data: the acts of rules/reply-acts.rules.ts, plus "chat" (a story, small talk) and mild bad luck. */
export type LearnedAct = string;

export interface ActModel {
  labels: LearnedAct[];
  /** Per feature, the weight it adds to each label's score, as [label index, weight] pairs (zeros left out). */
  weights: Record<string, [number, number][]>;
}

/** Textspeak read as the word it stands for, so "u", "ya" and "you" count as one feature. */
const SPELLED: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  yuh: 'you',
  ur: 'your',
  urs: 'yours',
  r: 'are',
  im: 'i',
  ive: 'i',
  id: 'i',
  soz: 'sorry',
  sry: 'sorry',
  pls: 'please',
  plz: 'please',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  wanna: 'want',
  gonna: 'go',
  lemme: 'let',
  cuz: 'because',
  cos: 'because',
  bc: 'because',
  rn: 'now',
  tho: 'though',
  thx: 'thanks',
  ty: 'thanks',
};

/**
 * What the model sees of a message: its words (lemmas, textspeak spelled out, numbers as one word, emoji as
 * themselves, "?" and "!" kept) and their neighbours, from its start to its end; parts of speech; a past-tense verb;
 * its length (in steps of 8 words) and its sentiment.
 */
export function actFeatures(text: string): string[] {
  const read = analyse(text);
  const words = read.tokens
    .filter((t) => (t.kind !== 'punctuation' || /[?!]/.test(t.text)) && t.text.trim() !== '')
    .map((t) => {
      if (t.kind === 'number') return '<num>';
      if (t.kind === 'emoji' || t.kind === 'emoticon') return t.text;
      const lemma = (t.lemma ?? t.text).toLowerCase().replace(/['’]/g, '');
      return SPELLED[lemma] ?? lemma;
    });
  const features = new Set<string>();
  const seq = ['<s>', ...words, '</s>'];
  seq.forEach((word, i) => {
    features.add(`w:${word}`);
    if (i + 1 < seq.length) features.add(`b:${word}_${seq[i + 1]}`);
  });
  for (const t of read.tokens) features.add(`p:${t.pos}`);
  if (read.tokens.some((t) => t.pos === 'VERB' && /ed$/.test(t.lower))) features.add('past');
  features.add(`len:${Math.min(4, Math.floor(read.wordCount / 8))}`);
  const sentiment = read.sentences.reduce((sum, s) => sum + s.sentiment, 0);
  features.add(`mood:${sentiment < -0.2 ? 'down' : sentiment > 0.2 ? 'up' : 'flat'}`);
  return [...features];
}

/** Each label's probability for the features, by the model's weights. */
export function labelProbabilities(model: ActModel, features: readonly string[]): number[] {
  const scores = model.labels.map(() => 0);
  for (const f of features) for (const [k, w] of model.weights[f] ?? []) scores[k]! += w;
  return softmax(scores);
}

/** Scores to probabilities that add up to 1 (shifted by the top score, so no exponent overflows). */
export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export interface LearnedReading {
  act: LearnedAct;
  /** The model's probability for it: how sure it is. */
  p: number;
  /** Every label's probability, for a second opinion on the rules' reading. */
  chances: Readonly<Record<LearnedAct, number>>;
}

/** Where the trained model is kept (written by scripts/train-reply-acts.ts). */
export const MODEL_URL = new URL('./rules/reply-acts.model.json', import.meta.url);

let shipped: ActModel | undefined;
/** The shipped model, read once on first use (about 0.9 MB). */
const model = () => (shipped ??= JSON.parse(fs.readFileSync(MODEL_URL, 'utf8')) as ActModel);

/** The label the shipped model gives a message, and how sure it is. */
export const predictAct = (text: string): LearnedReading => bestLabel(model(), actFeatures(text));

/** The model's most likely label for the features. */
export function bestLabel(model: ActModel, features: readonly string[]): LearnedReading {
  const p = labelProbabilities(model, features);
  const best = p.indexOf(Math.max(...p));
  return {
    act: model.labels[best]!,
    p: p[best]!,
    chances: Object.fromEntries(model.labels.map((label, i) => [label, p[i]!])),
  };
}
