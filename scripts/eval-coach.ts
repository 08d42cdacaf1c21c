/**
 * The coach's quality figures (not a test), for the configured engine, on development and held-out data side by
 * side: the Profile Coach against our coaches' labels, openers, Help Me Reply, date ideas and tips, each with how
 * often a model's answer was repaired, re-asked, replaced or filled in by the offline coach. The coach is built
 * exactly as the server builds it: with no AI_* variables the offline coach; with AI_MODEL and AI_BASE_URL (or
 * AI_PROVIDER) that model, with its fallback. The figures and the split are defined in docs/eval-coach.md.
 *
 * Run: npm run eval:coach [-- --split dev|held-out|both] [--limit N] [--data DIR] [--verbose] [--samples]
 *      npm run eval:coach -- --capture DIR    (the model prompts of 20 held-out requests, to files)
 *      npm run eval:coach -- --answers DIR    (those requests through the real pipeline, with answers from files)
 * The OkCupid text is read at run time from ../shared/data (a research sample never copied into the repo); only
 * figures, ids and single words are printed. --samples also writes every input and answer, with the offline
 * coach's rules and its split, under test-results/ (ignored by git) for a coach to read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { createEngine } from '../src/server/modules/coach/create-engine';
import { analyse } from '../src/server/modules/coach/offline/language/analyse';
import { tipCategories } from '../src/shared/schemas/coach';
import { share, spearman } from './lib/eval-metrics';
import { evaluateDateIdeas } from './lib/eval/date-ideas';
import { call, newOps, report } from './lib/eval/harness';
import type { Harness, Sample } from './lib/eval/harness';
import { evaluateOpeners, evaluateReplies } from './lib/eval/messages';
import { answerRequests, captureRequests } from './lib/eval/model-path';
import { evaluateProfiles } from './lib/eval/profile';
import { loadSets, splits } from './lib/eval/sets';
import type { Split } from './lib/eval/sets';
import { labelFiles, readLabelledBios } from './lib/labelled-bios';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    limit: { type: 'string' },
    split: { type: 'string', default: 'both' },
    verbose: { type: 'boolean', default: false },
    samples: { type: 'boolean', default: false },
    capture: { type: 'string' },
    answers: { type: 'string' },
  },
});
const limit = args.limit ? Number(args.limit) : Infinity;
if (!(limit >= 1)) throw new Error('--limit must be a number of items, 1 or more');
if (!['dev', 'held-out', 'both'].includes(args.split)) throw new Error('--split must be dev, held-out or both');
const chosen: Split[] = args.split === 'both' ? [...splits] : [args.split as Split];
// The model path: the requests a server would send, or answers from files through the real pipeline. It needs
// only the written sets of the repo, so it runs from a fresh clone.
if (args.capture || args.answers) {
  const dir = path.resolve((args.capture ?? args.answers)!);
  const run = args.capture ? captureRequests : answerRequests;
  const log = pino({ level: args.verbose ? 'debug' : 'silent' }, pino.destination(2));
  // Held-out requests unless --split dev (the tests' own check, on development data).
  await run({ repoRoot, split: args.split === 'dev' ? 'dev' : 'held-out', dir, log });
  process.exit(0);
}

const dataDir = path.resolve(args.data ?? path.resolve(repoRoot, '../shared/data'));
if (!fs.existsSync(path.join(dataDir, 'okcupid-dev-bios.json'))) {
  throw new Error(`No okcupid-dev-bios.json in ${dataDir}: give the data folder with --data DIR`);
}
const nounPhrases = (text: string) => analyse(text).sentences.flatMap((s) => s.nounPhrases);
const sets = loadSets(repoRoot, dataDir, chosen, nounPhrases);
const log = pino({ level: args.verbose ? 'debug' : 'silent' }, pino.destination(2));

// The coach, as the server builds it; logs only with --verbose, to stderr (they never hold the users' text).
const config = loadConfig(process.env);
const samples: Sample[] | null = args.samples ? [] : null;
const harness: Harness = { engine: null!, current: newOps(), samples, results: {} };
// Calls run one at a time, so a report belongs to the call under way.
harness.engine = createEngine(config, log, {
  onReport: (r) => {
    if (r.repairs.length > 0) harness.current.repaired++;
    if (r.reasked) harness.current.reasked++;
  },
}).engine;

const model = config.ai.mode === 'model' ? config.ai : null;
const passFiles = labelFiles();
console.log(
  `Coach evaluation: ${model ? `model ${model.model} (${model.provider}), offline coach as fallback` : 'the offline coach'}`,
);
console.log(`Data: ${dataDir}; labels: ${passFiles.join(', ') || 'none'}; splits: ${chosen.join(', ')}`);
const present = (folder: string) => fs.existsSync(path.join(repoRoot, folder));
if (!present('eval/dev/messages.json') || !present('eval/held-out/messages.json')) {
  console.log('  (eval/dev or eval/held-out incomplete: those sets are left out)');
}

// At most `limit` items of each split, so --limit keeps both columns.
const firstOf = <T extends { split: Split }>(items: T[]) =>
  chosen.flatMap((split) => items.filter((item) => item.split === split).slice(0, limit));

const labelled = readLabelledBios(dataDir).filter((l) => l.scores.length >= 2);
// prettier-ignore
const agreement = spearman(labelled.map((l) => l.scores[0]!), labelled.map((l) => l.scores[1]!));
await evaluateProfiles(harness, firstOf(sets.bios), chosen, agreement);
await evaluateOpeners(harness, firstOf(sets.profiles), chosen);
await evaluateReplies(harness, firstOf(sets.messages), chosen);
await evaluateDateIdeas(harness, firstOf(sets.dateRequests), chosen);

// Tips: three per category, mainly for the operational figures (no split: no user text).
{
  const ops = newOps();
  const tips: string[] = [];
  for (const category of tipCategories) {
    for (const seed of ['a', 'b', 'c'].slice(0, limit)) {
      const request = { category, recentTipIds: [], seed: `eval-${category}-${seed}` };
      const item = { tool: 'tip', id: `${category}-${seed}`, split: 'dev' as const, input: request };
      tips.push((await call(harness, ops, item, (context) => harness.engine.generateTip(request, context))).tip);
    }
  }
  const distinct = share(tips, (tip) => tips.indexOf(tip) === tips.lastIndexOf(tip));
  report(
    harness,
    'tips',
    `Tips (${tips.length} requests)`,
    ops,
    [{ key: 'distinct', label: 'tips given once', format: 'pct' }],
    {
      dev: { distinct },
    },
  );
}

const date = new Date().toISOString().slice(0, 10);
const name = (model ? model.model : 'offline').toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
const suffix = `${Number.isFinite(limit) ? `-limit${limit}` : ''}${args.split === 'both' ? '' : `-${args.split}`}`;
const outFile = path.join(repoRoot, 'test-results/eval', `${name}-${date}${suffix}.json`);
const about = model
  ? { engine: 'model', provider: model.provider, model: model.model, structuredOutput: model.structuredOutput }
  : { engine: 'offline' };
const run = {
  ...about,
  date,
  splits: chosen,
  limit: Number.isFinite(limit) ? limit : null,
  labels: passFiles,
  tools: harness.results,
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(run, null, 2)}\n`);
console.log(`\nWritten: ${path.relative(repoRoot, outFile)}`);
if (samples) {
  const samplesFile = outFile.replace(/\.json$/, '-samples.json');
  fs.writeFileSync(samplesFile, `${JSON.stringify(samples, null, 2)}\n`);
  console.log(
    `Samples (inputs, answers, rules, split; holding the research text: never commit): ${path.relative(repoRoot, samplesFile)}`,
  );
}
