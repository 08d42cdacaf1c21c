import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// Razorpay's own SDK helpers: an independent oracle for our formulas.
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { hmacHex, orderPayload, paymentLinkPayload, signatureMatches, subscriptionPayload } from './signatures';

const secret = 'test_key_secret_Qm9v';
const ids = {
  order: 'order_NTdsQq2j3CkTw1',
  payment: 'pay_NTdt0tuSiUfmZo',
  subscription: 'sub_NTe0DkCkG2E2tQ',
  link: 'plink_NTe3hJTDuhDh6w',
  reference: 'dw_4f1c2a9e0b7d4c3a',
};

describe('Razorpay signatures', () => {
  it('matches a known HMAC-SHA256 vector (computed independently with node:crypto)', () => {
    const expected = createHmac('sha256', 'key').update('The quick brown fox jumps over the lazy dog').digest('hex');
    expect(expected).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
    expect(hmacHex('The quick brown fox jumps over the lazy dog', 'key')).toBe(expected);
  });

  it('signs orders as order_id|payment_id, as the SDK verifies them', () => {
    const signature = hmacHex(orderPayload(ids.order, ids.payment), secret);
    expect(validatePaymentVerification({ order_id: ids.order, payment_id: ids.payment }, signature, secret)).toBe(true);
    expect(signatureMatches(orderPayload(ids.order, ids.payment), signature, secret)).toBe(true);
  });

  it('signs subscriptions as payment_id|subscription_id (reversed), as the SDK verifies them', () => {
    const signature = hmacHex(subscriptionPayload(ids.payment, ids.subscription), secret);
    expect(
      validatePaymentVerification({ subscription_id: ids.subscription, payment_id: ids.payment }, signature, secret),
    ).toBe(true);
    // The order's formula with the subscription id is a different payload and must fail.
    expect(signatureMatches(orderPayload(ids.subscription, ids.payment), signature, secret)).toBe(false);
  });

  it('signs payment links as link_id|reference_id|status|payment_id, as the SDK verifies them', () => {
    const signature = hmacHex(paymentLinkPayload(ids.link, ids.reference, 'paid', ids.payment), secret);
    expect(
      validatePaymentVerification(
        {
          payment_link_id: ids.link,
          payment_id: ids.payment,
          payment_link_reference_id: ids.reference,
          payment_link_status: 'paid',
        },
        signature,
        secret,
      ),
    ).toBe(true);
    expect(signatureMatches(paymentLinkPayload(ids.link, ids.reference, 'paid', ids.payment), signature, secret)).toBe(
      true,
    );
  });

  it('signs webhook bodies byte for byte, as the SDK verifies them', () => {
    const body = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":599}}}}';
    const signature = hmacHex(body, 'webhook_secret');
    expect(validateWebhookSignature(body, signature, 'webhook_secret')).toBe(true);
    expect(signatureMatches(Buffer.from(body), signature, 'webhook_secret')).toBe(true);
    // One changed byte (the amount) or the wrong secret fails.
    expect(signatureMatches(body.replace('599', '598'), signature, 'webhook_secret')).toBe(false);
    expect(signatureMatches(body, signature, secret)).toBe(false);
  });

  it('refuses reordered payloads, other secrets, and signatures of the wrong shape', () => {
    const signature = hmacHex(orderPayload(ids.order, ids.payment), secret);
    expect(signatureMatches(`${ids.payment}|${ids.order}`, signature, secret)).toBe(false);
    expect(signatureMatches(orderPayload(ids.order, ids.payment), signature, 'other_secret')).toBe(false);
    expect(signatureMatches(orderPayload(ids.order, ids.payment), signature.slice(0, 63), secret)).toBe(false);
    expect(signatureMatches(orderPayload(ids.order, ids.payment), `${signature}00`, secret)).toBe(false);
    expect(signatureMatches(orderPayload(ids.order, ids.payment), 'z'.repeat(64), secret)).toBe(false);
    expect(signatureMatches(orderPayload(ids.order, ids.payment), '', secret)).toBe(false);
    // Hex case does not matter to the comparison (the digest is the same bytes).
    expect(signatureMatches(orderPayload(ids.order, ids.payment), signature.toUpperCase(), secret)).toBe(true);
  });
});
