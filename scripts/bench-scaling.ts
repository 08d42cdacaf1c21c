/**
 * Figures for docs/scaling.md (not a test): requests per second for the plain user lookup (GET /api/auth/user)
 * and for a metered AI request (POST /api/ai/analyze-profile, the offline coach, a Premium user) with one server
 * process and with two, side by side in one run, on one PostgreSQL database with the rate limits in Redis.
 * PostgreSQL, Redis, the load generator and the servers share this machine's cores, so two processes give less
 * than double. Run: npm run bench:scaling  (BENCH_SECONDS, BENCH_CONNECTIONS; BENCH_DATABASE_URL; REDIS_URL).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { benchSignIn, withBenchDatabase } from './lib/bench-database';
import { cpuTimeMs, postgresPids, startServer, type RunningServer } from './lib/server-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BIO = 'Weekend hiker, weekday ramen cook. I will beat you at Mario Kart and then buy the first round.';

/** The plain lookup, and the Profile Coach: metered, the offline coach reads the bio. */
const requests = {
  lookup: { path: '/api/auth/user', body: undefined },
  metered: { path: '/api/ai/analyze-profile', body: { bio: BIO } },
} as const;
type Request = keyof typeof requests;

interface Target {
  server: RunningServer;
  cookie: string;
}

/** CPU time used so far by the servers and by PostgreSQL (all its processes), in ms. */
function cpuNow(targets: Target[]) {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuTimeMs(pid), 0);
  return { server: sum(targets.map((t) => t.server.process.pid!)), db: sum(postgresPids()) };
}

/**
 * Load on every target at once (connections split between them); the summed rate, the worst p99, and the CPU time
 * per request of the servers and of PostgreSQL: a cost that, unlike the rate, other work on the machine barely moves.
 */
async function load(targets: Target[], request: Request, seconds: number) {
  const before = cpuNow(targets);
  const { path, body } = requests[request];
  const results = await Promise.all(
    targets.map(({ server, cookie }) =>
      autocannon({
        url: `http://127.0.0.1:${server.port}${path}`,
        connections: Math.max(1, Math.round(CONNECTIONS / targets.length)),
        duration: seconds,
        ...(body === undefined
          ? { headers: { cookie } }
          : {
              method: 'POST',
              headers: { cookie, origin: server.url, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }),
      }),
    ),
  );
  for (const r of results)
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${request}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const after = cpuNow(targets);
  const served = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    serverCpuMs: (after.server - before.server) / served,
    dbCpuMs: (after.db - before.db) / served,
  };
}

await withBenchDatabase(async (url) => {
  const env = {
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `datewise-bench-${randomBytes(4).toString('hex')}:`,
    AI_RATE_LIMIT_PER_USER: '100000000',
    AI_RATE_LIMIT_PER_IP: '100000000',
  };
  const servers = [await startServer(env, { quiet: true }), await startServer(env, { quiet: true })];
  try {
    // One Premium user, signed in once: the session is valid on both processes (one database).
    const cookie = await benchSignIn(servers[0]!, 'scaling@example.com');
    const db = postgres(url, { max: 1, onnotice: () => {} });
    await db`update users set subscription_ends_at = now() + interval '30 days' where email = 'scaling@example.com'`;
    await db.end();
    const one = [{ server: servers[0]!, cookie }];
    const two = servers.map((server) => ({ server, cookie }));

    for (const targets of [one, two])
      for (const request of Object.keys(requests) as Request[]) await load(targets, request, 2); // warm-up
    const figures = {
      lookupOne: await load(one, 'lookup', DURATION_S),
      meteredOne: await load(one, 'metered', DURATION_S),
      lookupTwo: await load(two, 'lookup', DURATION_S),
      meteredTwo: await load(two, 'metered', DURATION_S),
    };
    type Figure = (typeof figures)['lookupOne'];
    const cell = (f: Figure) => `${f.rps} req/s, p99 ${f.p99} ms`;
    const cpu = (f: Figure) => `${f.serverCpuMs.toFixed(2)} + ${f.dbCpuMs.toFixed(2)}`;
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `\n${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end; ${CONNECTIONS} connections, ${DURATION_S} s per figure, after a warm-up\n`,
    );
    console.log(
      '| Request | One process | Two processes | Two ÷ one | CPU ms per request, server + PostgreSQL (one; two) |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    console.log(
      `| \`GET /api/auth/user\` | ${cell(figures.lookupOne)} | ${cell(figures.lookupTwo)} | ${ratio(figures.lookupTwo.rps, figures.lookupOne.rps)} | ${cpu(figures.lookupOne)}; ${cpu(figures.lookupTwo)} |`,
    );
    console.log(
      `| \`POST /api/ai/analyze-profile\` (metered) | ${cell(figures.meteredOne)} | ${cell(figures.meteredTwo)} | ${ratio(figures.meteredTwo.rps, figures.meteredOne.rps)} | ${cpu(figures.meteredOne)}; ${cpu(figures.meteredTwo)} |`,
    );
    console.log(
      `| Profile Coach ÷ lookup | ${ratio(figures.meteredOne.rps, figures.lookupOne.rps)} | ${ratio(figures.meteredTwo.rps, figures.lookupTwo.rps)} | | |`,
    );
  } finally {
    for (const server of servers) await server.stop();
  }
});
