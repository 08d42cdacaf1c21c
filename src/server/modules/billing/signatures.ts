import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's documented signatures (SECURITY.md): hex HMAC-SHA256 of a
 * payload, compared in constant time. The payloads differ per flow, and the
 * subscription's order is reversed on purpose.
 */

export function hmacHex(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant time for equal lengths; a signature of the wrong length (or not hex) is simply wrong. */
export function signatureMatches(payload: string | Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(hmacHex(payload, secret), 'hex');
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Checkout for an order: `order_id|payment_id`, the order id being the one the server stored. */
export const orderPayload = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;

/** Checkout for a subscription: `payment_id|subscription_id`. */
export const subscriptionPayload = (paymentId: string, subscriptionId: string) => `${paymentId}|${subscriptionId}`;

/** A payment link's callback: `link_id|reference_id|status|payment_id`. */
export const paymentLinkPayload = (linkId: string, referenceId: string, status: string, paymentId: string) =>
  `${linkId}|${referenceId}|${status}|${paymentId}`;
