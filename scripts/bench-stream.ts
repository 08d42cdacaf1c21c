/**
 * Figures for the coach on a language model (not a test), against the fake
 * OpenAI-compatible provider on 127.0.0.1 streaming at a hosted model's pace:
 * 1. time to the first streamed event and to the whole answer, streamed (SSE)
 *    and as plain JSON, per tool;
 * 2. what the fallback adds when the provider fails at once (HTTP 503), when
 *    the circuit is open, and against the offline coach alone.
 * Both servers use PostgreSQL (BENCH_DATABASE_URL, else the local server), where the users get Premium.
 * Run: npm run bench:stream  (BENCH_TOKENS_PER_S sets the pace, default 60; BENCH_RUNS the runs per figure, default 5).
 */
import { PROFILE_CRITERIA } from '../src/server/modules/coach/profile-criteria';
import { startFakeOpenAiServer } from '../src/test/server/fake-openai-server';
import postgres from 'postgres';
import { benchSignIn, withBenchDatabase } from './lib/bench-database';
import { startServer, type RunningServer } from './lib/server-process';

const TOKENS_PER_S = Number(process.env.BENCH_TOKENS_PER_S ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const answers: Record<string, { url: string; payload: object; answer: object }> = {
  'Profile Coach': {
    url: '/api/ai/analyze-profile',
    payload: {
      bio: 'Weekend hiker with 14 of the 48 peaks done. I bake sourdough on Sundays. What should I bake next?',
    },
    answer: {
      breakdown: PROFILE_CRITERIA.map((c) => ({
        criterion: c.name,
        score: c.max * 0.75,
        note: `Judged on the bio's own words about ${c.name.toLowerCase()}, in a sentence of ordinary length.`,
      })),
      suggestions: Array.from({ length: 4 }, (_, i) => ({
        type: i === 0 ? 'positive' : 'improvement',
        message: `Suggestion ${i + 1}: a concrete change that quotes the bio and says why it would help a match reply.`,
      })),
      improvedBio:
        'Weekend hiker, 14 of the 48 peaks done and counting. Sundays are for sourdough, and the starter has opinions. Which peak, or which loaf, should be next?',
    },
  },
  'Message Helper': {
    url: '/api/ai/generate-messages',
    payload: {
      matchInfo: 'Maya, 29. Golden retriever called Biscuit, bouldering, just back from Lisbon.',
      style: 'playful',
    },
    answer: {
      messages: [
        'Does Biscuit spot you at the bouldering gym, or just judge your technique from the mat?',
        'Lisbon: were you team pastel de nata or team tram 28 at sunset?',
        'Which problem are you projecting right now, and is Biscuit a good coach?',
        'Important question: did any of Lisbon make it home in your suitcase?',
      ].map((message) => ({ message })),
    },
  },
  'Date Ideas': {
    url: '/api/ai/generate-date-ideas',
    payload: { interests: 'coffee and hiking', budget: '$', activityType: 'outdoor', location: 'Austin' },
    answer: {
      dateIdeas: Array.from({ length: 6 }, (_, i) => ({
        title: `Idea ${i + 1}: a morning trail and a coffee after`,
        description: 'Walk an easy loop with a view, then sit down over coffee nearby: easy to talk, easy to leave.',
        budget: '$',
        duration: '2 hours',
        category: 'Outdoors',
        location: 'A greenbelt trail in Austin',
      })),
    },
  },
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (values: number[]) => `${Math.round(percentile(values, 50))} ms (p95 ${Math.round(percentile(values, 95))})`;

async function timed(server: RunningServer, cookie: string, url: string, payload: object, stream: boolean) {
  const started = performance.now();
  const res = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      origin: server.url,
      cookie,
      'content-type': 'application/json',
      accept: stream ? 'text/event-stream' : 'application/json',
    },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  let first = 0;
  const reader = res.body!.getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - started;
    text += new TextDecoder().decode(value);
  }
  return { first, total: performance.now() - started, text };
}

const fake = await startFakeOpenAiServer();
const rows: string[][] = [['Figure', 'Value']];
let current: object = {};
let failing = false;
fake.setDefault(() =>
  failing
    ? { status: 503, body: { error: { message: 'overloaded', type: 'server_error' } } }
    : { content: JSON.stringify(current), tokensPerSecond: TOKENS_PER_S },
);
await withBenchDatabase(async (url) => {
  const limits = { AI_RATE_LIMIT_PER_USER: '100000', AI_RATE_LIMIT_PER_IP: '100000' };
  const model = await startServer(
    { ...limits, DATABASE_URL: url, AI_BASE_URL: fake.baseUrl, AI_MODEL: 'bench-model' },
    { quiet: true },
  );
  const offline = await startServer({ ...limits, DATABASE_URL: url }, { quiet: true });
  const direct = postgres(url, { max: 1, onnotice: () => {} });
  try {
    /** A Premium user: every request is answered, none runs out of allowance. */
    const premium = async (server: RunningServer, email: string) => {
      const cookie = await benchSignIn(server, email);
      await direct.unsafe(`update users set subscription_ends_at = now() + interval '1 day' where email = '${email}'`);
      return cookie;
    };
    const cookie = await premium(model, 'bench-stream@example.com');
    for (const [tool, { url, payload, answer }] of Object.entries(answers)) {
      current = answer;
      const chars = JSON.stringify(answer).length;
      const streamed = { first: [] as number[], total: [] as number[] };
      const plain: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = await timed(model, cookie, url, payload, true);
        if (!s.text.includes('event: result')) throw new Error(`${tool}: no result event`);
        streamed.first.push(s.first);
        streamed.total.push(s.total);
        plain.push((await timed(model, cookie, url, payload, false)).total);
      }
      rows.push([
        `${tool} (${Math.round(chars / 4)} tokens at ${TOKENS_PER_S}/s): first streamed event`,
        ms(streamed.first),
      ]);
      rows.push([`${tool}: whole answer, streamed`, ms(streamed.total)]);
      rows.push([`${tool}: whole answer, plain JSON`, ms(plain)]);
    }

    // The fallback: the provider fails at once, the circuit is open, or there is no model at all.
    const { url, payload } = answers['Profile Coach']!;
    const offlineCookie = await premium(offline, 'bench-offline@example.com');
    const alone: number[] = [];
    for (let i = 0; i < RUNS * 4; i++) alone.push((await timed(offline, offlineCookie, url, payload, false)).total);
    failing = true;
    const afterFailure: number[] = [];
    // The circuit opens after 5 failures in a row (the default): the first 4 pay for the provider's answer.
    for (let i = 0; i < 4; i++) afterFailure.push((await timed(model, cookie, url, payload, false)).total);
    const open: number[] = [];
    for (let i = 0; i < RUNS * 4; i++) open.push((await timed(model, cookie, url, payload, false)).total);
    rows.push(['Profile Coach, offline coach alone (no model configured)', ms(alone)]);
    rows.push(['Profile Coach, provider answers 503 at once, then the offline coach', ms(afterFailure)]);
    rows.push(['Profile Coach, circuit open: straight to the offline coach', ms(open)]);
  } finally {
    await direct.end();
    await Promise.all([model.stop(), offline.stop()]);
  }
});
await fake.close();

const width = Math.max(...rows.map((r) => r[0]!.length));
for (const [name, value] of rows) console.log(`${name!.padEnd(width)}  ${value}`);
