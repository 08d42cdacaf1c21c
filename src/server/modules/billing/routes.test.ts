import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingHistorySchema } from '../../../shared/schemas/billing';
import { checkouts, payments, webhookEvents } from '../../db/schema';
import { TEST_SITE } from '../../../test/server/test-app';
import { createRazorpayApi } from './razorpay-api';
import { hmacHex, orderPayload, subscriptionPayload } from './signatures';
import type { WebhookDelivery } from './sandbox/fake-razorpay';
import { billingUser, sendWebhook, TEST_KEYS, useRazorpayTestApp } from '../../../test/server/razorpay-app';

const t = useRazorpayTestApp();
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function buyOrder(user: Awaited<ReturnType<typeof billingUser>>) {
  const res = await user.post('/api/razorpay/credits');
  expect(res.statusCode).toBe(200);
  const { orderId } = res.json<{ orderId: string }>();
  return { orderId, ...t.fake.payOrder(orderId) };
}

async function subscribe(user: Awaited<ReturnType<typeof billingUser>>) {
  const res = await user.post('/api/razorpay/subscription', { plan: 'premium' });
  expect(res.statusCode).toBe(200);
  return res.json<{ subscriptionId: string }>().subscriptionId;
}

const history = async (user: Awaited<ReturnType<typeof billingUser>>) =>
  billingHistorySchema.parse((await user.get('/api/billing/history')).json());

