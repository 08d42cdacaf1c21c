import { HttpError } from '../../http/errors';

/** The parts of Razorpay's entities this app reads (amounts in the currency's subunits: cents). */
export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

export interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  order_id: string | null;
  /** Unix seconds. */
  created_at: number;
}

export interface RazorpaySubscription {
  id: string;
  plan_id: string;
  /** created | authenticated | active | pending | halted | cancelled | completed | expired | paused */
  status: string;
  current_end: number | null;
}

export interface RazorpayPaymentLink {
  id: string;
  short_url: string;
  reference_id: string;
  /** created | partially_paid | paid | expired | cancelled */
  status: string;
  amount: number;
  amount_paid: number;
  currency: string;
  payments: { payment_id: string; amount: number; status: string }[] | null;
}

/** What the server calls: a fetch-like function, so the sandbox can answer in process. */
export type ProviderFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export const providerUnavailable = () =>
  new HttpError(
    503,
    'The payment provider could not be reached. Nothing was charged; please try again in a minute.',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  );

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

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Awaited<ReturnType<ProviderFetch>>;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      throw providerUnavailable();
    }
    if (response.status >= 500) throw providerUnavailable();
    const data = (await response.json().catch(() => null)) as T | null;
    // A 4xx from the provider is our request's fault (or a wrong key): the user cannot fix it.
    if (response.status >= 400 || data === null) {
      throw new HttpError(
        502,
        'The payment provider refused the request. Please contact support.',
        'PAYMENT_PROVIDER_ERROR',
      );
    }
    return data;
  }

  return {
    keyId: options.keyId,
    createOrder: (body: { amount: number; currency: string; receipt: string; notes: Record<string, string> }) =>
      call<RazorpayOrder>('POST', '/v1/orders', body),
    createPlan: (body: {
      period: 'weekly';
      interval: number;
      item: { name: string; amount: number; currency: string; description: string };
    }) => call<{ id: string }>('POST', '/v1/plans', body),
    createSubscription: (body: {
      plan_id: string;
      total_count: number;
      customer_notify: 0 | 1;
      notes: Record<string, string>;
    }) => call<RazorpaySubscription>('POST', '/v1/subscriptions', body),
    cancelSubscription: (id: string) =>
      call<RazorpaySubscription>('POST', `/v1/subscriptions/${encodeURIComponent(id)}/cancel`, {
        cancel_at_cycle_end: 1,
      }),
    createPaymentLink: (body: {
      amount: number;
      currency: string;
      reference_id: string;
      description: string;
      callback_url: string;
      callback_method: 'get';
      customer?: { name?: string; email?: string };
      notes: Record<string, string>;
    }) => call<RazorpayPaymentLink>('POST', '/v1/payment_links', body),
    fetchPaymentLink: (id: string) => call<RazorpayPaymentLink>('GET', `/v1/payment_links/${encodeURIComponent(id)}`),
    fetchPayment: (id: string) => call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(id)}`),
    capturePayment: (id: string, amount: number, currency: string) =>
      call<RazorpayPayment>('POST', `/v1/payments/${encodeURIComponent(id)}/capture`, { amount, currency }),
  };
}

export type RazorpayApi = ReturnType<typeof createRazorpayApi>;
