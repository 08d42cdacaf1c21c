import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../../src/server/config';
import { createEngine } from '../../../src/server/modules/coach/create-engine';
import type { CoachContext, CoachEngine } from '../../../src/server/modules/coach/engine';
import { startFakeOpenAiServer } from '../../../src/test/server/fake-openai-server';
import { analyzeProfileRequestSchema, BIO_INPUT_MAX, MATCH_INFO_MAX } from '../../../src/shared/schemas/coach';
import { extractModelJson } from '../../../src/server/modules/coach/llm/model-json';
import { finishAnalysis, ideasInCity } from '../../../src/server/modules/coach/coach-service';
import type { DateIdea, ProfileAnalysis } from '../../../src/shared/schemas/coach';
import { diffDateIdeas, diffMessages, diffProfile } from './answer-diff';
import type { AnswerDiff } from './answer-diff';
import { dateIdeasRequest } from './date-ideas';
import { messagesRequest, replyMatchInfo } from './messages';
import { loadWrittenSets } from './sets';
import type { EvalSets, Split } from './sets';

/**
 * The model path, without a model (docs/eval-coach.md, "The model path"): 20 requests (5 per tool) run through
 * the real engine (createEngine: the LLM engine, its repair and rubric, the merge with the offline coach, the
 * fallback) against a fake OpenAI-compatible server on 127.0.0.1. --capture writes the exact request each call
 * sends (system and user messages, response_format with the schema); --answers replies to each with the answer
 * file written for it and reports what of that answer reached the user.
 */
interface ModelPathOptions {
  repoRoot: string;
  split: Split;
  dir: string;
  log: FastifyBaseLogger;
}

type Tool = 'profile' | 'starter' | 'reply' | 'dateIdeas';
interface PathRequest {
  /** The file name: "starter-hp01". */
  id: string;
  tool: Tool;
  split: Split;
  /** What the API was given. */
  input: unknown;
  run: (engine: CoachEngine, context: CoachContext) => Promise<unknown>;
  diff: (answer: unknown, final: unknown) => AnswerDiff;
}

const PER_TOOL = 5;

/**
 * The first 5 requests of each tool in the split's written sets (eval/dev or eval/held-out): the same 20 every time.
 * The Profile Coach's bios are the written profiles 6 to 10 (1 to 5 are the openers'): invented text, so the answers
 * to them can live in the repository (eval/model-answers), which OkCupid text never may (docs/eval-coach.md).
 */
export function modelPathRequests(sets: EvalSets, split: Split): PathRequest[] {
  const mine = <T extends { split: Split }>(items: T[]) => items.filter((item) => item.split === split);
  const of = <T extends { split: Split }>(items: T[]) => mine(items).slice(0, PER_TOOL);
  const profiles = of(sets.profiles);
  const bios = mine(sets.profiles).slice(PER_TOOL, 2 * PER_TOOL);
  const messages = of(sets.messages);
  return [
    ...bios.map((b): PathRequest => {
      const { bio } = analyzeProfileRequestSchema.parse({ bio: b.text.slice(0, BIO_INPUT_MAX) });
      return {
        id: `profile-${b.id}`,
        tool: 'profile',
        split,
        input: { bio },
        // What the coach service does to every analysis (the score, the edit's score) is part of the path.
        run: async (engine, context) => finishAnalysis(bio, await engine.analyzeProfile(bio, context)),
        diff: (answer, final) => diffProfile(answer, final as ProfileAnalysis),
      };
    }),
    ...profiles.map((p, i): PathRequest => {
      const request = messagesRequest(p.text.slice(0, MATCH_INFO_MAX), i, 'starter');
      return {
        id: `starter-${p.id}`,
        tool: 'starter',
        split,
        input: request,
        run: (engine, context) => engine.generateMessages(request, context),
        diff: (answer, final) => diffMessages(answer, messagesOf(final)),
      };
    }),
    ...messages.map((m, i): PathRequest => {
      const request = messagesRequest(replyMatchInfo(m), i, 'reply');
      return {
        id: `reply-${m.id}`,
        tool: 'reply',
        split,
        input: request,
        run: (engine, context) => engine.generateMessages(request, context),
        diff: (answer, final) => diffMessages(answer, messagesOf(final)),
      };
    }),
    ...of(sets.dateRequests).map((r): PathRequest => {
      const request = dateIdeasRequest(r);
      return {
        id: `dateIdeas-${r.id}`,
        tool: 'dateIdeas',
        split,
        input: request,
        run: async (engine, context) => {
          const final = await engine.generateDateIdeas(request, context);
          return { ...final, dateIdeas: ideasInCity(final.dateIdeas, request.location) };
        },
        diff: (answer, final) => diffDateIdeas(answer, (final as { dateIdeas: DateIdea[] }).dateIdeas),
      };
    }),
  ];
}

const messagesOf = (final: unknown) => (final as { messages: { message: string }[] }).messages.map((m) => m.message);

/** The server's coach with its model at `baseUrl`; every AI_* variable of this shell applies except the endpoint. */
function engineAt(
  baseUrl: string,
  log: FastifyBaseLogger,
  onReport: (r: { repairs: string[]; offlineParts: string[] }) => void,
) {
  const env = {
    ...process.env,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: baseUrl,
    AI_MODEL: process.env.AI_MODEL ?? 'eval-model-path',
    // Every request gets its own verdict: the circuit never opens on the fake server's refusals.
    AI_BREAKER_FAILURES: '100000',
  };
  return createEngine(loadConfig(env), log, { onReport }).engine;
}

