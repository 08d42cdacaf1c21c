import { z } from 'zod';

/** Payment routes (API.md "Payments"): field names as Razorpay's Checkout returns them. */

const providerId = (prefix: string) =>
  z
    .string()
    .trim()
    .max(64, 'must be at most 64 characters')
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `must be a ${prefix}_ id`);

const signature = z.string().trim().max(128, 'must be at most 128 characters').min(1, 'is required');

export const createSubscriptionRequestSchema = z.object({ plan: z.literal('premium', 'must be "premium"') });

export const subscriptionCheckoutSchema = z.object({ keyId: z.string(), subscriptionId: z.string() });
export type SubscriptionCheckout = z.infer<typeof subscriptionCheckoutSchema>;

export const verifySubscriptionRequestSchema = z.object({
  razorpay_payment_id: providerId('pay'),
  razorpay_subscription_id: providerId('sub'),
  razorpay_signature: signature,
});
export type VerifySubscriptionRequest = z.infer<typeof verifySubscriptionRequestSchema>;

const orderCheckoutSchema = z.object({
  keyId: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  orderId: z.string(),
});
const paymentLinkCheckoutSchema = z.object({
  paymentLinkUrl: z.string(),
  paymentLinkId: z.string(),
  reference_id: z.string(),
});
export const creditsCheckoutSchema = z.union([orderCheckoutSchema, paymentLinkCheckoutSchema]);
export type CreditsCheckout = z.infer<typeof creditsCheckoutSchema>;

export const verifyOrderRequestSchema = z.object({
  razorpay_order_id: providerId('order'),
  razorpay_payment_id: providerId('pay'),
  razorpay_signature: signature,
});
export type VerifyOrderRequest = z.infer<typeof verifyOrderRequestSchema>;

export const verifyOrderResponseSchema = z.object({ success: z.literal(true), credits: z.number().int() });

export const verifyPaymentLinkRequestSchema = z.object({
  payment_link_id: providerId('plink'),
  reference_id: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
});
export type VerifyPaymentLinkRequest = z.infer<typeof verifyPaymentLinkRequestSchema>;

export const verifyPaymentLinkResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const successSchema = z.object({ success: z.literal(true) });

export const cancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscriptionEndDate: z.string().nullable(),
});

/** GET /api/billing/history: the subscription's state, payments and credit changes, newest first. */
export const billingHistorySchema = z.object({
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      /** False once the user cancelled renewal (Premium still lasts to the end of the paid period). */
      renews: z.boolean(),
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      product: z.enum(['credits', 'premium']),
      amountCents: z.number().int(),
      currency: z.string(),
      creditsGranted: z.number().int(),
      premiumUntil: z.string().nullable(),
      /** A second subscription's charge we give back: due (asked of the provider) or refunded. */
      refund: z.enum(['due', 'refunded']).nullable(),
      createdAt: z.string(),
    }),
  ),
  creditChanges: z.array(
    z.object({
      id: z.number().int(),
      delta: z.number().int(),
      balanceAfter: z.number().int(),
      reason: z.enum(['purchase', 'ai_request', 'refund']),
      createdAt: z.string(),
    }),
  ),
});
export type BillingHistory = z.infer<typeof billingHistorySchema>;
