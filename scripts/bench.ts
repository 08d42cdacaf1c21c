/**
 * Figures for the foundation (not a test): start-up time to the first healthy
 * answer with a new and an existing data folder, resident memory after
 * start-up, and authenticated user lookups per second with p99 on PGlite and
 * PostgreSQL. Run: npm run bench  (BENCH_DATABASE_URL picks the PostgreSQL
 * server; default postgres://postgres@127.0.0.1:5432/postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchSignIn, withBenchDatabase } from './lib/bench-database';
import { residentMemoryMb, startServer, type RunningServer } from './lib/server-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function lookups(server: RunningServer) {
  const cookie = await benchSignIn(server, 'bench@example.com');
  const url = `http://127.0.0.1:${server.port}/api/auth/user`;
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const rows: string[][] = [];
const row = (...cells: (string | number)[]) => rows.push(cells.map(String));

// PGlite: a new data folder, then the same folder again.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datewise-bench-'));
const fresh = await startServer({ DATA_DIR: dataDir }, { quiet: true });
row('start-up, new data folder (PGlite)', `${Math.round(fresh.startupMs)} ms`, 'target: none');
row('resident memory after start-up, new folder', `${Math.round(residentMemoryMb(fresh.process.pid!))} MB`, '');
await fresh.stop();

const existing = await startServer({ DATA_DIR: dataDir }, { quiet: true });
row('start-up, existing data folder (PGlite)', `${Math.round(existing.startupMs)} ms`, 'target: < 5000 ms');
row(
  'resident memory after start-up, existing folder',
  `${Math.round(residentMemoryMb(existing.process.pid!))} MB`,
  'target: < 700 MB',
);
const pglite = await lookups(existing);
row('GET /api/auth/user on PGlite', `${pglite.rps} req/s, p99 ${pglite.p99} ms`, '');
row('resident memory after the load (PGlite)', `${Math.round(residentMemoryMb(existing.process.pid!))} MB`, '');
await existing.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

// PostgreSQL: a database of its own, dropped afterwards.
try {
  await withBenchDatabase(async (url) => {
    const pg = await startServer({ DATABASE_URL: url }, { quiet: true });
    row('start-up, PostgreSQL (migrated database)', `${Math.round(pg.startupMs)} ms`, '');
    const result = await lookups(pg);
    row('GET /api/auth/user on PostgreSQL', `${result.rps} req/s, p99 ${result.p99} ms`, 'target: >= 2000 req/s');
    await pg.stop();
  });
} catch (error) {
  row('PostgreSQL', `skipped: ${(error as Error).message}`, '');
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(
  `\nDatewise benchmark: ${os.cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per load\n`,
);
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
