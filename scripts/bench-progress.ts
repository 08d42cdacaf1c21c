/**
 * Figures for Progress (issue 19; not a test): how long GET /api/progress takes for a user with 1,000 recorded
 * outcomes (and 20 bio versions, 300 tool uses), on PostgreSQL and PGlite. For each database: a new database, the
 * user's rows seeded, the real server started on it, one warm-up call, then RUNS calls one after another.
 *
 *   npm run bench:progress [-- --outcomes 1000] [--runs 100] [--databases postgres,pglite]
 *
 * BENCH_DATABASE_URL picks the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { messageModes, messageStyles } from '../src/shared/coach-options';
import { engagementFactorLabels } from '../src/shared/engagement-factors';
import { progressSchema } from '../src/shared/schemas/progress';
import { openDatabase, type Database } from '../src/server/db/client';
import { aiUsage, coachMessages, profileVersions, users } from '../src/server/db/schema';
import { benchSignIn, withBenchDatabase } from './lib/bench-database';
import { startServer } from './lib/server-process';

const EMAIL = 'bench-progress@example.com';
const { values } = parseArgs({
  options: {
    outcomes: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '100' },
    databases: { type: 'string', default: 'postgres,pglite' },
  },
});
const outcomes = Number(values.outcomes);
const runs = Number(values.runs);
if (!Number.isSafeInteger(outcomes) || outcomes < 1) throw new Error('--outcomes: a whole number above 0');
if (!Number.isSafeInteger(runs) || runs < 1) throw new Error('--runs: a whole number above 0');

const DAY_MS = 86_400_000;
const factorKeys = Object.keys(engagementFactorLabels);
/** A fixed pseudo-random sequence, so every run seeds the same rows. */
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

async function seed(database: Database) {
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'local', subject: EMAIL, email: EMAIL, firstName: 'Bench' })
    .returning();
  const userId = user!.id;
  const now = Date.now();
  const rows = Array.from({ length: outcomes }, (_, i) => {
    const sentAt = new Date(now - random() * 180 * DAY_MS);
    return {
      userId,
      mode: pick(messageModes),
      style: pick(messageStyles),
      predicted: 10 + Math.floor(random() * 30),
      factorKeys: factorKeys.filter(() => random() < 0.4),
      textSha256: i.toString(16).padStart(64, '0'),
      sentAt,
      message: `Message ${i}`,
      outcome: pick(['reply', 'no_reply', 'no_reply', 'date'] as const),
      outcomeAt: new Date(sentAt.getTime() + DAY_MS),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(coachMessages).values(rows.slice(i, i + 500));
  await database.db.insert(profileVersions).values(
    Array.from({ length: 20 }, (_, i) => ({
      userId,
      bio: `Version ${i}`,
      score: 3 + i / 4,
      source: i % 2 ? 'improved' : 'own',
      createdAt: new Date(now - (20 - i) * 7 * DAY_MS),
    })),
  );
  await database.db.insert(aiUsage).values(
    Array.from({ length: 300 }, () => ({
      userId,
      feature: 'message_starter',
      engine: 'local',
      charge: 'free',
      outcome: 'success',
      latencyMs: 5,
      createdAt: new Date(now - random() * 365 * DAY_MS),
    })),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, open: () => Promise<Database>, env: Record<string, string>) {
  const database = await open();
  try {
    await seed(database);
  } finally {
    await database.close(); // PGlite's folder is open to one process at a time: the server's, next
  }
  const server = await startServer(env, { quiet: true });
  try {
    const cookie = await benchSignIn(server, EMAIL);
    const call = async () => {
      const start = performance.now();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/progress`, { headers: { cookie } });
      const body = await res.text();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`GET /api/progress answered ${res.status}: ${body.slice(0, 300)}`);
      const progress = progressSchema.parse(JSON.parse(body));
      if (progress.replies.sent !== outcomes) throw new Error(`counted ${progress.replies.sent} sent messages`);
      return ms;
    };
    const firstMs = await call();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await call());
    samples.sort((a, b) => a - b);
    return { label, firstMs, medianMs: percentile(samples, 50), p95Ms: percentile(samples, 95) };
  } finally {
    await server.stop();
  }
}

const databases = values.databases.split(',').map((name) => name.trim());
const results: Awaited<ReturnType<typeof measure>>[] = [];
if (databases.includes('postgres')) {
  await withBenchDatabase(async (url) => {
    results.push(await measure('PostgreSQL', () => openDatabase({ kind: 'postgres', url }), { DATABASE_URL: url }));
  });
}
if (databases.includes('pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-bench-progress-'));
  try {
    results.push(await measure('PGlite', () => openDatabase({ kind: 'pglite', dataDir }), { DATA_DIR: dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `\nGET /api/progress for a user with ${outcomes.toLocaleString('en-US')} recorded outcomes: the first call, ` +
    `then ${runs} calls one after another`,
);
for (const r of results)
  console.log(
    `${r.label.padEnd(11)} first ${r.firstMs.toFixed(1)} ms  median ${r.medianMs.toFixed(1)} ms  p95 ${r.p95Ms.toFixed(1)} ms`,
  );