export async function captureRequests({ repoRoot, split, dir, log }: ModelPathOptions) {
  const requests = modelPathRequests(loadWrittenSets(repoRoot, [split]), split);
  const server = await startFakeOpenAiServer();
  // Refused, so the offline coach answers and nothing else happens: only the request is of interest.
  server.setDefault({ status: 400, body: { error: { message: 'capture only', type: 'invalid_request_error' } } });
  fs.mkdirSync(dir, { recursive: true });
  try {
    const engine = engineAt(server.baseUrl, log, () => undefined);
    for (const r of requests) {
      const before = server.requests.length;
      await r.run(engine, { preferences: null });
      const sent = server.requests.slice(before).at(-1);
      if (!sent) throw new Error(`${r.id}: the engine sent no request`);
      const file = { id: r.id, tool: r.tool, split: r.split, input: r.input, path: sent.path, body: sent.body };
      fs.writeFileSync(path.join(dir, `${r.id}.request.json`), `${JSON.stringify(file, null, 2)}\n`);
    }
  } finally {
    await server.close();
  }
  console.log(`Captured ${requests.length} requests (${split}) in ${dir}: <id>.request.json`);
  console.log('Write each answer, as the model would (the JSON object alone), to <id>.answer.json beside it.');
}

/** One request's outcome: what of its answer file reached the user, or that there was no file. */
export type AnswerRow =
  | { id: string; tool: Tool; missing: true }
  | (AnswerDiff & {
      id: string;
      tool: Tool;
      missing?: false;
      fallback: string | null;
      repairs: string[];
      offlineParts: string[];
      /** Every part of the answer reached the user, with nothing repaired, filled in or added. */
      whole: boolean;
    });

/** Each answer file of `dir` through the real pipeline (the engine, then what the coach service does). */
export async function replayAnswers({ repoRoot, split, dir, log }: ModelPathOptions): Promise<AnswerRow[]> {
  const requests = modelPathRequests(loadWrittenSets(repoRoot, [split]), split);
  const server = await startFakeOpenAiServer();
  let answer = '';
  server.setDefault(() => ({ content: answer }));
  const last = { repairs: [] as string[], offlineParts: [] as string[], fallback: null as string | null };
  const rows: AnswerRow[] = [];
  try {
    const engine = engineAt(server.baseUrl, log, (r) => Object.assign(last, r));
    for (const r of requests) {
      const file = path.join(dir, `${r.id}.answer.json`);
      if (!fs.existsSync(file)) {
        rows.push({ id: r.id, tool: r.tool, missing: true });
        continue;
      }
      answer = fs.readFileSync(file, 'utf8');
      Object.assign(last, { repairs: [], offlineParts: [], fallback: null });
      const final = await r.run(engine, { preferences: null, onFallback: (failure) => (last.fallback = failure) });
      const { fallback, repairs, offlineParts } = last;
      // The diff compares against what the pipeline could read of the answer (code fences, trailing commas...).
      const read = extractModelJson(answer);
      const parsed = read.ok ? read.value : null;
      const diff = fallback
        ? { parts: 0, kept: 0, changes: [`fell back (${fallback})`], added: [] }
        : r.diff(parsed, final);
      const whole =
        !fallback &&
        diff.kept === diff.parts &&
        diff.added.length === 0 &&
        repairs.length === 0 &&
        offlineParts.length === 0;
      rows.push({ id: r.id, tool: r.tool, fallback, repairs, offlineParts, ...diff, whole });
    }
  } finally {
    await server.close();
  }
  return rows;
}

export async function answerRequests(options: ModelPathOptions) {
  const { repoRoot, split } = options;
  const rows = await replayAnswers(options);
  console.log(`\nThe model path (${split}): each answer file through the real pipeline`);
  for (const row of rows) {
    if (row.missing) {
      console.log(`  ${row.id}: no answer file`);
      continue;
    }
    console.log(
      `  ${row.id}: ${row.whole ? 'unchanged' : 'CHANGED'}: kept ${row.kept}/${row.parts} parts` +
        `${row.repairs.length ? `; repairs: ${row.repairs.join(', ')}` : ''}` +
        `${row.offlineParts.length ? `; offline parts: ${row.offlineParts.join(', ')}` : ''}` +
        `${row.changes.length ? `; ${row.changes.join('; ')}` : ''}${row.added.length ? `; ${row.added.join('; ')}` : ''}`,
    );
  }
  const answered = rows.filter((row) => !row.missing);
  const unchanged = answered.filter((row) => row.whole);
  console.log(`  ${unchanged.length} of ${answered.length} answers reached the user unchanged`);
  // Beside the other figures, not in DIR: the answers may live in the repository (eval/model-answers).
  const report = path.join(repoRoot, 'test-results/eval', `model-path-${split}.json`);
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.writeFileSync(report, `${JSON.stringify({ split, rows }, null, 2)}\n`);
  console.log(`Written: ${path.relative(repoRoot, report)}`);
}
