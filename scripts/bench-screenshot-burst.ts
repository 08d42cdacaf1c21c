/**
 * The screenshot memory bomb of issue 28 as a benchmark (not a test): the real server in its own process (embedded
 * database, default pool), then twice, 32 s apart, twelve concurrent readings from one address (twelve users), each of
 * three blank 780×32,051 PNGs (24 KB each, just under the 25-megapixel limit), while /api/health is asked every
 * 100 ms. Reports the server's resident memory (idle, peak, after each burst), each reading's status and time, and
 * the health checks' p50/p99/max. Targets (issue 28): RSS within 300 MB of idle, every request answered with a result
 * or a prompt 429, health p99 under 200 ms.
 * Run: npm run bench:screenshot-burst  (BURSTS, CONCURRENT and IMAGES change the shape; ENV_* pass server variables)
 */
import os from 'node:os';
import sharp from 'sharp';
import { multipart } from '../src/test/server/multipart';
import { benchSignIn } from './lib/bench-database';
import { residentMemoryMb, startServer } from './lib/server-process';

const BURSTS = Number(process.env.BURSTS ?? 2);
const CONCURRENT = Number(process.env.CONCURRENT ?? 12);
const IMAGES = Number(process.env.IMAGES ?? 3);
const BURST_GAP_MS = 32_000;

const quantile = (values: number[], q: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]! : NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bomb = await sharp({ create: { width: 780, height: 32_051, channels: 3, background: '#ffffff' } })
  .png({ compressionLevel: 9 })
  .toBuffer();
const serverEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('ENV_'))
    .map(([name, value]) => [name.slice(4), value!]),
);
console.log(
  `bomb: 780×32,051 PNG, ${(bomb.length / 1024).toFixed(0)} KB; ${BURSTS} bursts of ${CONCURRENT} readings × ${IMAGES} images; load ${os.loadavg()[0]!.toFixed(2)}, ${os.availableParallelism()} cores`,
);

const server = await startServer(serverEnv, { quiet: true });
const pid = server.process.pid!;
try {
  const cookies = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => benchSignIn(server, `burst-${i}@bench.example`)),
  );
  await sleep(2000);
  const idle = residentMemoryMb(pid);
  let peak = idle;
  const memory = setInterval(() => (peak = Math.max(peak, residentMemoryMb(pid))), 100);

  const health: number[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${server.port}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - started);
      await sleep(100);
    }
  })();

  const { payload, contentType } = multipart(
    Array.from({ length: IMAGES }, (_, i) => ({
      name: 'screenshots',
      filename: `tall-${i}.png`,
      type: 'image/png',
      data: bomb,
    })),
  );
  for (let burst = 1; burst <= BURSTS; burst++) {
    if (burst > 1) await sleep(BURST_GAP_MS);
    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${server.port}/api/ai/read-screenshot`, {
          method: 'POST',
          headers: { cookie, origin: server.url, 'content-type': contentType },
          body: payload,
        });
        const body = (await res.json()) as { code?: string };
        return { status: res.status, code: body.code ?? 'ok', ms: performance.now() - started };
      }),
    );
    const byStatus = new Map<string, number[]>();
    for (const a of answers)
      byStatus.set(`${a.status} ${a.code}`, [...(byStatus.get(`${a.status} ${a.code}`) ?? []), a.ms]);
    console.log(`\nburst ${burst}`);
    for (const [status, times] of byStatus) {
      console.log(
        `  ${status}: ${times.length} (answered in ${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))} ms)`,
      );
    }
    console.log(`  RSS after: ${residentMemoryMb(pid).toFixed(0)} MB (peak so far ${peak.toFixed(0)} MB)`);
  }
  await sleep(3000);
  polling = false;
  await poll;
  clearInterval(memory);
  const settled = residentMemoryMb(pid);
  console.log(
    `\nRSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)}), 3 s after the last burst ${settled.toFixed(0)} MB (+${(settled - idle).toFixed(0)})`,
  );
  console.log(
    `health: ${health.length} checks, p50 ${quantile(health, 0.5).toFixed(1)} ms, p99 ${quantile(health, 0.99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
  );
  console.log(`load after: ${os.loadavg()[0]!.toFixed(2)}`);
} finally {
  await server.stop();
}
