/**
 * Trains the learned act reader of Help Me Reply (src/server/modules/coach/offline/act-model.ts, decision 0063) on
 * the labelled development messages (eval/dev, eval/situations) and the training-only ones (eval/train), never on a
 * held-out file, and writes it to src/server/modules/coach/offline/rules/reply-acts.model.json. Before writing, it leaves each set out in turn, trains
 * on the others and reads the one left out: how the model does on a set written by someone it never read. The
 * held-out messages are read only with --final, to report the shipped model and the act rules on them.
 *
 *   npm run train:reply-acts [-- --final] [-- --policy] [-- --dry-run] [-- --no-training (the development sets alone)]
 *
 * --policy: how the rules, the model and the two together read the training-only messages, the model trained on the
 * development sets alone (the figures behind decision 0064).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  actFeatures,
  bestLabel,
  MODEL_URL,
  predictAct,
  type ActModel,
} from '../src/server/modules/coach/offline/act-model';
import { actOfLabel } from '../src/server/modules/coach/offline/act-reading';
import { classifyMessage, readConversation } from '../src/server/modules/coach/offline/reply-acts';
import { readReply } from '../src/server/modules/coach/offline/reply-reading';
import { type Example, labelOf, readExamples, trainActModel, trainingMessages } from './lib/act-model-training';
import { actMatchesKind } from './lib/eval-metrics';
import { replyMatchInfo } from './lib/eval/messages';
import { loadWrittenSets, type IncomingMessage } from './lib/eval/sets';

const args = process.argv.slice(2);
const root = process.cwd();

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

/** Leave one set out at a time: each set read by a model trained on all the others. */
function leaveOneSetOut(examples: readonly Example[]) {
  const sets = [...new Set(examples.map((e) => e.set))];
  const read: { example: Example; act: string; p: number }[] = [];
  for (const set of sets) {
    const model = trainActModel(examples.filter((e) => e.set !== set));
    const out = examples.filter((e) => e.set === set);
    const right = out.filter((e) => {
      const guess = bestLabel(model, e.features);
      read.push({ example: e, act: guess.act, p: guess.p });
      return guess.act === e.label;
    }).length;
    console.log(`  ${set.padEnd(10)} ${String(out.length).padStart(4)} messages, ${pct(right, out.length)} read right`);
  }
  const right = read.filter((r) => r.act === r.example.label).length;
  console.log(`Left out one set at a time: ${pct(right, read.length)} of ${read.length} read right.`);
  const dev = read.filter((r) => !r.example.set.startsWith('t'));
  console.log(`  development sets alone: ${pct(dev.filter((r) => r.act === r.example.label).length, dev.length)}`);
  for (const floor of [0.2, 0.3, 0.5, 0.7]) {
    const sure = read.filter((r) => r.p >= floor);
    const sureRight = sure.filter((r) => r.act === r.example.label).length;
    console.log(
      `  at p ≥ ${floor}: ${pct(sure.length, read.length)} of messages, ${pct(sureRight, sure.length)} right`,
    );
  }
}

/**
 * How the act reader should combine the rules and the model, judged where neither was tuned: the training-only
 * messages, read by a model trained on the development sets alone (decision 0064).
 */
function policy(devExamples: readonly Example[]) {
  const model = trainActModel(devExamples);
  let rules = 0;
  let learned = 0;
  let together = 0;
  const messages = trainingMessages(root);
  for (const m of messages) {
    const reading = readReply(replyMatchInfo(m), undefined, (text) => bestLabel(model, actFeatures(text)));
    const latest = readConversation(replyMatchInfo(m)).latest;
    if (actMatchesKind(classifyMessage(reading.answering), m.kind)) rules++;
    if (actMatchesKind(actOfLabel(bestLabel(model, actFeatures(latest)).act), m.kind)) learned++;
    if (actMatchesKind(reading.act, m.kind)) together++;
  }
  const of = messages.length;
  console.log(
    `Training-only messages (${of}), model trained on the development sets: rules ${pct(rules, of)}, model ${pct(learned, of)}, as the coach reads ${pct(together, of)}`,
  );
}

/** On the held-out messages: the shipped model alone, the act rules alone, and the act as the coach reads it. */
function final(messages: readonly IncomingMessage[]) {
  let model = 0;
  let rules = 0;
  let together = 0;
  for (const m of messages) {
    const latest = readConversation(replyMatchInfo(m)).latest;
    const label = labelOf(m.kind);
    if (predictAct(latest).act === label) model++;
    if (actMatchesKind(classifyMessage(latest), m.kind)) rules++;
    if (actMatchesKind(readReply(replyMatchInfo(m)).act, m.kind)) together++;
  }
  const of = messages.length;
  console.log(
    `Held out (${of}): model ${pct(model, of)}, rules ${pct(rules, of)}, as the coach reads ${pct(together, of)}`,
  );
}

const { dev, training } = readExamples(root);
const examples = args.includes('--no-training') ? dev : [...dev, ...training];
console.log(
  `${dev.length} development and ${examples.length - dev.length} training messages, ${new Set(examples.map((e) => e.label)).size} labels.`,
);
leaveOneSetOut(examples);
const model: ActModel = trainActModel(examples);
if (!args.includes('--dry-run')) {
  fs.writeFileSync(MODEL_URL, `${JSON.stringify(model)}\n`);
  console.log(`Wrote ${path.relative(root, MODEL_URL.pathname)} (${Object.keys(model.weights).length} features).`);
}
if (args.includes('--policy')) policy(dev);
if (args.includes('--final')) final(loadWrittenSets(root, ['held-out']).messages);
