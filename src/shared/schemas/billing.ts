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

/** POST /api/razorpay/resume-subscription: renewal is back on; Premium's end moves with the next charge. */
export const resumeSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscriptionEndDate: z.string().nullable(),
  renews: z.literal(true),
});

/** The tools a credit can pay for: ai_usage's `feature` values (decision 0040). */
export const creditTools = ['profile_analysis', 'message_starter', 'message_reply', 'date_ideas', 'tip'] as const;
export type CreditTool = (typeof creditTools)[number];

const creditChangeSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(['purchase', 'ai_request', 'refund']),
  /** AI requests and their refunds: the tool; null for purchases and for requests recorded before tools were. */
  tool: z.enum(creditTools).nullable(),
  createdAt: z.string(),
});
export type CreditChange = z.infer<typeof creditChangeSchema>;

/** How many credit changes one page holds at most, and by default. */
export const CREDIT_PAGE_MAX = 50;
export const CREDIT_PAGE_DEFAULT = 20;

/** GET /api/billing/credit-activity: `before` is the cursor a previous page returned (a change's id). */
export const creditActivityQuerySchema = z.object({
  before: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .positive('must be positive')
    .max(Number.MAX_SAFE_INTEGER, 'is too large')
    .optional(),
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CREDIT_PAGE_MAX, `must be at most ${CREDIT_PAGE_MAX}`)
    .default(CREDIT_PAGE_DEFAULT),
});
export type CreditActivityQuery = z.input<typeof creditActivityQuerySchema>;

export const creditActivityPageSchema = z.object({
  items: z.array(creditChangeSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type CreditActivityPage = z.infer<typeof creditActivityPageSchema>;

/** GET /api/billing/history: the subscription's state, payments and credit changes, newest first. */
export const billingHistorySchema = z.object({
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      /** False once the user cancelled renewal (Premium still lasts to the end of the paid period). */
      renews: z.boolean(),
      /** Renewal is off and can be turned back on before the paid period ends (decision 0041). */
      resumable: z.boolean(),
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
  /** The first page of GET /api/billing/credit-activity. */
  creditChanges: z.array(creditChangeSchema),
});
export type BillingHistory = z.infer<typeof billingHistorySchema>;
