import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { hmacHex, orderPayload, paymentLinkPayload, subscriptionPayload } from '../signatures';

/**
 * A stand-in for Razorpay's API with the parts this app uses (orders, plans,
 * subscriptions, payment links, payments, capture, cancel, pause, resume), plus what a
 * customer and Razorpay itself would do: pay, fail, charge a renewal, end a
 * cycle, each returning the checkout's signed response and the signed webhook
 * deliveries Razorpay would send. Served over HTTP on 127.0.0.1 to the API
 * tests, and in process as the sandbox (the embedded default).
 */

export interface WebhookDelivery {
  event: string;
  eventId: string;
  body: string;
  signature: string;
}

interface Entity {
  id: string;
  [field: string]: unknown;
}

const WEEK_S = 7 * 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

export class FakeRazorpay {
  readonly orders = new Map<
    string,
    Entity & { amount: number; currency: string; amount_paid: number; status: string }
  >();
  readonly payments = new Map<string, Entity & { amount: number; currency: string; status: string }>();
  readonly plans = new Map<string, Entity & { item: { amount: number; currency: string } }>();
  readonly subscriptions = new Map<
    string,
    Entity & {
      plan_id: string;
      status: string;
      paid_count: number;
      current_end: number | null;
      cancel_at_cycle_end: boolean;
    }
  >();
  readonly links = new Map<
    string,
    Entity & {
      amount: number;
      currency: string;
      amount_paid: number;
      status: string;
      reference_id: string;
      callback_url: string;
      payments: { payment_id: string; amount: number; status: string }[] | null;
    }
  >();
  /** One per subscription charge: which payment and order paid it. */
  readonly invoices = new Map<
    string,
    Entity & { subscription_id: string; payment_id: string; order_id: string; status: string }
  >();
  readonly refunds = new Map<string, Entity & { payment_id: string; amount: number; status: string }>();
  /** Every API call received, for tests ("the plan was created once"). */
  readonly calls: string[] = [];
  /** Tests set this to make the next API call answer with this status. */
  failNextWith: number | null = null;
  /** Tests set this to make every call to matching paths answer with this status, until they clear it. */
  failCallsTo: { pattern: RegExp; status: number } | null = null;

  constructor(
    readonly keys: { keyId: string; keySecret: string; webhookSecret: string },
    /** Where payment links' hosted pages live (the sandbox serves them at /sandbox/pay/:id). */
    readonly publicUrl: string,
  ) {}

