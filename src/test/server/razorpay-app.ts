import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createTestDatabase, signInLocally, TEST_SITE, type TestApp } from './test-app';
import { FakeRazorpay, type WebhookDelivery } from '../../server/modules/billing/sandbox/fake-razorpay';

/** Test keys for the fake provider (never real ones). */
export const TEST_KEYS = {
  keyId: 'rzp_test_datewise',
  keySecret: 'test_key_secret_8c1f0e',
  webhookSecret: 'test_webhook_secret_5b2d7a',
};

interface BillingTestApp extends TestApp {
  fake: FakeRazorpay;
  /** Every log line the app wrote (level info and up). */
  logs: string[];
}

/**
 * The app configured with Razorpay keys, talking over HTTP to the fake
 * Razorpay API listening on 127.0.0.1 (a random port), for one test file.
 */
export function useRazorpayTestApp(env: Record<string, string> = {}): BillingTestApp {
  const t = {} as BillingTestApp;
  let server: FastifyInstance;
  beforeAll(async () => {
    t.fake = new FakeRazorpay(TEST_KEYS, 'http://127.0.0.1');
    server = Fastify({ logger: false });
    await server.register(t.fake.api);
    const apiUrl = await server.listen({ host: '127.0.0.1', port: 0 });
    const database = await createTestDatabase();
    t.logs = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        t.logs.push(String(chunk));
        done();
      },
    });
    Object.assign(
      t,
      await buildTestApp(
        database,
        {
          LOG_LEVEL: 'info',
          RAZORPAY_KEY_ID: TEST_KEYS.keyId,
          RAZORPAY_KEY_SECRET: TEST_KEYS.keySecret,
          RAZORPAY_WEBHOOK_SECRET: TEST_KEYS.webhookSecret,
          RAZORPAY_API_URL: apiUrl,
          // The tests make many purchase calls from one address; the limit itself is tested with Redis and in memory.
          PAYMENTS_RATE_LIMIT: '1000',
          ...env,
        },
        { logStream },
      ),
    );
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
    await server?.close();
  });
  return t;
}

let users = 0;
/** A new signed-in user: their cookie, and calls made as them. */
export async function billingUser(app: FastifyInstance) {
  const cookie = await signInLocally(app, `payer${++users}.${Date.now()}@example.com`, { firstName: 'Priya' });
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { origin: TEST_SITE, cookie }, ...(payload ? { payload } : {}) });
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const me = async () =>
    (await get('/api/auth/user')).json<{
      credits: number;
      isSubscribed: boolean;
      subscriptionEndDate: string | null;
    }>();
  return { cookie, post, get, me };
}

/** Delivers a webhook as Razorpay would (or as an attacker might, with other headers). */
export function sendWebhook(app: FastifyInstance, delivery: WebhookDelivery, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': delivery.signature,
      'x-razorpay-event-id': delivery.eventId,
      ...headers,
    },
    payload: delivery.body,
  });
}
