/**
 * Figures for the admin analytics (not a test): how long GET /api/analytics
 * takes on a realistic data set (scripts/lib/analytics-seed.ts) of 10,000 and
 * 100,000 users with 1,000,000 events, on PostgreSQL and PGlite (target:
 * under 300 ms at 100,000 users on PostgreSQL). For each database and size:
 * seed a new database, start the real server on it, sign an admin in, call
 * the route once to warm up, then time it RUNS times one after another.
 *
 *   npm run bench:analytics [-- --sizes 1000,10000] [--events N] [--runs N] [--databases postgres,pglite]
 *
 * BENCH_DATABASE_URL picks the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/server/db/client';
import { analyticsReportSchema } from '../src/shared/schemas/analytics-report';
import { seedAnalytics } from './lib/analytics-seed';
import { benchSignIn, withBenchDatabase } from './lib/bench-database';
import { startServer } from './lib/server-process';

const ADMIN = 'bench-admin@example.com';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    events: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '7' },
    databases: { type: 'string', default: 'postgres,pglite' },
  },
});
const wholeNumbers = (flag: string, text: string) =>
  text.split(',').map((part) => {
    const value = Number(part.trim().replaceAll('_', ''));
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`--${flag}: "${part}" is not a whole number above 0`);
    return value;
  });
const sizes = wholeNumbers('sizes', values.sizes);
const [events] = wholeNumbers('events', values.events);
const [runs] = wholeNumbers('runs', values.runs);
// The route allows 30 calls a minute per address; the sign-in and the warm-up call come first.
if (runs! > 28) throw new Error('--runs: at most 28 (GET /api/analytics is rate-limited to 30 calls a minute)');
const databases = values.databases.split(',').map((name) => name.trim());
for (const name of databases) {
  if (name !== 'postgres' && name !== 'pglite') throw new Error(`--databases: unknown database "${name}"`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Figures {
  database: string;
  users: number;
  seedS: number;
  firstMs: number;
  medianMs: number;
  p95Ms: number;
}

/** Seeds with `open`'s connection, closes it, then serves `env`'s database and times the route. */
async function measure(label: string, users: number, open: () => Promise<Database>, env: Record<string, string>) {
  console.log(`${label}, ${users.toLocaleString('en-US')} users: seeding...`);
  const database = await open();
  const started = performance.now();
  try {
    await seedAnalytics(database.db, { users, events: events! });
  } finally {
    await database.close(); // PGlite's folder is open to one process at a time: the server's, next
  }
  const seedS = (performance.now() - started) / 1000;

  const server = await startServer({ ...env, ADMIN_EMAILS: ADMIN }, { quiet: true });
  try {
    const cookie = await benchSignIn(server, ADMIN);
    const call = async () => {
      const start = performance.now();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/analytics`, { headers: { cookie } });
      const body = await res.text();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`GET /api/analytics answered ${res.status}: ${body.slice(0, 300)}`);
      const report = analyticsReportSchema.parse(JSON.parse(body));
      // The admin who signed in is the one user the seed did not make.
      if (report.userStats.totalUsers !== users + 1) {
        throw new Error(`the report counts ${report.userStats.totalUsers} users, expected ${users + 1}`);
      }
      return ms;
    };
    const firstMs = await call();
    const samples: number[] = [];
    for (let i = 0; i < runs!; i++) samples.push(await call());
    samples.sort((a, b) => a - b);
    const figures: Figures = {
      database: label,
      users,
      seedS,
      firstMs,
      medianMs: percentile(samples, 50),
      p95Ms: percentile(samples, 95),
    };
    console.log(`  seeded in ${seedS.toFixed(1)} s; GET /api/analytics median ${figures.medianMs.toFixed(0)} ms`);
    return figures;
  } finally {
    await server.stop();
  }
}

const results: Figures[] = [];
for (const users of sizes) {
  if (databases.includes('postgres')) {
    await withBenchDatabase(async (url) => {
      results.push(
        await measure('PostgreSQL', users, () => openDatabase({ kind: 'postgres', url }), { DATABASE_URL: url }),
      );
    });
  }
  if (databases.includes('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-bench-analytics-'));
    try {
      results.push(
        await measure('PGlite', users, () => openDatabase({ kind: 'pglite', dataDir }), { DATA_DIR: dataDir }),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log(
  `\nGET /api/analytics, ${events!.toLocaleString('en-US')} events: the first call after start-up (first), then ` +
    `${runs} calls one after another (median, p95${runs! < 20 ? ': of so few calls, about the slowest' : ''}); ` +
    'seed: the whole data set, VACUUM ANALYZE included',
);
const table = [
  ['database', 'users', 'seed', 'first', 'median', 'p95'],
  ...results.map((r) => [
    r.database,
    r.users.toLocaleString('en-US'),
    `${r.seedS.toFixed(1)} s`,
    `${r.firstMs.toFixed(0)} ms`,
    `${r.medianMs.toFixed(0)} ms`,
    `${r.p95Ms.toFixed(0)} ms`,
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
for (const row of table) {
  console.log(
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
  );
}
