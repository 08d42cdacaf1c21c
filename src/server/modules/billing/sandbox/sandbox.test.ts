import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestDatabase, TEST_SITE, useTestApp } from '../../../../test/server/test-app';
import { billingUser } from '../../../../test/server/razorpay-app';
import { SANDBOX_WEBHOOK_DELAY_MS } from './routes';

// No Razorpay keys: the embedded sandbox.
const t = useTestApp();
const settle = () => new Promise((resolve) => setTimeout(resolve, SANDBOX_WEBHOOK_DELAY_MS + 400));

describe('the payment sandbox', () => {
  it('serves the Checkout look-alike and reports sandbox mode', async () => {
    const script = await t.app.inject({ url: '/sandbox/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.Razorpay');
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ payments: 'sandbox' });
  });

  it('buys credits end to end through the same verify and webhook code, crediting once', async () => {
    const user = await billingUser(t.app);
    const { orderId, keyId } = (await user.post('/api/razorpay/credits')).json();
    expect(keyId).toBe('rzp_test_sandbox');
    const paid = await user.post('/sandbox/api/pay', { orderId, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    const verify = await user.post('/api/razorpay/verify', paid.json().response);
    expect(verify.json()).toEqual({ success: true, credits: 100 });
    await settle(); // the sandbox's webhooks arrive and change nothing
    expect((await user.me()).credits).toBe(100);
  });

  it('grants Premium from the sandbox webhooks when the browser never verifies', async () => {
    const user = await billingUser(t.app);
    const { subscriptionId } = (await user.post('/api/razorpay/subscription', { plan: 'premium' })).json();
    expect((await user.post('/sandbox/api/pay', { subscriptionId, outcome: 'success' })).statusCode).toBe(200);
    await settle();
    expect((await user.me()).isSubscribed).toBe(true);
  });

  it('sells Premium from a second process on the same database, as after a restart', async () => {
    // The first process's sandbox makes its plan (in its memory only).
    const first = await billingUser(t.app);
    expect((await first.post('/api/razorpay/subscription', { plan: 'premium' })).statusCode).toBe(200);
    // Another process (or this one restarted) has a sandbox of its own: it must not be handed the first one's plan.
    const { app } = await buildTestApp(t.database);
    try {
      const user = await billingUser(app);
      const started = await user.post('/api/razorpay/subscription', { plan: 'premium' });
      expect(started.statusCode).toBe(200);
      const { subscriptionId } = started.json<{ subscriptionId: string }>();
      const paid = await user.post('/sandbox/api/pay', { subscriptionId, outcome: 'success' });
      expect((await user.post('/api/razorpay/verify-subscription', paid.json().response)).json()).toEqual({
        success: true,
      });
      expect((await user.me()).isSubscribed).toBe(true);
      await settle(); // the sandbox's webhooks arrive before the app closes
    } finally {
      await app.close();
    }
  });

  it("reports a failed payment, grants nothing, and refuses to pay another user's order", async () => {
    const user = await billingUser(t.app);
    const other = await billingUser(t.app);
    const { orderId } = (await user.post('/api/razorpay/credits')).json();
    const failed = await user.post('/sandbox/api/pay', { orderId, outcome: 'failure' });
    expect(failed.json().error).toMatchObject({ reason: 'payment_failed' });
    expect((await other.post('/sandbox/api/pay', { orderId, outcome: 'success' })).statusCode).toBe(404);
    await settle();
    expect((await user.me()).credits).toBe(0);
  });

  it('logs a webhook delivery that fails rather than leaving an unhandled rejection', async () => {
    let logs = '';
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const { app } = await buildTestApp(t.database, { LOG_LEVEL: 'error' }, { logStream });
    try {
      const user = await billingUser(app);
      const { orderId } = (await user.post('/api/razorpay/credits')).json();
      expect((await user.post('/sandbox/api/pay', { orderId, outcome: 'success' })).statusCode).toBe(200);
      // The next call of inject is the delayed delivery's first webhook.
      const inject = vi.spyOn(app, 'inject').mockRejectedValueOnce(new Error('webhook route unreachable'));
      await settle();
      expect(inject).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/razorpay/webhook' }));
      inject.mockRestore();
      const failure = logs.split('\n').find((line) => line.includes('sandbox webhook delivery failed'));
      expect(failure).toContain('webhook route unreachable');
    } finally {
      await app.close();
    }
  });

  it('serves a payment link page that pays and returns with a signed confirmation', async () => {
    const database = await createTestDatabase();
    const { app } = await buildTestApp(database, { RAZORPAY_CREDITS_CHECKOUT: 'payment-link' });
    try {
      const user = await billingUser(app);
      const link = (await user.post('/api/razorpay/credits')).json();
      const path = new URL(link.paymentLinkUrl).pathname;
      const page = await app.inject({ url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Test mode');
      expect(page.body).toContain('$5.99');
      const paid = await app.inject({
        method: 'POST',
        url: path,
        headers: { origin: TEST_SITE, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(paid.statusCode).toBe(303);
      const back = new URL(paid.headers.location as string);
      expect(back.pathname).toBe('/subscription');
      expect(back.searchParams.get('success')).toBe('true');
      expect(back.searchParams.get('type')).toBe('credits');
      const verify = await user.post('/api/razorpay/verify-payment-link', {
        payment_link_id: link.paymentLinkId,
        reference_id: link.reference_id,
      });
      expect(verify.json()).toEqual({ success: true, message: '100 credits added to your account!' });
      const cancel = await app.inject({
        method: 'POST',
        url: path,
        headers: { origin: TEST_SITE, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=fail',
      });
      expect(cancel.headers.location).toBe('/subscription?error=payment_failed&type=credits');
      await settle();
      expect((await user.me()).credits).toBe(100);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is off in production without keys: payment calls answer 503 and no sandbox route exists', async () => {
    const database = await createTestDatabase();
    const { app } = await buildTestApp(database, {
      NODE_ENV: 'production',
      SITE_URL: 'https://datewise.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    try {
      expect((await app.inject({ url: '/sandbox/checkout.js' })).statusCode).toBe(404);
      const hook = await app.inject({ method: 'POST', url: '/api/razorpay/webhook', payload: {} });
      expect(hook.statusCode).toBe(503);
      expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ payments: 'disabled' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
