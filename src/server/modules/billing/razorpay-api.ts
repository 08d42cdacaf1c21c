import { z } from 'zod';
import { HttpError } from '../../http/errors';

/**
 * The parts of Razorpay's entities this app reads (amounts in the currency's subunits: cents), checked with zod
 * like the language model's answers: a response that lacks them is the provider's fault, answered 502.
 */
const order = z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), status: z.string() });
const payment = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** created | authorized | captured | refunded | failed */
  status: z.string(),
  order_id: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  /** Unix seconds. */
  created_at: z.number(),
});
export type RazorpayPayment = z.infer<typeof payment>;

const subscription = z.object({
  id: z.string(),
  plan_id: z.string(),
  /** created | authenticated | active | pending | halted | cancelled | completed | expired | paused */
  status: z.string(),
  current_end: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
});
const paymentLink = z.object({
  id: z.string(),
  short_url: z.string(),
  reference_id: z.string(),
  /** created | partially_paid | paid | expired | cancelled */
  status: z.string(),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  payments: z.array(z.object({ payment_id: z.string(), amount: z.number().int(), status: z.string() })).nullish(),
});
/** An invoice of a subscription: one per charge, naming the payment and the order that paid it. */
const invoice = z.object({
  id: z.string(),
  subscription_id: z.string().nullish(),
  payment_id: z.string().nullish(),
  order_id: z.string().nullish(),
});
const invoices = z.object({ items: z.array(invoice) });

const refund = z.object({ id: z.string(), payment_id: z.string(), amount: z.number().int(), status: z.string() });
const refunds = z.object({ items: z.array(refund) });
const plan = z.object({ id: z.string() });

/** What the server calls: a fetch-like function, so the sandbox can answer in process. */
export type ProviderFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

const providerUnavailable = (cause?: object) =>
  new HttpError(
    503,
    'The payment provider could not be reached. Nothing was charged; please try again in a minute.',
    'PAYMENT_PROVIDER_UNAVAILABLE',
    { cause },
  );

/** "GET /v1/payments/:id": the endpoint without the ids, for logs. */
function endpointOf(method: string, path: string): string {
  return `${method} ${path.split('?')[0]!.replace(/\/(?:order|pay|sub|plan|plink|inv|rfnd)_[^/]+/g, '/:id')}`;
}

const TIMEOUT_MS = 10_000;

/** Razorpay's REST API (orders, plans, subscriptions, payment links, payments), with basic auth. */
export function createRazorpayApi(options: {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  fetch?: ProviderFetch;
}) {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const send: ProviderFetch =
    options.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }));

  async function call<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    // What the log may say about a failure: the endpoint (ids taken out) and the provider's status.
    const upstream = (status: number | null) => ({ provider: 'razorpay', endpoint: endpointOf(method, path), status });
    let response: Awaited<ReturnType<ProviderFetch>>;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw providerUnavailable({ ...upstream(null), error: (error as Error).name });
    }
    if (response.status >= 500) throw providerUnavailable(upstream(response.status));
    const parsed = schema.safeParse(await response.json().catch(() => null));
    // A 4xx from the provider is our request's fault (or a wrong key), an answer without what we need its own:
    // either way the user cannot fix it.
    if (response.status >= 400 || !parsed.success) {
      throw new HttpError(
        502,
        'The payment provider refused the request. Please contact support.',
        'PAYMENT_PROVIDER_ERROR',
        { cause: { ...upstream(response.status), ...(parsed.success ? {} : { invalid: 'response' }) } },
      );
    }
    return parsed.data;
  }

  return {
    keyId: options.keyId,
    createOrder: (body: { amount: number; currency: string; receipt: string; notes: Record<string, string> }) =>
      call(order, 'POST', '/v1/orders', body),
    createPlan: (body: {
      period: 'weekly';
      interval: number;
      item: { name: string; amount: number; currency: string; description: string };
    }) => call(plan, 'POST', '/v1/plans', body),
    createSubscription: (body: {
      plan_id: string;
      total_count: number;
      customer_notify: 0 | 1;
      notes: Record<string, string>;
    }) => call(subscription, 'POST', '/v1/subscriptions', body),
    /** At the cycle's end (the user stops renewal), or at once (a duplicate we refund). */
    cancelSubscription: (id: string, when: 'at-cycle-end' | 'now') =>
      call(subscription, 'POST', `/v1/subscriptions/${encodeURIComponent(id)}/cancel`, {
        cancel_at_cycle_end: when === 'at-cycle-end' ? 1 : 0,
      }),
    /** Stops charges at once; Razorpay pauses only an `active` subscription (decision 0041). */
    pauseSubscription: (id: string) =>
      call(subscription, 'POST', `/v1/subscriptions/${encodeURIComponent(id)}/pause`, { pause_at: 'now' }),
    /** Charges again from the next due date; Razorpay resumes only a `paused` subscription. */
    resumeSubscription: (id: string) =>
      call(subscription, 'POST', `/v1/subscriptions/${encodeURIComponent(id)}/resume`, { resume_at: 'now' }),
    fetchSubscription: (id: string) => call(subscription, 'GET', `/v1/subscriptions/${encodeURIComponent(id)}`),
    /** The invoices of a subscription: which payments (and orders) paid its charges. */
    fetchSubscriptionInvoices: async (id: string) =>
      (await call(invoices, 'GET', `/v1/invoices?subscription_id=${encodeURIComponent(id)}`)).items,
    refundPayment: (id: string, amount: number) =>
      call(refund, 'POST', `/v1/payments/${encodeURIComponent(id)}/refund`, { amount }),
    /** The refunds already made of a payment (whoever asked for them). */
    fetchPaymentRefunds: async (id: string) =>
      (await call(refunds, 'GET', `/v1/payments/${encodeURIComponent(id)}/refunds`)).items,
    createPaymentLink: (body: {
      amount: number;
      currency: string;
      reference_id: string;
      description: string;
      callback_url: string;
      callback_method: 'get';
      customer?: { name?: string; email?: string };
      notes: Record<string, string>;
    }) => call(paymentLink, 'POST', '/v1/payment_links', body),
    fetchPaymentLink: (id: string) => call(paymentLink, 'GET', `/v1/payment_links/${encodeURIComponent(id)}`),
    fetchPayment: (id: string) => call(payment, 'GET', `/v1/payments/${encodeURIComponent(id)}`),
    capturePayment: (id: string, amount: number, currency: string) =>
      call(payment, 'POST', `/v1/payments/${encodeURIComponent(id)}/capture`, { amount, currency }),
  };
}

export type RazorpayApi = ReturnType<typeof createRazorpayApi>;