describe('buying credits with an order', () => {
  it('creates an order on the server for 100 credits at $5.99 and returns only the public key', async () => {
    const user = await billingUser(t.app);
    const res = await user.post('/api/razorpay/credits');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      keyId: TEST_KEYS.keyId,
      amount: 599,
      currency: 'USD',
      orderId: expect.stringMatching(/^order_/),
    });
    expect(t.fake.orders.get(body.orderId)).toMatchObject({ amount: 599, currency: 'USD' });
    expect(res.body).not.toContain(TEST_KEYS.keySecret);
  });

  it('credits 100 once for a valid verify, and nothing when the same verify is replayed', async () => {
    const user = await billingUser(t.app);
    const { response } = await buyOrder(user);
    const first = await user.post('/api/razorpay/verify', response);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, credits: 100 });
    const again = await user.post('/api/razorpay/verify', response);
    expect(again.json()).toEqual({ success: true, credits: 100 });
    expect((await user.me()).credits).toBe(100);

    const { payments: paid, creditChanges } = await history(user);
    expect(paid).toEqual([
      expect.objectContaining({ id: response.razorpay_payment_id, amountCents: 599, creditsGranted: 100 }),
    ]);
    expect(creditChanges).toEqual([expect.objectContaining({ delta: 100, balanceAfter: 100, reason: 'purchase' })]);
  });

  it('credits once when the verify call and every webhook report the same payment at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await billingUser(t.app);
      const { response, webhooks } = await buyOrder(user);
      const results = await Promise.all([
        user.post('/api/razorpay/verify', response),
        ...webhooks.map((w) => sendWebhook(t.app, w)),
        user.post('/api/razorpay/verify', response),
        ...webhooks.map((w) => sendWebhook(t.app, w)),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
      expect((await user.me()).credits).toBe(100);
      expect((await history(user)).creditChanges).toHaveLength(1);
    }
  });

  it('credits from the webhook alone when the browser never comes back', async () => {
    const user = await billingUser(t.app);
    const { webhooks } = await buyOrder(user);
    const res = await sendWebhook(t.app, webhooks[0]!);
    expect(res.json()).toEqual({ status: 'processed' });
    expect((await user.me()).credits).toBe(100);
    // The same event delivered again is recognised by its id and changes nothing.
    expect((await sendWebhook(t.app, webhooks[0]!)).json()).toEqual({ status: 'duplicate' });
    // order.paid for the same payment is a new event, but the payment is already in the ledger.
    expect((await sendWebhook(t.app, webhooks[1]!)).json()).toEqual({ status: 'processed' });
    expect((await user.me()).credits).toBe(100);
  });

  it('changes nothing for a bad, reordered or borrowed signature', async () => {
    const user = await billingUser(t.app);
    const { orderId, response } = await buyOrder(user);
    const other = await buyOrder(user);
    const attempts = [
      { ...response, razorpay_signature: 'ab'.repeat(32) },
      // The right formula reversed (payment|order), signed with the real secret.
      { ...response, razorpay_signature: hmacHex(`${response.razorpay_payment_id}|${orderId}`, TEST_KEYS.keySecret) },
      // A genuine signature of another order's payment.
      { ...response, razorpay_payment_id: other.response.razorpay_payment_id },
      // Signed with the webhook secret instead of the key secret.
      {
        ...response,
        razorpay_signature: hmacHex(orderPayload(orderId, response.razorpay_payment_id), TEST_KEYS.webhookSecret),
      },
    ];
    for (const attempt of attempts) {
      const res = await user.post('/api/razorpay/verify', attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect((await user.me()).credits).toBe(0);
    expect((await history(user)).payments).toEqual([]);
  });

  it("refuses another user's order with 404, whatever the signature", async () => {
    const owner = await billingUser(t.app);
    const thief = await billingUser(t.app);
    const { response } = await buyOrder(owner);
    const res = await thief.post('/api/razorpay/verify', response);
    expect(res.statusCode).toBe(404);
    expect((await thief.me()).credits).toBe(0);
    expect((await owner.me()).credits).toBe(0);
  });

  it('refuses a payment whose amount differs from the order, by verify or by webhook', async () => {
    const user = await billingUser(t.app);
    const { response, webhooks } = await buyOrder(user);
    // The provider reports 1 cent for this payment (a tampered or partial payment).
    t.fake.payments.get(response.razorpay_payment_id)!.amount = 1;
    const res = await user.post('/api/razorpay/verify', response);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_MISMATCH' });

    // A webhook body edited to say 1 cent no longer matches its signature...
    const edited = { ...webhooks[0]!, body: webhooks[0]!.body.replace('"amount":599', '"amount":1') };
    expect(edited.body).not.toBe(webhooks[0]!.body);
    expect((await sendWebhook(t.app, edited)).statusCode).toBe(400);
    // ...and a correctly signed event for the wrong amount is acknowledged but grants nothing.
    const payment = { ...JSON.parse(webhooks[0]!.body).payload.payment.entity, amount: 1 };
    expect((await sendWebhook(t.app, t.fake.event('payment.captured', { payment }))).statusCode).toBe(200);
    expect((await user.me()).credits).toBe(0);
  });

  it('refuses webhooks signed with the key secret, unsigned or malformed, and records nothing', async () => {
    const user = await billingUser(t.app);
    const { webhooks } = await buyOrder(user);
    const delivery = webhooks[0]!;
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
    const keySigned = await sendWebhook(t.app, delivery, {
      'x-razorpay-signature': hmacHex(delivery.body, TEST_KEYS.keySecret),
    });
    expect(keySigned.statusCode).toBe(400);
    expect(keySigned.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: delivery.body,
    });
    expect(unsigned.statusCode).toBe(400);
    const notJson = '{"event":';
    const badBody = await sendWebhook(t.app, {
      ...delivery,
      body: notJson,
      signature: hmacHex(notJson, TEST_KEYS.webhookSecret),
    });
    expect(badBody.statusCode).toBe(400);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await user.me()).credits).toBe(0);
  });

  it('answers 503 and keeps nothing when the provider is down', async () => {
    const user = await billingUser(t.app);
    t.fake.failNextWith = 500;
    const res = await user.post('/api/razorpay/credits');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect((await history(user)).payments).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, and signed-out callers with 401', async () => {
    const user = await billingUser(t.app);
    const missing = await user.post('/api/razorpay/verify', {
      razorpay_order_id: 'order_abc',
      razorpay_payment_id: 'pay_abc',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^razorpay_signature/);
    const wrongId = await user.post('/api/razorpay/verify-subscription', {
      razorpay_payment_id: 'order_abc',
      razorpay_subscription_id: 'sub_abc',
      razorpay_signature: 'x',
    });
    expect(wrongId.json().message).toMatch(/^razorpay_payment_id/);
    const plan = await user.post('/api/razorpay/subscription', { plan: 'gold' });
    expect(plan.statusCode).toBe(400);
    for (const url of [
      'credits',
      'verify',
      'subscription',
      'verify-subscription',
      'verify-payment-link',
      'cancel-subscription',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/razorpay/${url}`,
        headers: { origin: TEST_SITE },
        payload: {},
      });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/history' })).statusCode).toBe(401);
  });
});

describe('Premium', () => {
  it('subscribes on a weekly plan created once, verifies, and extends Premium by a week per charge', async () => {
    const user = await billingUser(t.app);
    const subscriptionId = await subscribe(user);
    const second = await billingUser(t.app);
    await subscribe(second);
    expect(t.fake.calls.filter((c) => c === 'POST /v1/plans')).toHaveLength(1);
    const plan = [...t.fake.plans.values()][0]!;
    expect(plan).toMatchObject({ period: 'weekly', interval: 1, item: { amount: 999, currency: 'USD' } });

    const first = t.fake.chargeSubscription(subscriptionId);
    const verify = await user.post('/api/razorpay/verify-subscription', first.response);
    expect(verify.json()).toEqual({ success: true });
    const me = await user.me();
    expect(me.isSubscribed).toBe(true);
    const paidAt = t.fake.payments.get(first.response.razorpay_payment_id)!.created_at as number;
    expect(Date.parse(me.subscriptionEndDate!)).toBe(paidAt * 1000 + WEEK_MS);

    // The webhooks for the same charge change nothing; the renewal adds one week.
    for (const w of first.webhooks) expect((await sendWebhook(t.app, w)).statusCode).toBe(200);
    expect((await user.me()).subscriptionEndDate).toBe(me.subscriptionEndDate);
    const renewal = t.fake.chargeSubscription(subscriptionId);
    for (const w of renewal.webhooks) await sendWebhook(t.app, w);
    expect(Date.parse((await user.me()).subscriptionEndDate!)).toBe(paidAt * 1000 + 2 * WEEK_MS);
    expect((await history(user)).payments.map((p) => p.product)).toEqual(['premium', 'premium']);
  });

  it('refuses a subscription signature in the order formula or for another subscription', async () => {
    const user = await billingUser(t.app);
    const subscriptionId = await subscribe(user);
    const { response } = t.fake.chargeSubscription(subscriptionId);
    const orderFormula = hmacHex(`${subscriptionId}|${response.razorpay_payment_id}`, TEST_KEYS.keySecret);
    const res = await user.post('/api/razorpay/verify-subscription', { ...response, razorpay_signature: orderFormula });
    expect(res.statusCode).toBe(400);
    const otherId = await subscribe(user);
    const borrowed = await user.post('/api/razorpay/verify-subscription', {
      ...response,
      razorpay_subscription_id: otherId,
    });
    expect(borrowed.statusCode).toBe(400);
    expect((await user.me()).isSubscribed).toBe(false);
    // The right formula works.
    expect(hmacHex(subscriptionPayload(response.razorpay_payment_id, subscriptionId), TEST_KEYS.keySecret)).toBe(
      response.razorpay_signature,
    );
  });

  it('gives 409 to a Premium user buying credits or subscribing again', async () => {
    const user = await billingUser(t.app);
    const subscriptionId = await subscribe(user);
    await user.post('/api/razorpay/verify-subscription', t.fake.chargeSubscription(subscriptionId).response);
    const credits = await user.post('/api/razorpay/credits');
    expect(credits.statusCode).toBe(409);
    expect(credits.json()).toEqual({ message: 'Premium users cannot purchase credits', code: 'PREMIUM_ACTIVE' });
    const again = await user.post('/api/razorpay/subscription', { plan: 'premium' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already have an active subscription', code: 'SUBSCRIPTION_ACTIVE' });
  });

  it('ends in the right state when subscription events arrive late and out of order', async () => {
    const user = await billingUser(t.app);
    const subscriptionId = await subscribe(user);
    const first = t.fake.chargeSubscription(subscriptionId);
    const renewal = t.fake.chargeSubscription(subscriptionId);
    const paidAt = t.fake.payments.get(first.response.razorpay_payment_id)!.created_at as number;
    const ended = t.fake.endSubscription(subscriptionId, 'cancelled');
    // Deliveries stamped in order, then sent backwards: cancelled first, the first charge last.
    const now = Math.floor(Date.now() / 1000);
    const stamp = (w: WebhookDelivery, at: number) => {
      const body = JSON.stringify({ ...JSON.parse(w.body), created_at: at });
      return { ...w, body, signature: hmacHex(body, TEST_KEYS.webhookSecret) };
    };
    const ordered = [
      ...first.webhooks.map((w, i) => stamp(w, now + i)),
      ...renewal.webhooks.map((w) => stamp(w, now + 10)),
      ...ended.map((w) => stamp(w, now + 20)),
    ];
    for (const w of ordered.reverse()) expect((await sendWebhook(t.app, w)).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, subscriptionId));
    expect(row).toMatchObject({ status: 'cancelled', paidPeriods: 2 });
    // Both paid weeks count, whatever the order; cancellation does not take paid time away.
    expect(Date.parse((await user.me()).subscriptionEndDate!)).toBe(paidAt * 1000 + 2 * WEEK_MS);
    expect((await history(user)).subscription).toEqual({
      id: subscriptionId,
      status: 'cancelled',
      renews: false,
      resumable: false,
    });
  });

  it('moves from halted back to active only on a newer event', async () => {
    const user = await billingUser(t.app);
    const subscriptionId = await subscribe(user);
    await user.post('/api/razorpay/verify-subscription', t.fake.chargeSubscription(subscriptionId).response);
    const later = Math.floor(Date.now() / 1000) + 60;
    const halted = t.fake.event(
      'subscription.halted',
      { subscription: { id: subscriptionId, status: 'halted' } },
      later,
    );
    const staleActive = t.fake.event(
      'subscription.activated',
      { subscription: { id: subscriptionId, status: 'active' } },
      later - 30,
    );
    await sendWebhook(t.app, halted);
    await sendWebhook(t.app, staleActive);
    const status = async () =>
      (await t.database.db.select({ s: checkouts.status }).from(checkouts).where(eq(checkouts.id, subscriptionId)))[0]!
        .s;
    expect(await status()).toBe('halted');
    await sendWebhook(
      t.app,
      t.fake.event('subscription.resumed', { subscription: { id: subscriptionId, status: 'active' } }, later + 30),
    );
    expect(await status()).toBe('active');
  });

  it('cancels renewal: Premium lasts to the end of the paid period, and cancelling twice is refused', async () => {
    const user = await billingUser(t.app);
    expect((await user.post('/api/razorpay/cancel-subscription')).statusCode).toBe(409);
    const subscriptionId = await subscribe(user);
    await user.post('/api/razorpay/verify-subscription', t.fake.chargeSubscription(subscriptionId).response);
    const end = (await user.me()).subscriptionEndDate;

    const res = await user.post('/api/razorpay/cancel-subscription');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, subscriptionEndDate: end });
    // An active subscription is paused at Razorpay, which can resume it (decision 0041).
    expect(t.fake.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_cycle_end: false, status: 'paused' });
    expect(await user.me()).toMatchObject({ isSubscribed: true, subscriptionEndDate: end });
    expect((await history(user)).subscription).toMatchObject({ renews: false, resumable: true });
    expect((await user.post('/api/razorpay/cancel-subscription')).json()).toMatchObject({
      code: 'NO_ACTIVE_SUBSCRIPTION',
    });
    // Still Premium until the end: no second subscription, no credits.
    expect((await user.post('/api/razorpay/subscription', { plan: 'premium' })).statusCode).toBe(409);
  });
});

describe('resuming a cancelled renewal (decision 0041)', () => {
  async function premiumUser() {
    const user = await billingUser(t.app);
    const subscriptionId = await subscribe(user);
    await user.post('/api/razorpay/verify-subscription', t.fake.chargeSubscription(subscriptionId).response);
    return { user, subscriptionId };
  }
  const resumeCalls = (id: string) => t.fake.calls.filter((c) => c === `POST /v1/subscriptions/${id}/resume`);

  it('turns renewal back on once, charges nothing, and a second resume changes nothing', async () => {
    const { user, subscriptionId } = await premiumUser();
    const end = (await user.me()).subscriptionEndDate;
    expect((await user.post('/api/razorpay/cancel-subscription')).statusCode).toBe(200);
    const paymentsBefore = t.fake.payments.size;

    const first = await user.post('/api/razorpay/resume-subscription');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, subscriptionEndDate: end, renews: true });
    const second = await user.post('/api/razorpay/resume-subscription');
    expect(second.json()).toEqual(first.json());

    expect(resumeCalls(subscriptionId)).toHaveLength(1);
    expect(t.fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active' });
    expect(t.fake.payments.size).toBe(paymentsBefore);
    expect((await user.me()).subscriptionEndDate).toBe(end);
    expect((await history(user)).subscription).toMatchObject({ renews: true, resumable: false });
    expect((await history(user)).payments).toHaveLength(1);

    // Renewal is on again: the next charge extends Premium by a week, and cancelling works as before.
    for (const w of t.fake.chargeSubscription(subscriptionId).webhooks) await sendWebhook(t.app, w);
    expect(Date.parse((await user.me()).subscriptionEndDate!)).toBe(Date.parse(end!) + WEEK_MS);
    expect((await user.post('/api/razorpay/cancel-subscription')).statusCode).toBe(200);
  });

  it('asks Razorpay once when two resumes race', async () => {
    const { user, subscriptionId } = await premiumUser();
    await user.post('/api/razorpay/cancel-subscription');
    const results = await Promise.all([
      user.post('/api/razorpay/resume-subscription'),
      user.post('/api/razorpay/resume-subscription'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(resumeCalls(subscriptionId)).toHaveLength(1);
    expect(t.fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active' });
  });

  it('answers 409 NOTHING_TO_RESUME with nothing to resume, and never touches another user', async () => {
    const free = await billingUser(t.app);
    const refused = await free.post('/api/razorpay/resume-subscription');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOTHING_TO_RESUME', message: expect.stringContaining('ended') });

    // Another user's paused subscription stays paused whoever asks.
    const { user, subscriptionId } = await premiumUser();
    await user.post('/api/razorpay/cancel-subscription');
    const stranger = await premiumUser();
    expect((await stranger.user.post('/api/razorpay/resume-subscription')).statusCode).toBe(200);
    expect(t.fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'paused' });
    expect(resumeCalls(subscriptionId)).toHaveLength(0);
  });

  it('refuses to resume a renewal cancelled for good at the cycle end (Razorpay cannot undo it)', async () => {
    const { user, subscriptionId } = await premiumUser();
    // A cancellation from before renewals were paused: cancelled at the cycle's end, still active until then.
    await t.database.db.update(checkouts).set({ cancelAtPeriodEnd: true }).where(eq(checkouts.id, subscriptionId));
    const res = await user.post('/api/razorpay/resume-subscription');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOTHING_TO_RESUME', message: expect.stringContaining('for good') });
    expect(resumeCalls(subscriptionId)).toHaveLength(0);
  });

  it('keeps renewal off when Razorpay refuses or is down, so a later try works', async () => {
    const { user, subscriptionId } = await premiumUser();
    await user.post('/api/razorpay/cancel-subscription');
    t.fake.failCallsTo = { pattern: /\/resume$/, status: 503 };
    const failed = await user.post('/api/razorpay/resume-subscription');
    t.fake.failCallsTo = null;
    expect(failed.statusCode).toBe(503);
    expect((await history(user)).subscription).toMatchObject({ renews: false, resumable: true });
    expect((await user.post('/api/razorpay/resume-subscription')).statusCode).toBe(200);
    expect(t.fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active' });
  });

  it('needs a signed-in caller from the site', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/razorpay/resume-subscription' })).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/razorpay/resume-subscription',
      headers: { origin: TEST_SITE },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('credit activity, paged', () => {
  async function userWithCredits() {
    const user = await billingUser(t.app);
    const { response } = await buyOrder(user);
    expect((await user.post('/api/razorpay/verify', response)).statusCode).toBe(200);
    return user;
  }
  const page = async (user: Awaited<ReturnType<typeof billingUser>>, query = '') => {
    const res = await user.get(`/api/billing/credit-activity${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{
      items: { id: number; reason: string; tool: string | null; delta: number }[];
      nextCursor: number | null;
    }>();
  };

  it('names the tool each credit paid for, newest first, page by page to the end', async () => {
    const user = await userWithCredits();
    const me = await user.me();
    const { id } = (await user.get('/api/auth/user')).json<{ id: string }>();
    const tools = ['profile_analysis', 'message_reply', 'date_ideas', 'tip', 'message_starter'];
    for (const feature of tools)
      await t.database.db.execute(sql`insert into credit_ledger (user_id, delta, balance_after, reason, feature)
        values (${id}, -1, ${me.credits - 1}, 'ai_request', ${feature})`);

    const first = await page(user, '?limit=2');
    expect(first.items.map((i) => i.tool)).toEqual(['message_starter', 'tip']);
    const second = await page(user, `?limit=2&before=${first.nextCursor}`);
    expect(second.items.map((i) => i.tool)).toEqual(['date_ideas', 'message_reply']);
    const last = await page(user, `?limit=2&before=${second.nextCursor}`);
    expect(last.items.map((i) => `${i.reason}:${i.tool}`)).toEqual(['ai_request:profile_analysis', 'purchase:null']);
    expect(last.nextCursor).toBeNull();
    // The history's first page is the same list.
    expect((await history(user)).creditChanges.map((c) => c.tool).slice(0, 2)).toEqual(['message_starter', 'tip']);
  });

  it("shows only the caller's own changes, whatever cursor they send", async () => {
    const owner = await userWithCredits();
    const other = await billingUser(t.app);
    expect(await page(other)).toEqual({ items: [], nextCursor: null });
    const [change] = (await page(owner)).items;
    expect(await page(other, `?before=${change!.id + 1}`)).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a bad cursor or page size with 400 naming the field, and signed-out callers with 401', async () => {
    const user = await billingUser(t.app);
    for (const [query, field] of [
      ['?before=abc', 'before'],
      ['?before=-3', 'before'],
      ['?before=1.5', 'before'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
    ] as const) {
      const res = await user.get(`/api/billing/credit-activity${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^(querystring\\.)?${field}`));
    }
    expect((await t.app.inject({ url: '/api/billing/credit-activity' })).statusCode).toBe(401);
  });
});

describe('one renewing subscription per user', () => {
  /** Two Premium checkouts opened before either was paid (two tabs), both paid at the provider. */
  async function twoPaidSubscriptions() {
    const user = await billingUser(t.app);
    const older = await subscribe(user);
    const newer = await subscribe(user);
    return {
      user,
      older: t.fake.chargeSubscription(older),
      newer: t.fake.chargeSubscription(newer),
      ids: { older, newer },
    };
  }

  const refundsOf = (paymentId: string) => [...t.fake.refunds.values()].filter((r) => r.payment_id === paymentId);

  it('refunds and cancels an older checkout verified after a newer one, and keeps Premium as it was', async () => {
    const { user, older, newer, ids } = await twoPaidSubscriptions();
    expect((await user.post('/api/razorpay/verify-subscription', newer.response)).json()).toEqual({ success: true });
    const end = (await user.me()).subscriptionEndDate;

    const second = await user.post('/api/razorpay/verify-subscription', older.response);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message:
        'You already have Premium from an earlier checkout, so we cancelled this second subscription and refunded its payment.',
      code: 'SUBSCRIPTION_ACTIVE',
    });
    // At the provider: the second subscription is cancelled now (not at its cycle's end), its payment refunded in full.
    expect(t.fake.subscriptions.get(ids.older)).toMatchObject({ status: 'cancelled' });
    expect(refundsOf(older.response.razorpay_payment_id)).toMatchObject([{ amount: 999, status: 'processed' }]);
    expect(t.fake.subscriptions.get(ids.newer)).toMatchObject({ status: 'active', cancel_at_cycle_end: false });
    // Here: Premium unchanged, one subscription renews, and the history says what happened.
    expect((await user.me()).subscriptionEndDate).toBe(end);
    expect((await history(user)).subscription).toEqual({
      id: ids.newer,
      status: 'active',
      renews: true,
      resumable: false,
    });
    const refunded = (await history(user)).payments.find((p) => p.id === older.response.razorpay_payment_id);
    expect(refunded).toMatchObject({ refund: 'refunded', premiumUntil: null });

    // Replays of the verify call and every webhook of the refunded charge change nothing and refund nothing more.
    expect((await user.post('/api/razorpay/verify-subscription', older.response)).statusCode).toBe(409);
    for (const w of older.webhooks) expect((await sendWebhook(t.app, w)).statusCode).toBe(200);
    expect(refundsOf(older.response.razorpay_payment_id)).toHaveLength(1);
    expect((await user.me()).subscriptionEndDate).toBe(end);
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, ids.older));
    expect(row).toMatchObject({ status: 'cancelled', paidPeriods: 0 });
  });

  it('shows the subscription that renews, not the newer duplicate it refunded, and cancels and resumes that one', async () => {
    const { user, older, newer, ids } = await twoPaidSubscriptions();
    expect((await user.post('/api/razorpay/verify-subscription', older.response)).statusCode).toBe(200);
    expect((await user.post('/api/razorpay/verify-subscription', newer.response)).statusCode).toBe(409);
    // The newer checkout is the refunded duplicate; the older one renews, and the page must offer to cancel it.
    expect((await history(user)).subscription).toEqual({
      id: ids.older,
      status: 'active',
      renews: true,
      resumable: false,
    });
    expect((await user.post('/api/razorpay/cancel-subscription')).statusCode).toBe(200);
    expect(t.fake.subscriptions.get(ids.older)).toMatchObject({ status: 'paused' });
    expect((await history(user)).subscription).toEqual({
      id: ids.older,
      status: 'paused',
      renews: false,
      resumable: true,
    });
    expect((await user.post('/api/razorpay/resume-subscription')).statusCode).toBe(200);
    expect((await history(user)).subscription).toMatchObject({ id: ids.older, renews: true });
  });

  it('refunds the second subscription when only webhooks report the charges', async () => {
    const { user, older, newer, ids } = await twoPaidSubscriptions();
    for (const w of [...newer.webhooks, ...older.webhooks]) expect((await sendWebhook(t.app, w)).statusCode).toBe(200);
    expect(t.fake.subscriptions.get(ids.older)).toMatchObject({ status: 'cancelled' });
    expect(refundsOf(older.response.razorpay_payment_id)).toHaveLength(1);
    expect(refundsOf(newer.response.razorpay_payment_id)).toHaveLength(0);
    expect((await history(user)).subscription).toMatchObject({ id: ids.newer, renews: true });
  });

  it('grants exactly one of two subscriptions verified at the same moment', async () => {
    const { user, older, newer } = await twoPaidSubscriptions();
    const results = await Promise.all([
      user.post('/api/razorpay/verify-subscription', older.response),
      user.post('/api/razorpay/verify-subscription', newer.response),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const granted = await t.database.db
      .select()
      .from(payments)
      .where(
        sql`${payments.premiumUntil} is not null and ${payments.checkoutId} in (${older.response.razorpay_subscription_id}, ${newer.response.razorpay_subscription_id})`,
      );
    expect(granted).toHaveLength(1);
    expect(t.fake.refunds.size).toBeGreaterThan(0);
    expect(
      refundsOf(older.response.razorpay_payment_id).length + refundsOf(newer.response.razorpay_payment_id).length,
    ).toBe(1);
  });

  it('keeps the refund due when the provider is down, and gives it back on the next report', async () => {
    const { user, older, newer } = await twoPaidSubscriptions();
    await user.post('/api/razorpay/verify-subscription', newer.response);
    // The charge is recorded; the provider then fails the cancel-or-refund call.
    t.fake.failCallsTo = { pattern: /\/refund$/, status: 503 };
    const second = await user.post('/api/razorpay/verify-subscription', older.response);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/will be refunded shortly/);
    expect(refundsOf(older.response.razorpay_payment_id)).toHaveLength(0);
    expect((await history(user)).payments.find((p) => p.id === older.response.razorpay_payment_id)).toMatchObject({
      refund: 'due',
    });
    t.fake.failCallsTo = null;
    expect((await user.post('/api/razorpay/verify-subscription', older.response)).json().message).toMatch(
      /refunded its payment/,
    );
    expect(refundsOf(older.response.razorpay_payment_id)).toHaveLength(1);
  });

  /** The app's log lines written since `from`, parsed. */
  const logLines = (from: number) =>
    t.logs.slice(from).map((line) => JSON.parse(line) as { level: number; msg: string });

  it('records a refund another request already gave as refunded, logged at info, not as a failure', async () => {
    const { user, older, newer } = await twoPaidSubscriptions();
    await user.post('/api/razorpay/verify-subscription', newer.response);
    t.fake.failCallsTo = { pattern: /\/refund$/, status: 503 };
    expect((await user.post('/api/razorpay/verify-subscription', older.response)).statusCode).toBe(409);
    t.fake.failCallsTo = null;
    // A concurrent request's refund went through at the provider; its own record of it is not written yet.
    const paymentId = older.response.razorpay_payment_id;
    const payments = t.config.payments;
    if (payments.mode !== 'razorpay') throw new Error('the test app talks to the fake Razorpay');
    await createRazorpayApi({ baseUrl: payments.apiUrl, ...TEST_KEYS }).refundPayment(paymentId, 999);
    const from = t.logs.length;

    const again = await user.post('/api/razorpay/verify-subscription', older.response);
    expect(again.json().message).toMatch(/refunded its payment/);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect((await history(user)).payments.find((p) => p.id === paymentId)).toMatchObject({ refund: 'refunded' });
    const lines = logLines(from);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'second subscription already refunded by a concurrent request' }),
    );
  });

  it('logs no error when the verify calls and every webhook of both subscriptions race', async () => {
    const from = t.logs.length;
    for (let round = 0; round < 3; round++) {
      const { user, older, newer } = await twoPaidSubscriptions();
      await Promise.all([
        user.post('/api/razorpay/verify-subscription', older.response),
        user.post('/api/razorpay/verify-subscription', newer.response),
        ...[...older.webhooks, ...newer.webhooks].map((w) => sendWebhook(t.app, w)),
      ]);
      // Exactly one of the two is given back, and the page shows the one that renews.
      const paid = (await history(user)).payments;
      expect(paid.map((p) => p.refund ?? 'granted').sort()).toEqual(['granted', 'refunded']);
      expect(
        refundsOf(older.response.razorpay_payment_id).length + refundsOf(newer.response.razorpay_payment_id).length,
      ).toBe(1);
      expect((await history(user)).subscription).toMatchObject({ status: 'active', renews: true });
    }
    expect(logLines(from).filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe('a payment checked with the provider', () => {
  it("refuses one subscription's payment reported for another, even with a valid signature", async () => {
    const user = await billingUser(t.app);
    const paid = await subscribe(user);
    const other = await subscribe(user);
    const { response } = t.fake.chargeSubscription(paid);
    // A signature over the other subscription (as if it had leaked): the provider's invoices say otherwise.
    const signature = hmacHex(subscriptionPayload(response.razorpay_payment_id, other), TEST_KEYS.keySecret);
    const res = await user.post('/api/razorpay/verify-subscription', {
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_subscription_id: other,
      razorpay_signature: signature,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_MISMATCH');
    expect((await user.me()).isSubscribed).toBe(false);
    expect(await t.database.db.select().from(payments).where(eq(payments.id, response.razorpay_payment_id))).toEqual(
      [],
    );
  });
});

describe('the payment row', () => {
  it('is unique per provider payment id', async () => {
    const user = await billingUser(t.app);
    const { response } = await buyOrder(user);
    await user.post('/api/razorpay/verify', response);
    const rows = await t.database.db.select().from(payments).where(eq(payments.id, response.razorpay_payment_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 599, currency: 'USD', source: 'verify' });
  });
});

describe('secrets', () => {
  it('never appear in responses or logs, while refused signatures are logged', async () => {
    const user = await billingUser(t.app);
    const { response, webhooks } = await buyOrder(user);
    await user.post('/api/razorpay/verify', { ...response, razorpay_signature: 'cd'.repeat(32) });
    await sendWebhook(t.app, { ...webhooks[0]!, signature: 'ef'.repeat(32) });
    const logs = t.logs.join('');
    expect(logs).toContain('payment signature refused');
    expect(logs).toContain('webhook signature refused');
    for (const secret of [TEST_KEYS.keySecret, TEST_KEYS.webhookSecret]) expect(logs).not.toContain(secret);
    const config = await t.app.inject({ url: '/api/client-config' });
    expect(config.body).not.toContain(TEST_KEYS.keySecret);
  });
});
