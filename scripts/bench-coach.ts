/**
 * Figures for the AI coach (not a test):
 * 1. the local engine's latency per tool, in process (p50 and p99 over varied inputs; target p99 < 20 ms);
 * 2. metered requests per second through the whole server (sign-in check, validation, the atomic charge, the
 *    engine, the usage record) on PGlite and PostgreSQL, one user per connection paying with credits.
 * Run: npm run bench:coach  (BENCH_DATABASE_URL picks the PostgreSQL server).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { activityTypes, budgets, messageStyles, tipCategories } from '../src/shared/schemas/coach';
import { createOfflineEngine } from '../src/server/modules/coach/offline/offline-engine';
import { benchSignIn, withBenchDatabase } from './lib/bench-database';
import { startServer, type RunningServer } from './lib/server-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);

const bios = [
  'hey',
  "I love to laugh and I'm fluent in sarcasm. Looking for my partner in crime. No drama please!!!",
  'Weekend hiker with 14 of the 48 peaks done. I bake sourdough on Sundays and lose at chess to my niece. What should I bake next?',
  `${'Nurse in Leeds who runs 10k on Saturdays, reads crime novels and cooks a mean curry. '.repeat(6)}`,
  "Don't message me if you just say hi. I like cooking Thai curries and running along the river in Portland 🏃‍♀️🍛",
];
const matches = [
  'Maya, 29. Has a golden retriever called Biscuit, loves bouldering and just got back from Lisbon.',
  'Into jazz, vinyl and natural wine. Her prompt: "I will judge your playlist".',
  'Haha I am good! Just got back from a hike at Mount Tam with my dog. How was your weekend?',
  'Sam',
];
const interests = ['coffee, books and hiking', 'art and wine', 'gaming', 'sports, beer, comedy', 'cooking and travel'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(work: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await work(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return `p50 ${percentile(samples, 50).toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms`;
}

const rows: string[][] = [];
const row = (...cells: (string | number)[]) => rows.push(cells.map(String));

// 1. The local engine in process.
const engine = createOfflineEngine();
const context = { preferences: null };
const withPreferences = {
  preferences: { datingGoal: 'serious' as const, age: 30, interests: ['Cooking', 'Music'], challenges: null },
};
row(
  'local engine: analyze profile',
  await time((i) => engine.analyzeProfile(bios[i % bios.length]!, i % 2 ? context : withPreferences)),
  'target: p99 < 20 ms',
);
row(
  'local engine: generate messages',
  await time((i) =>
    engine.generateMessages(
      {
        matchInfo: matches[i % matches.length]!,
        style: messageStyles[i % 3]!,
        mode: i % 4 === 2 ? 'reply' : 'starter',
        round: i % 3,
      },
      context,
    ),
  ),
  'target: p99 < 20 ms',
);
row(
  'local engine: generate date ideas',
  await time((i) =>
    engine.generateDateIdeas(
      {
        interests: interests[i % interests.length]!,
        budget: budgets[i % 4]!,
        activityType: activityTypes[i % 4]!,
        location: i % 2 ? 'Austin' : '',
        round: i % 5,
      },
      withPreferences,
    ),
  ),
  'target: p99 < 20 ms',
);
row(
  'local engine: generate tip',
  await time((i) =>
    engine.generateTip({ category: tipCategories[i % 4]!, recentTipIds: [], seed: `bench-${i}` }, context),
  ),
  'target: p99 < 20 ms',
);

// 2. Metered requests through the server.
const limits = { AI_RATE_LIMIT_PER_USER: '100000000', AI_RATE_LIMIT_PER_IP: '100000000' };
const CREDITS = 10_000_000;

/** One user per connection, as real traffic is many users (one user's requests queue on their row lock). */
/** One user per connection, as real traffic is many users (one user's requests queue on their row lock). */
function signInUsers(server: RunningServer): Promise<string[]> {
  return Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) => benchSignIn(server, `coach-bench-${i}@example.com`)),
  );
}

const tools = [
  ['/api/ai/analyze-profile', { bio: bios[2] }],
  ['/api/ai/generate-messages', { matchInfo: matches[0], style: 'playful' }],
  [
    '/api/ai/generate-date-ideas',
    { interests: interests[0], budget: '$$', activityType: 'outdoor', location: 'Austin' },
  ],
  ['/api/generate-tip', { category: 'conversation' }],
] as const;

async function metered(server: RunningServer, label: string) {
  const cookies = await signInUsers(server);
  let next = 0;
  for (const [route, body] of tools) {
    const options = {
      url: `http://127.0.0.1:${server.port}${route}`,
      method: 'POST' as const,
      connections: CONNECTIONS,
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! },
          }),
        },
      ],
    };
    await autocannon({ ...options, duration: 1 }); // warm-up
    const result = await autocannon({ ...options, duration: DURATION_S });
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => status !== '200')
      .map(([status, { count }]) => `${count} x ${status}`);
    const problems =
      statuses.length || result.errors ? ` (${[...statuses, `${result.errors} errors`].join(', ')})` : '';
    row(
      `metered ${route} on ${label}`,
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${problems}`,
      '',
    );
  }
}

// PGlite: create the user, give it credits with the server stopped (one process per folder), then measure.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-bench-coach-'));
try {
  const first = await startServer({ DATA_DIR: dataDir, ...limits }, { quiet: true });
  await signInUsers(first);
  await first.stop();
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  await db.query(`update users set credits = ${CREDITS}`);
  await db.close();
  const pglite = await startServer({ DATA_DIR: dataDir, ...limits }, { quiet: true });
  await metered(pglite, 'PGlite');
  await pglite.stop();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

try {
  await withBenchDatabase(async (url) => {
    const pg = await startServer({ DATABASE_URL: url, ...limits }, { quiet: true });
    await signInUsers(pg);
    const direct = postgres(url, { max: 1 });
    await direct.unsafe(`update users set credits = ${CREDITS}`);
    await direct.end();
    await metered(pg, 'PostgreSQL');
    await pg.stop();
  });
} catch (error) {
  row('PostgreSQL', `skipped: ${(error as Error).message}`, '');
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(
  `\nDatewise coach benchmark: ${os.cpus().length} cores, Node ${process.version}, ${ITERATIONS} calls per tool in process, ${CONNECTIONS} connections x ${DURATION_S} s per route\n`,
);
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
