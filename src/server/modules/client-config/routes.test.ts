import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { buildTestApp, createTestDatabase } from '../../../test/server/test-app';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const razorpayKeys = {
  RAZORPAY_KEY_ID: 'rzp_test_abc',
  RAZORPAY_KEY_SECRET: 'key-secret-value',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value',
};

it('tells the browser about the ad network and the checkout script, and no secret', async () => {
  for (const [env, expected] of [
    [{}, { adsenseClient: null, payments: { mode: 'sandbox', checkoutScriptUrl: '/sandbox/checkout.js' } }],
    [
      { ADSENSE_CLIENT: 'ca-pub-123', ...razorpayKeys },
      {
        adsenseClient: 'ca-pub-123',
        payments: { mode: 'razorpay', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' },
      },
    ],
  ] as const) {
    const { app } = await buildTestApp(database, env);
    const res = await app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    expect(res.body).not.toContain('secret-value');
    await app.close();
  }
});
