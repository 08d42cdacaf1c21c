import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type { Config, CreditsCheckout } from '../../config';
import { plans } from '../../../shared/plans';
import { createRazorpayApi, type ProviderFetch, type RazorpayApi } from './razorpay-api';
import { FakeRazorpay } from './sandbox/fake-razorpay';

/**
 * The payment provider the routes use: Razorpay with the configured keys, or
 * the sandbox (the embedded default), which is the same client talking to the
 * fake Razorpay in process with keys made up at start-up. Everything after
 * the provider (signatures, ledger, webhooks) is the same code in both modes.
 */
export interface PaymentProvider {
  mode: 'razorpay' | 'sandbox';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  api: RazorpayApi;
  planId: string | undefined;
  creditsCheckout: CreditsCheckout;
  /** Razorpay's Checkout script, or the sandbox's look-alike. */
  checkoutScriptUrl: string;
  /** Sandbox only: the fake provider, for the local checkout pages. */
  sandbox?: FakeRazorpay;
}

/** The weekly Premium plan, as Razorpay's plan API is asked to create it. */
export const premiumPlanRequest = {
  period: 'weekly',
  interval: 1,
  item: {
    name: 'Datewise Premium',
    amount: plans.premium.priceCents,
    currency: plans.premium.currency,
    description: 'Unlimited AI coaching, no ads',
  },
} as const;

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const SANDBOX_CHECKOUT_SCRIPT = '/sandbox/checkout.js';

export function checkoutScriptUrl(config: Config): string | null {
  if (config.payments.mode === 'razorpay') return RAZORPAY_CHECKOUT_SCRIPT;
  return config.payments.mode === 'sandbox' ? SANDBOX_CHECKOUT_SCRIPT : null;
}

export async function createPaymentProvider(config: Config): Promise<PaymentProvider | null> {
  const payments = config.payments;
  if (payments.mode === 'disabled') return null;
  if (payments.mode === 'razorpay') {
    return {
      mode: 'razorpay',
      keyId: payments.keyId,
      keySecret: payments.keySecret,
      webhookSecret: payments.webhookSecret,
      api: createRazorpayApi({ baseUrl: payments.apiUrl, keyId: payments.keyId, keySecret: payments.keySecret }),
      planId: payments.planId,
      creditsCheckout: payments.creditsCheckout,
      checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
    };
  }

  const keys = {
    keyId: 'rzp_test_sandbox',
    keySecret: randomBytes(32).toString('hex'),
    webhookSecret: randomBytes(32).toString('hex'),
  };
  const fake = new FakeRazorpay(keys, config.siteUrl);
  const fakeApp = Fastify({ logger: false });
  await fakeApp.register(fake.api);
  await fakeApp.ready();
  const inProcess: ProviderFetch = async (url, init) => {
    const res = await fakeApp.inject({
      method: init.method as 'GET' | 'POST',
      url: new URL(url).pathname,
      headers: init.headers,
      ...(init.body ? { payload: init.body } : {}),
    });
    return { status: res.statusCode, json: async () => res.json() };
  };
  const api = createRazorpayApi({ baseUrl: 'http://sandbox.invalid', ...keys, fetch: inProcess });
  return {
    mode: 'sandbox',
    ...keys,
    api,
    // The sandbox's plans live in its memory: each process makes its own, never one stored by another process or
    // before a restart (that id would be unknown here, and subscribing would fail).
    planId: (await api.createPlan(premiumPlanRequest)).id,
    creditsCheckout: payments.creditsCheckout,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT,
    sandbox: fake,
  };
}