  /** The REST API, as a Fastify plugin. */
  readonly api: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      this.calls.push(`${request.method} ${request.url}`);
      const failing = this.failCallsTo?.pattern.test(request.url.split('?')[0]!) ? this.failCallsTo.status : null;
      if (this.failNextWith !== null || failing !== null) {
        const status = failing ?? this.failNextWith!;
        if (failing === null) this.failNextWith = null;
        return reply.status(status).send({ error: { code: 'SERVER_ERROR', description: 'Injected failure' } });
      }
      const expected = `Basic ${Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return reply.status(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
    });
    const notFound = { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } };
    type Body = Record<string, unknown>;

    app.post('/v1/orders', async (request) => {
      const body = request.body as Body;
      const order = {
        id: newId('order'),
        entity: 'order',
        amount: Number(body.amount),
        amount_paid: 0,
        amount_due: Number(body.amount),
        currency: String(body.currency),
        receipt: body.receipt ?? null,
        status: 'created',
        notes: body.notes ?? {},
        created_at: nowS(),
      };
      this.orders.set(order.id, order);
      return order;
    });

    app.post('/v1/plans', async (request) => {
      const body = request.body as Body & { item: { amount: number; currency: string } };
      const plan = { id: newId('plan'), entity: 'plan', period: body.period, interval: body.interval, item: body.item };
      this.plans.set(plan.id, plan);
      return plan;
    });

    app.post('/v1/subscriptions', async (request, reply) => {
      const body = request.body as Body;
      if (!this.plans.has(String(body.plan_id))) return reply.status(400).send(notFound);
      const subscription = {
        id: newId('sub'),
        entity: 'subscription',
        plan_id: String(body.plan_id),
        status: 'created',
        total_count: body.total_count,
        paid_count: 0,
        current_start: null,
        current_end: null,
        cancel_at_cycle_end: false,
        notes: body.notes ?? {},
        created_at: nowS(),
      };
      this.subscriptions.set(subscription.id, subscription);
      return subscription;
    });

    app.get('/v1/subscriptions/:id', async (request, reply) => {
      return this.subscriptions.get((request.params as { id: string }).id) ?? reply.status(400).send(notFound);
    });

    app.post('/v1/subscriptions/:id/cancel', async (request, reply) => {
      const subscription = this.subscriptions.get((request.params as { id: string }).id);
      if (!subscription) return reply.status(400).send(notFound);
      if ((request.body as Body | undefined)?.cancel_at_cycle_end) subscription.cancel_at_cycle_end = true;
      else subscription.status = 'cancelled';
      return subscription;
    });

    // Razorpay pauses only an active subscription (an authenticated one is cancelled instead) and resumes only a
    // paused one; anything else is a 400 BAD_REQUEST_ERROR, as there. Neither charges anything.
    const refuse = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description, field: 'status' } });
    app.post('/v1/subscriptions/:id/pause', async (request, reply) => {
      const subscription = this.subscriptions.get((request.params as { id: string }).id);
      if (!subscription) return reply.status(400).send(notFound);
      if ((request.body as Body | undefined)?.pause_at !== 'now')
        return reply.status(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'pause_at must be now' } });
      if (subscription.status === 'authenticated') subscription.status = 'cancelled';
      else if (subscription.status === 'active') Object.assign(subscription, { status: 'paused', paused_at: nowS() });
      else return reply.status(400).send(refuse(`Subscription cannot be paused in ${subscription.status} status.`));
      return subscription;
    });

    app.post('/v1/subscriptions/:id/resume', async (request, reply) => {
      const subscription = this.subscriptions.get((request.params as { id: string }).id);
      if (!subscription) return reply.status(400).send(notFound);
      if ((request.body as Body | undefined)?.resume_at !== 'now')
        return reply.status(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'resume_at must be now' } });
      if (subscription.status !== 'paused')
        return reply.status(400).send(refuse(`Subscription cannot be resumed in ${subscription.status} status.`));
      Object.assign(subscription, { status: 'active', paused_at: null });
      return subscription;
    });

    app.get('/v1/invoices', async (request) => {
      const { subscription_id: id } = request.query as { subscription_id?: string };
      const items = [...this.invoices.values()].filter((invoice) => !id || invoice.subscription_id === id);
      return { entity: 'collection', count: items.length, items };
    });

    app.post('/v1/payments/:id/refund', async (request, reply) => {
      const payment = this.payments.get((request.params as { id: string }).id);
      if (!payment) return reply.status(400).send(notFound);
      const amount = Number((request.body as Body | undefined)?.amount ?? payment.amount);
      const refunded = Number(payment.amount_refunded ?? 0);
      if (payment.status !== 'captured' && payment.status !== 'refunded')
        return reply
          .status(400)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The payment is not captured' } });
      if (refunded + amount > payment.amount)
        return reply
          .status(400)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } });
      const refund = { id: newId('rfnd'), entity: 'refund', payment_id: payment.id, amount, status: 'processed' };
      this.refunds.set(refund.id, refund);
      Object.assign(payment, { amount_refunded: refunded + amount, status: 'refunded' });
      return refund;
    });

    app.get('/v1/payments/:id/refunds', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!this.payments.has(id)) return reply.status(400).send(notFound);
      const items = [...this.refunds.values()].filter((r) => r.payment_id === id);
      return { entity: 'collection', count: items.length, items };
    });

    app.post('/v1/payment_links', async (request) => {
      const body = request.body as Body;
      const id = newId('plink');
      const link = {
        id,
        amount: Number(body.amount),
        amount_paid: 0,
        currency: String(body.currency),
        reference_id: String(body.reference_id),
        description: body.description ?? '',
        callback_url: String(body.callback_url),
        callback_method: body.callback_method ?? 'get',
        short_url: `${this.publicUrl}/sandbox/pay/${id}`,
        status: 'created',
        payments: null,
        notes: body.notes ?? {},
        created_at: nowS(),
      };
      this.links.set(id, link);
      return link;
    });

    app.get('/v1/payment_links/:id', async (request, reply) => {
      return this.links.get((request.params as { id: string }).id) ?? reply.status(400).send(notFound);
    });

    app.get('/v1/payments/:id', async (request, reply) => {
      return this.payments.get((request.params as { id: string }).id) ?? reply.status(400).send(notFound);
    });

    app.post('/v1/payments/:id/capture', async (request, reply) => {
      const payment = this.payments.get((request.params as { id: string }).id);
      if (!payment) return reply.status(400).send(notFound);
      payment.status = 'captured';
      return payment;
    });
  };

  /** A signed webhook delivery, as Razorpay would POST it. */
  event(event: string, payload: Record<string, Entity>, createdAt = nowS()): WebhookDelivery {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, entity]) => [k, { entity }])),
      created_at: createdAt,
    });
    return { event, eventId: `evt_${randomUUID()}`, body, signature: hmacHex(body, this.keys.webhookSecret) };
  }

  private newPayment(fields: { amount: number; currency: string; status: string; order_id: string | null }) {
    const payment = { id: newId('pay'), entity: 'payment', method: 'card', created_at: nowS(), ...fields };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** The customer pays an order in Checkout: the handler's response and the webhooks. */
  payOrder(orderId: string) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`unknown order ${orderId}`);
    const payment = this.newPayment({
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: order.id,
    });
    Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    return {
      response: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmacHex(orderPayload(order.id, payment.id), this.keys.keySecret),
      },
      webhooks: [this.event('payment.captured', { payment }), this.event('order.paid', { payment, order })],
    };
  }

  /** The customer's payment fails (a declined card): Checkout's `payment.failed` error and the webhook. */
  failPayment(ids: { orderId?: string; subscriptionId?: string }) {
    const order = ids.orderId ? this.orders.get(ids.orderId) : undefined;
    const subscription = ids.subscriptionId ? this.subscriptions.get(ids.subscriptionId) : undefined;
    const plan = subscription ? this.plans.get(subscription.plan_id) : undefined;
    const amount = order?.amount ?? plan?.item.amount ?? 0;
    const payment = this.newPayment({
      amount,
      currency: order?.currency ?? plan?.item.currency ?? 'USD',
      status: 'failed',
      order_id: order?.id ?? null,
    });
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment was declined (sandbox).',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { payment_id: payment.id, order_id: order?.id ?? null },
      },
      webhooks: [this.event('payment.failed', { payment })],
    };
  }

  /** One charge of a subscription: the first in Checkout (with a signed response), later ones by Razorpay. */
  chargeSubscription(subscriptionId: string) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`);
    // Razorpay makes no charge while a subscription is paused.
    if (subscription.status === 'paused') throw new Error(`subscription ${subscriptionId} is paused`);
    const plan = this.plans.get(subscription.plan_id)!;
    const payment = this.newPayment({
      amount: plan.item.amount,
      currency: plan.item.currency,
      status: 'captured',
      order_id: newId('order'),
    });
    const invoice = {
      id: newId('inv'),
      entity: 'invoice',
      subscription_id: subscription.id,
      payment_id: payment.id,
      order_id: payment.order_id!,
      status: 'paid',
    };
    this.invoices.set(invoice.id, invoice);
    Object.assign(payment, { invoice_id: invoice.id });
    const first = subscription.paid_count === 0;
    const start = subscription.current_end ?? nowS();
    Object.assign(subscription, {
      status: 'active',
      paid_count: subscription.paid_count + 1,
      current_start: start,
      current_end: start + WEEK_S,
    });
    const snapshot = { ...subscription };
    return {
      response: {
        razorpay_payment_id: payment.id,
        razorpay_subscription_id: subscription.id,
        razorpay_signature: hmacHex(subscriptionPayload(payment.id, subscription.id), this.keys.keySecret),
      },
      webhooks: [
        ...(first
          ? [
              this.event('subscription.authenticated', { subscription: { ...snapshot, status: 'authenticated' } }),
              this.event('subscription.activated', { subscription: snapshot, payment }),
            ]
          : []),
        this.event('subscription.charged', { subscription: snapshot, payment }),
      ],
    };
  }

  /** The subscription reaches a final state (cancelled at the cycle's end, halted after failed renewals, completed). */
  endSubscription(subscriptionId: string, status: 'cancelled' | 'halted' | 'completed') {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`);
    subscription.status = status;
    return [this.event(`subscription.${status}`, { subscription: { ...subscription } })];
  }

  /** The customer pays a payment link: the signed redirect back to the app, and the webhooks. */
  payLink(linkId: string) {
    const link = this.links.get(linkId);
    if (!link) throw new Error(`unknown payment link ${linkId}`);
    const order = {
      id: newId('order'),
      entity: 'order',
      amount: link.amount,
      amount_paid: link.amount,
      currency: link.currency,
      status: 'paid',
    };
    const payment = this.newPayment({
      amount: link.amount,
      currency: link.currency,
      status: 'captured',
      order_id: order.id,
    });
    Object.assign(link, {
      status: 'paid',
      amount_paid: link.amount,
      payments: [{ payment_id: payment.id, amount: link.amount, status: 'captured' }],
    });
    const callback = new URL(link.callback_url);
    const query = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: hmacHex(
        paymentLinkPayload(link.id, link.reference_id, 'paid', payment.id),
        this.keys.keySecret,
      ),
    };
    for (const [key, value] of Object.entries(query)) callback.searchParams.set(key, value);
    return {
      callbackUrl: callback.href,
      webhooks: [this.event('payment_link.paid', { payment_link: { ...link }, order, payment })],
    };
  }
}
