import { describe, expect, it } from 'vitest';
import { billingUser, sendWebhook, useRazorpayTestApp } from '../../../test/server/razorpay-app';

const t = useRazorpayTestApp({ RAZORPAY_CREDITS_CHECKOUT: 'payment-link' });

async function startLink(user: Awaited<ReturnType<typeof billingUser>>) {
  const res = await user.post('/api/razorpay/credits');
  expect(res.statusCode).toBe(200);
  return res.json<{ paymentLinkUrl: string; paymentLinkId: string; reference_id: string }>();
}

describe('buying credits with a payment link', () => {
  it('creates a link with our reference and a return to /subscription', async () => {
    const user = await billingUser(t.app);
    const link = await startLink(user);
    expect(link).toEqual({
      paymentLinkUrl: expect.stringContaining(link.paymentLinkId),
      paymentLinkId: expect.stringMatching(/^plink_/),
      reference_id: expect.stringMatching(/^dw_[0-9a-f]{32}$/),
    });
    expect(t.fake.links.get(link.paymentLinkId)).toMatchObject({
      amount: 599,
      currency: 'USD',
      reference_id: link.reference_id,
      callback_url: 'http://localhost:5000/subscription?success=true&type=credits',
    });
  });

  it('grants only after the provider confirms the link is paid, and only once', async () => {
    const user = await billingUser(t.app);
    const link = await startLink(user);
    const verify = () =>
      user.post('/api/razorpay/verify-payment-link', {
        payment_link_id: link.paymentLinkId,
        reference_id: link.reference_id,
      });

    const early = await verify();
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED' });
    expect((await user.me()).credits).toBe(0);

    const { callbackUrl, webhooks } = t.fake.payLink(link.paymentLinkId);
    expect(new URL(callbackUrl).searchParams.get('razorpay_payment_link_status')).toBe('paid');
    const [a, b, hook] = await Promise.all([verify(), verify(), sendWebhook(t.app, webhooks[0]!)]);
    expect(a.json()).toEqual({ success: true, message: '100 credits added to your account!' });
    expect(b.statusCode).toBe(200);
    expect(hook.statusCode).toBe(200);
    expect((await user.me()).credits).toBe(100);
  });

  it("refuses a wrong reference or another user's link with 404", async () => {
    const user = await billingUser(t.app);
    const other = await billingUser(t.app);
    const link = await startLink(user);
    t.fake.payLink(link.paymentLinkId);
    const wrongReference = await user.post('/api/razorpay/verify-payment-link', {
      payment_link_id: link.paymentLinkId,
      reference_id: 'dw_guess',
    });
    expect(wrongReference.statusCode).toBe(404);
    const stolen = await other.post('/api/razorpay/verify-payment-link', {
      payment_link_id: link.paymentLinkId,
      reference_id: link.reference_id,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await user.me()).credits).toBe(0);
    expect((await other.me()).credits).toBe(0);
  });

  it('grants from the payment_link.paid webhook alone', async () => {
    const user = await billingUser(t.app);
    const link = await startLink(user);
    const { webhooks } = t.fake.payLink(link.paymentLinkId);
    expect((await sendWebhook(t.app, webhooks[0]!)).json()).toEqual({ status: 'processed' });
    expect((await user.me()).credits).toBe(100);
  });
});
