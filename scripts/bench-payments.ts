/**
 * Figures for payments (not a test): how long the server takes to answer
 * Razorpay's webhooks (target: well under Razorpay's 5 s, ours 1 s) and the
 * browser's verify call, on PGlite and PostgreSQL, with the fake Razorpay API
 * on 127.0.0.1. Every path runs the real code: signature, ledger transaction,
 * event-id record. Run: npm run bench:payments  (BENCH_DATABASE_URL picks the PostgreSQL server).
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { fromPglite, openDatabase, type Database } from '../src/server/db/client';
import { FakeRazorpay, type WebhookDelivery } from '../src/server/modules/billing/sandbox/fake-razorpay';
import { withBenchDatabase } from './lib/bench-database';

const N = Number(process.env.BENCH_ITERATIONS ?? 300);
const SITE = 'http://localhost:5000';
const keys = { keyId: 'rzp_test_bench', keySecret: 'bench_key_secret', webhookSecret: 'bench_webhook_secret' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  samples.push(performance.now() - start);
  return result;
}

async function run(label: string, database: Database, apiUrl: string, fake: FakeRazorpay) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SITE_URL: SITE,
    DATA_DIR: '/nonexistent',
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: apiUrl,
    PAYMENTS_RATE_LIMIT: '100000000',
  });
  const app: FastifyInstance = await buildApp(config, { database, clientDir: '/nonexistent', siteDir: '/nonexistent' });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/dev-login',
    headers: { origin: SITE },
    payload: { email: `bench-${label}@example.com` },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in ${login.statusCode}: ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { origin: SITE, cookie }, ...(payload ? { payload } : {}) });
  const webhook = (w: WebhookDelivery) =>
    app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': w.signature,
        'x-razorpay-event-id': w.eventId,
      },
      payload: w.body,
    });

  const first: number[] = [];
  const duplicate: number[] = [];
  const verify: number[] = [];
  for (let i = 0; i < N; i++) {
    const created = await post('/api/razorpay/credits');
    if (created.statusCode !== 200) throw new Error(`credits ${created.statusCode}: ${created.body}`);
    const { orderId } = created.json<{ orderId: string }>();
    const paid = fake.payOrder(orderId);
    if (i % 2 === 0) {
      // Webhook first (the browser never came back), then its redelivery.
      const res = await timed(first, () => webhook(paid.webhooks[0]!));
      if (res.statusCode !== 200) throw new Error(`webhook ${res.statusCode}`);
      await timed(duplicate, () => webhook(paid.webhooks[0]!));
    } else {
      const res = await timed(verify, () => post('/api/razorpay/verify', paid.response));
      if (res.statusCode !== 200) throw new Error(`verify ${res.statusCode}`);
    }
  }
  const me = (await app.inject({ url: '/api/auth/user', headers: { cookie } })).json<{ credits: number }>();
  if (me.credits !== N * 100) throw new Error(`expected ${N * 100} credits, found ${me.credits}`);
  await app.close();
  return [
    [`${label}: webhook, first delivery (grants)`, summary(first)],
    [`${label}: webhook, redelivery (changes nothing)`, summary(duplicate)],
    [`${label}: verify (signature, provider fetch, grant)`, summary(verify)],
  ];
}

const fake = new FakeRazorpay(keys, 'http://127.0.0.1');
const provider = Fastify({ logger: false });
await provider.register(fake.api);
const apiUrl = await provider.listen({ host: '127.0.0.1', port: 0 });

const rows: string[][] = [];
const pglite = await fromPglite(await PGlite.create());
rows.push(...(await run('PGlite', pglite, apiUrl, fake)));
await pglite.close();
await withBenchDatabase(async (url) => {
  const pg = await openDatabase({ kind: 'postgres', url });
  rows.push(...(await run('PostgreSQL', pg, apiUrl, fake)));
  await pg.close();
});
await provider.close();

console.log(`payments: ${N} purchases per database (half by webhook, half by verify), one process, sequential`);
const width = Math.max(...rows.map((r) => r[0]!.length));
for (const [name, figure] of rows) console.log(`${name!.padEnd(width)}  ${figure}`);
