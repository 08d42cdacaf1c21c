import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { checkouts, providerPlans, type UserRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { creditPackLabel, creditsAddedText, plans } from '../../../shared/plans';
import type {
  CreditsCheckout,
  SubscriptionCheckout,
  VerifyOrderRequest,
  VerifyPaymentLinkRequest,
  VerifySubscriptionRequest,
} from '../../../shared/schemas/billing';
import { isPremiumActive } from '../users/user-view';
import { applySubscriptionStatus, recordCreditsPayment, recordPremiumPayment, reportOf } from './ledger';
import { premiumPlanRequest, type PaymentProvider } from './provider';
import {
  findOwnCheckout,
  isRefundPayment,
  markRefunded,
  pausedSubscription,
  paymentsDueRefund,
  renewingSubscription,
  setRenewalOff,
  type CheckoutKind,
} from './queries';
import type { RazorpayPayment } from './razorpay-api';
import { orderPayload, signatureMatches, subscriptionPayload } from './signatures';

/** Weekly charges Razorpay is told to make (it requires a count): two years. */
const SUBSCRIPTION_TOTAL_COUNT = 104;

const premiumUsersCannotBuyCredits = () =>
  new HttpError(409, 'Premium users cannot purchase credits', 'PREMIUM_ACTIVE');
const nothingToResume = (message: string) => new HttpError(409, message, 'NOTHING_TO_RESUME');
const subscriptionExists = () => new HttpError(409, 'You already have an active subscription', 'SUBSCRIPTION_ACTIVE');
const invalidSignature = () =>
  new HttpError(400, 'Payment verification failed: the signature does not match.', 'INVALID_SIGNATURE');
const paymentMismatch = () =>
  new HttpError(400, 'Payment verification failed: the payment does not match this purchase.', 'PAYMENT_MISMATCH');
const paymentIncomplete = () => new HttpError(400, 'The payment has not been completed yet.', 'PAYMENT_NOT_COMPLETED');
const secondSubscriptionRefunded = (refunded: boolean) =>
  new HttpError(
    409,
    refunded
      ? 'You already have Premium from an earlier checkout, so we cancelled this second subscription and refunded its payment.'
      : 'You already have Premium from an earlier checkout, so we cancelled this second subscription; its payment will be refunded shortly.',
    'SUBSCRIPTION_ACTIVE',
  );

/** A recorded payment (granted now or before); anything else means it did not match its checkout. */
function recorded<T extends { outcome: string }>(result: T): Extract<T, { outcome: 'granted' | 'duplicate' }> {
  if (result.outcome !== 'granted' && result.outcome !== 'duplicate') throw paymentMismatch();
  return result as Extract<T, { outcome: 'granted' | 'duplicate' }>;
}

const CREDITS_ADDED_MESSAGE = `${creditsAddedText}!`;

/** The purchase flows of spec 000 §4 on top of the provider, the signatures and the ledger. */
export function createBillingService(db: Db, config: Config, provider: PaymentProvider, log: FastifyBaseLogger) {
  const { api } = provider;

  async function ownCheckout(userId: string, id: string, kind: CheckoutKind) {
    const checkout = await findOwnCheckout(db, userId, id, kind);
    if (!checkout) throw notFound('Payment not found');
    return checkout;
  }

  /** The provider's own record of the payment, captured (auto-capture may be off on an account). */
  async function capturedPayment(paymentId: string, expected: { amountCents: number; currency: string }) {
    let payment: RazorpayPayment = await api.fetchPayment(paymentId);
    if (payment.amount !== expected.amountCents || payment.currency !== expected.currency) throw paymentMismatch();
    if (payment.status === 'authorized')
      payment = await api.capturePayment(payment.id, payment.amount, payment.currency);
    if (payment.status !== 'captured') throw paymentIncomplete();
    return payment;
  }

  function refuseBadSignature(flow: string, userId: string): never {
    log.warn({ flow, userId }, 'payment signature refused');
    throw invalidSignature();
  }

  /** The weekly Premium plan: configured (or the sandbox's own), or created once and remembered per key and price. */
  async function premiumPlanId(): Promise<string> {
    if (provider.planId) return provider.planId;
    const { priceCents, currency } = plans.premium;
    const key = `${provider.keyId}:weekly:${priceCents}:${currency}`;
    const [known] = await db.select().from(providerPlans).where(eq(providerPlans.key, key));
    if (known) return known.planId;
    const plan = await api.createPlan(premiumPlanRequest);
    await db.insert(providerPlans).values({ key, planId: plan.id }).onConflictDoNothing();
    const [stored] = await db.select().from(providerPlans).where(eq(providerPlans.key, key));
    return stored!.planId;
  }

  /** A refund of the whole payment the provider has already made, if any. */
  async function refundGiven(due: { id: string; amountCents: number }) {
    const refunds = (await api.fetchPaymentRefunds(due.id)).filter((r) => r.status !== 'failed');
    const total = refunds.reduce((sum, r) => sum + r.amount, 0);
    return total >= due.amountCents ? refunds[0] : undefined;
  }

  return {
    async startSubscription(user: UserRow): Promise<SubscriptionCheckout> {
      if (isPremiumActive(user.subscriptionEndsAt) || (await renewingSubscription(db, user.id)))
        throw subscriptionExists();
      const subscription = await api.createSubscription({
        plan_id: await premiumPlanId(),
        total_count: SUBSCRIPTION_TOTAL_COUNT,
        customer_notify: 1,
        notes: { userId: user.id },
      });
      await db.insert(checkouts).values({
        id: subscription.id,
        userId: user.id,
        kind: 'subscription',
        product: 'premium',
        amountCents: plans.premium.priceCents,
        currency: plans.premium.currency,
      });
      return { keyId: provider.keyId, subscriptionId: subscription.id };
    },

    async verifySubscription(userId: string, body: VerifySubscriptionRequest) {
      const checkout = await ownCheckout(userId, body.razorpay_subscription_id, 'subscription');
      const payload = subscriptionPayload(body.razorpay_payment_id, checkout.id);
      if (!signatureMatches(payload, body.razorpay_signature, provider.keySecret))
        refuseBadSignature('subscription', userId);
      // A second subscription's charge we have already given back (the provider now says "refunded").
      if (await isRefundPayment(db, body.razorpay_payment_id, checkout.id))
        throw secondSubscriptionRefunded(await this.settleRefunds(userId));
      const payment = await capturedPayment(body.razorpay_payment_id, checkout);
      // The provider must say this payment paid a charge of this subscription (its invoice names both), as an
      // order's payment must name the order.
      const invoices = await api.fetchSubscriptionInvoices(checkout.id);
      const invoice = invoices.find((i) => i.payment_id === payment.id && i.subscription_id === checkout.id);
      if (!invoice || (invoice.order_id && payment.order_id && invoice.order_id !== payment.order_id))
        throw paymentMismatch();
      const result = await recordPremiumPayment(db, checkout.id, reportOf(payment, 'verify'));
      if (result.outcome === 'second-subscription') throw secondSubscriptionRefunded(await this.settleRefunds(userId));
      recorded(result);
      return { success: true as const };
    },

    /**
     * Gives back the payments recorded as due for a refund (a second subscription's first charge): the
     * subscription is cancelled at once and the payment refunded at the provider, then marked refunded. A failure
     * leaves it due, for the next verify, webhook or billing call of the user. True when none is left due.
     */
    async settleRefunds(userId: string): Promise<boolean> {
      let settled = true;
      for (const due of await paymentsDueRefund(db, userId)) {
        try {
          const subscription = await api.fetchSubscription(due.checkoutId);
          if (!['cancelled', 'completed', 'expired'].includes(subscription.status))
            await api.cancelSubscription(due.checkoutId, 'now');
          const refund = await api.refundPayment(due.id, due.amountCents);
          await markRefunded(db, due.id, refund.id);
          log.info({ userId, paymentId: due.id, subscriptionId: due.checkoutId }, 'second subscription refunded');
        } catch (err) {
          // Requests that race (the verify call and the webhooks) settle the same payment: the provider refuses the
          // later refund because the first one was given. Not a failure: record that refund too.
          const given = await refundGiven(due).catch(() => undefined);
          if (given) {
            await markRefunded(db, due.id, given.id);
            log.info({ userId, paymentId: due.id }, 'second subscription already refunded by a concurrent request');
            continue;
          }
          settled = false;
          log.error({ err, userId, paymentId: due.id }, 'refund of a second subscription failed: still due');
        }
      }
      return settled;
    },

    async startCreditsPurchase(user: UserRow): Promise<CreditsCheckout> {
      if (isPremiumActive(user.subscriptionEndsAt)) throw premiumUsersCannotBuyCredits();
      const { priceCents: amount, currency, packSize } = plans.credits;
      if (provider.creditsCheckout === 'payment-link') {
        // Our reference (Razorpay allows 40 characters), checked again when the user comes back.
        const referenceId = `dw_${randomBytes(16).toString('hex')}`;
        const link = await api.createPaymentLink({
          amount,
          currency,
          reference_id: referenceId,
          description: `Datewise: ${creditPackLabel}`,
          callback_url: `${config.siteUrl}/subscription?success=true&type=credits`,
          callback_method: 'get',
          customer: { name: [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined, email: user.email },
          notes: { userId: user.id, credits: String(packSize) },
        });
        await db.insert(checkouts).values({
          id: link.id,
          userId: user.id,
          kind: 'payment_link',
          product: 'credits',
          amountCents: amount,
          currency,
          referenceId,
        });
        return { paymentLinkUrl: link.short_url, paymentLinkId: link.id, reference_id: referenceId };
      }
      const order = await api.createOrder({
        amount,
        currency,
        receipt: `credits_${randomBytes(8).toString('hex')}`,
        notes: { userId: user.id, credits: String(packSize) },
      });
      if (order.amount !== amount || order.currency !== currency) throw paymentMismatch();
      await db.insert(checkouts).values({
        id: order.id,
        userId: user.id,
        kind: 'order',
        product: 'credits',
        amountCents: amount,
        currency,
      });
      return { keyId: provider.keyId, amount, currency, orderId: order.id };
    },

    async verifyOrder(userId: string, body: VerifyOrderRequest) {
      // The signature is checked against the order id this server stored for this user.
      const checkout = await ownCheckout(userId, body.razorpay_order_id, 'order');
      if (
        !signatureMatches(
          orderPayload(checkout.id, body.razorpay_payment_id),
          body.razorpay_signature,
          provider.keySecret,
        )
      )
        refuseBadSignature('order', userId);
      const payment = await capturedPayment(body.razorpay_payment_id, checkout);
      if (payment.order_id !== checkout.id) throw paymentMismatch();
      const result = recorded(await recordCreditsPayment(db, checkout.id, reportOf(payment, 'verify')));
      return { success: true as const, credits: result.credits };
    },

    /** The user is back from a payment link: the provider must say the link is paid, in full. */
    async verifyPaymentLink(userId: string, body: VerifyPaymentLinkRequest) {
      const checkout = await ownCheckout(userId, body.payment_link_id, 'payment_link');
      if (checkout.referenceId !== body.reference_id) throw notFound('Payment not found');
      const link = await api.fetchPaymentLink(checkout.id);
      if (link.reference_id !== checkout.referenceId) throw paymentMismatch();
      const paid = link.payments?.find((p) => p.status === 'captured');
      if (link.status !== 'paid' || !paid) throw paymentIncomplete();
      recorded(
        await recordCreditsPayment(db, checkout.id, {
          paymentId: paid.payment_id,
          amountCents: link.amount_paid,
          currency: link.currency,
          paidAt: new Date(),
          source: 'payment_link',
        }),
      );
      return { success: true, message: CREDITS_ADDED_MESSAGE };
    },

    /**
     * "Cancel renewal": no more charges; Premium lasts to the end of the paid period. An active subscription is
     * paused, which Razorpay can resume; one in another state (its first charge not made yet, a renewal being
     * retried) cannot be paused, so it is cancelled at the cycle's end, for good (decision 0041).
     */
    async cancelSubscription(user: UserRow) {
      const subscription = await renewingSubscription(db, user.id);
      if (!subscription) throw new HttpError(409, 'You have no subscription that renews.', 'NO_ACTIVE_SUBSCRIPTION');
      const current = await api.fetchSubscription(subscription.id);
      if (current.status === 'active') {
        await api.pauseSubscription(subscription.id);
        await setRenewalOff(db, subscription.id, true);
        await applySubscriptionStatus(db, subscription.id, 'paused', new Date());
      } else {
        await api.cancelSubscription(subscription.id, 'at-cycle-end');
        await setRenewalOff(db, subscription.id, true);
      }
      return { success: true as const, subscriptionEndDate: user.subscriptionEndsAt?.toISOString() ?? null };
    },

    /**
     * "Resume": turns renewal back on before the paid period ends, with Razorpay's resume of the paused subscription.
     * Nothing is charged now: the next charge is at the end of the period already paid. Idempotent: renewal that is
     * already on answers the same, and requests that race claim the subscription once, so Razorpay is asked once.
     */
    async resumeSubscription(user: UserRow) {
      const subscriptionEndDate = user.subscriptionEndsAt?.toISOString() ?? null;
      const resumed = { success: true as const, subscriptionEndDate, renews: true as const };
      if (!isPremiumActive(user.subscriptionEndsAt))
        throw nothingToResume('Your Premium has ended, so there is nothing to resume. You can subscribe again.');
      if (await renewingSubscription(db, user.id)) return resumed;
      const paused = await pausedSubscription(db, user.id);
      if (!paused)
        throw nothingToResume(
          'This renewal was cancelled for good and cannot be turned back on. Premium stays until the end of the week you paid for; you can subscribe again after that.',
        );
      // Another request is resuming it right now: one call to Razorpay is enough.
      if (!(await setRenewalOff(db, paused.id, false))) return resumed;
      try {
        const current = await api.fetchSubscription(paused.id);
        if (current.status !== 'active') await api.resumeSubscription(paused.id);
      } catch (error) {
        await setRenewalOff(db, paused.id, true);
        throw error;
      }
      await applySubscriptionStatus(db, paused.id, 'active', new Date());
      log.info({ userId: user.id, subscriptionId: paused.id }, 'subscription resumed');
      return resumed;
    },

    /** Account deletion: the provider charges the user no more, for good; false when nothing could charge. */
    async stopRenewal(userId: string): Promise<boolean> {
      const subscription = (await renewingSubscription(db, userId)) ?? (await pausedSubscription(db, userId));
      if (!subscription) return false;
      // A paused subscription cannot charge, but it could be resumed: end it now.
      await api.cancelSubscription(subscription.id, subscription.status === 'paused' ? 'now' : 'at-cycle-end');
      await setRenewalOff(db, subscription.id, true);
      return true;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
