import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { TEST_SITE } from '../../../test/server/test-app';
import { billingUser, sendWebhook, useRazorpayTestApp } from '../../../test/server/razorpay-app';

const t = useRazorpayTestApp();

async function premiumUser() {
  const user = await billingUser(t.app);
  const subscriptionId = (await user.post('/api/razorpay/subscription', { plan: 'premium' })).json().subscriptionId;
  await user.post('/api/razorpay/verify-subscription', t.fake.chargeSubscription(subscriptionId).response);
  expect((await user.me()).isSubscribed).toBe(true);
  return { ...user, subscriptionId };
}

const deleteAccount = (cookie: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: { origin: TEST_SITE, cookie } });

describe('deleting an account with Premium that renews', () => {
  it('stops the renewal at Razorpay first, then deletes; later events for it change nothing', async () => {
    const user = await premiumUser();
    expect((await deleteAccount(user.cookie)).statusCode).toBe(204);
    expect(t.fake.subscriptions.get(user.subscriptionId)).toMatchObject({ cancel_at_cycle_end: true });
    expect(await t.database.db.select().from(checkouts).where(eq(checkouts.id, user.subscriptionId))).toEqual([]);

    // Razorpay may still report the subscription's end: the webhook is accepted and finds nothing to change.
    const [ended] = t.fake.endSubscription(user.subscriptionId, 'cancelled');
    expect((await sendWebhook(t.app, ended!)).statusCode).toBe(200);
  });

  it('ends a paused renewal for good, so nobody can resume it after the account is gone', async () => {
    const user = await premiumUser();
    expect((await user.post('/api/razorpay/cancel-subscription')).statusCode).toBe(200);
    expect(t.fake.subscriptions.get(user.subscriptionId)).toMatchObject({ status: 'paused' });
    expect((await deleteAccount(user.cookie)).statusCode).toBe(204);
    expect(t.fake.subscriptions.get(user.subscriptionId)).toMatchObject({ status: 'cancelled' });
  });

  it('keeps the account when Razorpay cannot be reached', async () => {
    const user = await premiumUser();
    t.fake.failNextWith = 503;
    const res = await deleteAccount(user.cookie);
    expect([502, 503]).toContain(res.statusCode);
    expect(res.json().message).toBeTruthy();
    expect((await user.get('/api/auth/user')).statusCode).toBe(200);
    expect((await user.me()).isSubscribed).toBe(true);
    // Once Razorpay answers again, deletion goes through.
    expect((await deleteAccount(user.cookie)).statusCode).toBe(204);
  });
});
