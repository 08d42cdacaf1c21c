/**
 * The coach's quality figures on real dating-profile text, for the configured engine (not a test):
 * the Profile Coach against our coaches' labels, Message Helper starters, Help Me Reply, date ideas and tips,
 * each with how often a model's answer was repaired, re-asked, replaced or filled in by the offline coach.
 * The coach is built exactly as the server builds it: with no AI_* variables the offline coach; with AI_MODEL
 * and AI_BASE_URL (or AI_PROVIDER) that model, with its fallback. The figures are defined in docs/eval-coach.md.
 * Run: npm run eval:coach [-- --limit N] [--data DIR] [--verbose] [--samples]
 * The profile text is read at run time from ../shared/data (a research sample that is never copied into the repo);
 * only figures and single words are printed, never a bio. --samples also writes every input and answer to a file
 * under test-results/ (ignored by git) for a coach to read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { createEngine } from '../src/server/modules/coach/create-engine';
import type { CoachContext } from '../src/server/modules/coach/engine';
import { dateIdeasCatalogue } from '../src/server/modules/coach/offline/date-ideas-catalogue';
import { estimateEngagement } from '../src/server/modules/coach/offline/engagement';
import { placeFacts, placeHas } from '../src/server/modules/coach/offline/place-facts';
import { sumScores } from '../src/server/modules/coach/offline/profile-rubric';
import { heldOut, labelFiles, readLabelledBios } from './lib/labelled-bios';
import {
  analyzeProfileRequestSchema,
  BIO_INPUT_MAX,
  budgets,
  generateDateIdeasRequestSchema,
  generateMessagesRequestSchema,
  IMPROVED_BIO_MAX,
  MATCH_INFO_MAX,
  messageStyles,
  tipCategories,
  type CoachSource,
  type MessageMode,
} from '../src/shared/schemas/coach';
import {
  addedContentWords,
  answersMessage,
  hasPlaceholder,
  isGenericOpener,
  mean,
  percentile,
  repeatedLineShare,
  share,
  spearman,
  statements,
} from './lib/eval-metrics';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    limit: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    samples: { type: 'boolean', default: false },
  },
});
const limit = args.limit ? Number(args.limit) : Infinity;
if (!(limit >= 1)) throw new Error('--limit must be a number of items, 1 or more');
const dataDir = path.resolve(args.data ?? path.resolve(repoRoot, '../shared/data'));
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
if (!fs.existsSync(path.join(dataDir, 'okcupid-dev-bios.json'))) {
  throw new Error(`No okcupid-dev-bios.json in ${dataDir}: give the data folder with --data DIR`);
}

const { bios } = readJson<{ bios: { id: string; bio: string }[] }>(path.join(dataDir, 'okcupid-dev-bios.json'));
const { profiles } = readJson<{ profiles: { id: string; text: string }[] }>(
  path.join(dataDir, 'okcupid-dev-profiles.json'),
);
// The coaches' labels (eval/labels): bios whose id number is a multiple of 3 were never used to fit the score.
const labelled = readLabelledBios(dataDir);
const labelsOf = new Map(labelled.map((l) => [l.id, l]));
const passFiles = labelFiles();
type Situation = { id: string; act: string; incoming: string; answerCues: string[]; mustNot: string[] };
const { situations } = readJson<{ situations: Situation[] }>(path.join(repoRoot, 'eval/situations/replies.json'));

// The coach, as the server builds it; logs only with --verbose, to stderr (they never hold the users' text).
const config = loadConfig(process.env);
const log = pino({ level: args.verbose ? 'debug' : 'silent' }, pino.destination(2));
const newOps = () => ({
  calls: 0,
  repaired: 0,
  reasked: 0,
  fallback: 0,
  offlineFilled: 0,
  latencies: [] as number[],
  fallbackReasons: {} as Record<string, number>,
});
type Ops = ReturnType<typeof newOps>;
let current = newOps();
// Calls run one at a time, so a report belongs to the call under way.
const { engine } = createEngine(config, log, {
  onReport: (report) => {
    if (report.repairs.length > 0) current.repaired++;
    if (report.reasked) current.reasked++;
  },
});

async function call<T extends { source?: CoachSource }>(ops: Ops, run: (context: CoachContext) => Promise<T>) {
  current = ops;
  const onFallback = (failure: string) => {
    ops.fallback++;
    ops.fallbackReasons[failure] = (ops.fallbackReasons[failure] ?? 0) + 1;
  };
  const start = performance.now();
  const result = await run({ preferences: null, onFallback });
  ops.latencies.push(performance.now() - start);
  ops.calls++;
  if ((result.source?.offlineParts.length ?? 0) > 0) ops.offlineFilled++;
  return result;
}

// One table per tool; shares are fractions in the JSON and percentages on screen.
type Row = [figure: string, value: string, over: string];
const pct = (x: number) => (Number.isNaN(x) ? 'n/a' : `${(100 * x).toFixed(1)} %`);
const num = (x: number, digits = 2) => (Number.isNaN(x) ? 'n/a' : x.toFixed(digits));
const style = (i: number) => messageStyles[i % messageStyles.length]!;
const results: Record<string, object> = {};
// What each tool was given and answered, for --samples (a human read, not a figure).
const samples: Record<string, { input: unknown; answer: unknown }[]> = {};
const keepSample = (tool: string, input: unknown, answer: unknown) => {
  if (args.samples) (samples[tool] ??= []).push({ input, answer });
};

function report(key: string, title: string, ops: Ops, figures: object, rows: Row[]) {
  const rate = (n: number) => (ops.calls ? n / ops.calls : NaN);
  const f = {
    calls: ops.calls,
    repairedRate: rate(ops.repaired),
    reaskedRate: rate(ops.reasked),
    fallbackRate: rate(ops.fallback),
    offlineFilledRate: rate(ops.offlineFilled),
    fallbackReasons: ops.fallbackReasons,
    latencyMs: { p50: percentile(ops.latencies, 50), p95: percentile(ops.latencies, 95) },
  };
  results[key] = { ...figures, ...f };
  const over = `${f.calls} calls`;
  const reasons = Object.entries(f.fallbackReasons).map(([reason, n]) => `${reason} ${n}`);
  const all: Row[] = [
    ['figure', 'value', 'over'],
    ...rows,
    ['JSON repaired', pct(f.repairedRate), over],
    ['re-asked (answer cut off)', pct(f.reaskedRate), over],
    ['fallback to the offline coach', pct(f.fallbackRate), reasons.length ? `${over}: ${reasons.join(', ')}` : over],
    ['offline-filled parts', pct(f.offlineFilledRate), over],
    ['latency p50', `${num(f.latencyMs.p50, 1)} ms`, over],
    ['latency p95', `${num(f.latencyMs.p95, 1)} ms`, over],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: Row) => `  ${r[0].padEnd(widths[0]!)}  ${r[1].padStart(widths[1]!)}  ${r[2]}`.trimEnd();
  console.log(`\n${title}\n${line(all[0]!)}\n  ${'-'.repeat(widths[0]! + widths[1]! + widths[2]! + 4)}`);
  for (const r of all.slice(1)) console.log(line(r));
}

const model = config.ai.mode === 'model' ? config.ai : null;
console.log(
  `Coach evaluation: ${model ? `model ${model.model} (${model.provider}), offline coach as fallback` : 'the offline coach'}`,
);
console.log(`Data: ${dataDir}; labels: ${passFiles.join(', ') || 'none'}`);

// 1. Profile Coach, against the mean of the coaches' labels.
{
  const ops = newOps();
  const rows: {
    id: string;
    long: boolean;
    score: number;
    label: number;
    added: string[];
    newWords: boolean;
    improvedBio: string;
  }[] = [];
  for (const b of bios.filter((b) => labelsOf.has(b.id)).slice(0, limit)) {
    const { bio } = analyzeProfileRequestSchema.parse({ bio: b.bio.slice(0, BIO_INPUT_MAX) });
    // As the coach service does: the score is the breakdown's sum, the rewrite fits in 500 characters.
    const analysis = await call(ops, (context) => engine.analyzeProfile(bio, context));
    keepSample('profile', bio, analysis);
    const score = sumScores(analysis.breakdown);
    const improvedBio = [...analysis.improvedBio].slice(0, IMPROVED_BIO_MAX).join('');
    const added = addedContentWords(statements(improvedBio), [bio]);
    const newWords = addedContentWords(improvedBio, [bio]).length > 0;
    rows.push({
      id: b.id,
      long: bio.length >= 100,
      score,
      label: labelsOf.get(b.id)!.label,
      added,
      newWords,
      improvedBio,
    });
  }
  // prettier-ignore
  const rho = (rs: typeof rows) => spearman(rs.map((r) => r.score), rs.map((r) => r.label));
  const long = rows.filter((r) => r.long);
  const test = rows.filter((r) => heldOut(r.id));
  const testLong = test.filter((r) => r.long);
  const both = labelled.filter((l) => l.scores.length >= 2);
  // prettier-ignore
  const agreement = spearman(both.map((l) => l.scores[0]!), both.map((l) => l.scores[1]!));
  const counts = new Map<string, number>();
  for (const w of rows.flatMap((r) => r.added)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const flagged = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 12);
  const figures = {
    bios: rows.length,
    spearman: rho(rows),
    spearmanLong: rho(long),
    longBios: long.length,
    spearmanHeldOut: rho(test),
    spearmanHeldOutLong: rho(testLong),
    heldOutBios: test.length,
    raterAgreement: agreement,
    raterPairs: both.length,
    meanScore: mean(rows.map((r) => r.score)),
    meanLabel: mean(rows.map((r) => r.label)),
    addsFactRate: share(rows, (r) => r.added.length > 0),
    newWordsRate: share(rows, (r) => r.newWords),
    placeholderRate: share(rows, (r) => hasPlaceholder(r.improvedBio)),
    flaggedWords: Object.fromEntries(flagged),
  };
  const improved = `${rows.length} improved bios`;
  report('profile', `Profile Coach (${rows.length} labelled bios)`, ops, figures, [
    ['Spearman: score vs mean label', num(figures.spearman), `${rows.length} bios`],
    ['Spearman: bios of 100+ characters', num(figures.spearmanLong), `${long.length} bios`],
    ['Spearman: held-out bios (never fitted on)', num(figures.spearmanHeldOut), `${test.length} bios`],
    ['Spearman: held-out, 100+ characters', num(figures.spearmanHeldOutLong), `${testLong.length} bios`],
    ['the two raters agree (Spearman)', num(agreement), `${both.length} bios`],
    ['mean score / mean label', `${num(figures.meanScore, 1)} / ${num(figures.meanLabel, 1)}`, 'out of 10'],
    ['rewrites that add a fact', pct(figures.addsFactRate), improved],
    ['rewrites with new words (questions too)', pct(figures.newWordsRate), improved],
    ['rewrites with a [placeholder]', pct(figures.placeholderRate), improved],
  ]);
  console.log(`  flagged words: ${flagged.map(([w, n]) => `${w} (${n})`).join(', ') || 'none'}`);
}

// 2 and 3. The Message Helper: starters on match profiles, replies to incoming messages; the style rotates.
const messages = async (matchInfo: string, i: number, mode: MessageMode, ops: Ops) => {
  const request = { ...generateMessagesRequestSchema.parse({ matchInfo, style: style(i), mode, round: 0 }), matchInfo };
  const answer = await call(ops, (context) => engine.generateMessages(request, context));
  keepSample(mode, request, answer);
  return answer;
};
{
  const ops = newOps();
  const chosen = profiles.slice(0, Math.min(60, limit));
  const lines = [];
  for (const [i, p] of chosen.entries()) {
    const matchInfo = p.text.slice(0, MATCH_INFO_MAX);
    for (const { message } of (await messages(matchInfo, i, 'starter', ops)).messages) {
      // As the coach service does: the published engagement estimate, whichever engine wrote the message.
      const rate = estimateEngagement(message, matchInfo).engagementRate;
      lines.push({ group: p.id, text: message, generic: isGenericOpener(message, matchInfo), rate });
    }
  }
  const figures = {
    profiles: chosen.length,
    messages: lines.length,
    genericRate: share(lines, (l) => l.generic),
    repeatedRate: repeatedLineShare(lines),
    meanEngagementRate: mean(lines.map((l) => l.rate)),
  };
  const over = `${lines.length} messages`;
  report('starters', `Message Helper starters (${chosen.length} profiles)`, ops, figures, [
    ['generic openers', pct(figures.genericRate), over],
    ['lines given for 2+ profiles', pct(figures.repeatedRate), over],
    ['mean engagementRate', num(figures.meanEngagementRate, 1), over],
  ]);
}
{
  const ops = newOps();
  const outcomes = [];
  for (const [i, s] of situations.slice(0, limit).entries()) {
    const first3 = (await messages(s.incoming, i, 'reply', ops)).messages.slice(0, 3);
    const answered = first3.filter((m) => answersMessage(m.message, s.answerCues, s.mustNot)).length;
    outcomes.push({ id: s.id, act: s.act, answered });
  }
  const failing = outcomes.filter((o) => o.answered < 2);
  const figures = { situations: outcomes.length, answeredRate: share(outcomes, (o) => o.answered >= 2), failing };
  report('replies', `Help Me Reply (${outcomes.length} situations)`, ops, figures, [
    ['2 of the first 3 replies answer', pct(figures.answeredRate), `${outcomes.length} situations`],
  ]);
  console.log(`  failing: ${failing.map((o) => `${o.id} (${o.act}, ${o.answered}/3)`).join(', ') || 'none'}`);
}

// 4. Date ideas: only the budget is checkable from the answer. Interests | budget | activity type | city.
{
  const ops = newOps();
  const requests = `coffee, books and hiking | free | outdoor | Portland
    art, wine and jazz | $$$ | indoor | New York
    board games and craft beer | $ | indoor |
    running, climbing, anything active | $$ | active | Denver
    cooking and travel | $$ | relaxed | Chicago
    photography and street food | $ | outdoor | Mumbai
    live music and dancing | $$ | active | Austin
    museums, history and architecture | free | indoor | London
    yoga, tea and houseplants | $ | relaxed |
    comedy, karaoke and cocktails | $$$ | indoor | Los Angeles
    cycling and picnics | free | active | Amsterdam
    movies and sushi | $$ | relaxed | Toronto
    sailing, boats and the sea | $$$ | active | Palm Springs
    comedy, jazz and cocktails | $$ | indoor | Sedona`
    .split('\n')
    .slice(0, limit)
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([interests, budget, activityType, location]) =>
      generateDateIdeasRequestSchema.parse({ interests, budget, activityType, location, round: 0 }),
    );
  const ideas = [];
  const unfit = [];
  const needsOf = new Map(dateIdeasCatalogue.map((idea) => [idea.title, idea.needs ?? []]));
  for (const request of requests) {
    const { dateIdeas } = await call(ops, (context) => engine.generateDateIdeas(request, context));
    keepSample('dateIdeas', request, dateIdeas);
    ideas.push(...dateIdeas.map((idea) => budgets.indexOf(idea.budget) > budgets.indexOf(request.budget)));
    // What the place lacks, for ideas from the catalogue (a model's own ideas carry no tags).
    const place = await placeFacts(request.location);
    unfit.push(...dateIdeas.map((idea) => !placeHas(place, needsOf.get(idea.title))));
  }
  const figures = {
    requests: requests.length,
    ideas: ideas.length,
    overBudgetRate: share(ideas, (over) => over),
    unfitForPlaceRate: share(unfit, (u) => u),
    ideasPerAnswer: requests.length ? ideas.length / requests.length : NaN,
  };
  report('dateIdeas', `Date ideas (${requests.length} requests)`, ops, figures, [
    ['ideas over the requested budget', pct(figures.overBudgetRate), `${ideas.length} ideas`],
    ['ideas that need what the place lacks', pct(figures.unfitForPlaceRate), `${ideas.length} ideas`],
    ['ideas per answer', num(figures.ideasPerAnswer, 1), `${requests.length} answers`],
  ]);
}

// 5. Tips: three per category, mainly for the operational figures.
{
  const ops = newOps();
  const tips = [];
  for (const category of tipCategories) {
    for (const seed of ['a', 'b', 'c'].slice(0, limit)) {
      const request = { category, recentTipIds: [], seed: `eval-${category}-${seed}` };
      tips.push((await call(ops, (context) => engine.generateTip(request, context))).tip);
    }
  }
  const figures = { tips: tips.length, distinctRate: new Set(tips).size / tips.length };
  report('tips', `Tips (${tips.length} requests)`, ops, figures, [
    ['distinct tips', pct(figures.distinctRate), `${tips.length} tips`],
  ]);
}

const date = new Date().toISOString().slice(0, 10);
const name = (model ? model.model : 'offline').toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
const suffix = Number.isFinite(limit) ? `-limit${limit}` : '';
const outFile = path.join(repoRoot, 'test-results/eval', `${name}-${date}${suffix}.json`);
const about = model
  ? { engine: 'model', provider: model.provider, model: model.model, structuredOutput: model.structuredOutput }
  : { engine: 'offline' };
const run = { ...about, date, limit: Number.isFinite(limit) ? limit : null, labels: passFiles, tools: results };
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(run, null, 2)}\n`);
console.log(`\nWritten: ${path.relative(repoRoot, outFile)}`);
if (args.samples) {
  const samplesFile = outFile.replace(/\.json$/, '-samples.json');
  fs.writeFileSync(samplesFile, `${JSON.stringify(samples, null, 2)}\n`);
  console.log(
    `Samples (inputs and answers, holding the research text: never commit): ${path.relative(repoRoot, samplesFile)}`,
  );
}
