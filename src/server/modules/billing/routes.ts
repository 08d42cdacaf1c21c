import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingHistorySchema,
  cancelSubscriptionResponseSchema,
  creditActivityPageSchema,
  creditActivityQuerySchema,
  resumeSubscriptionResponseSchema,
  createSubscriptionRequestSchema,
  creditsCheckoutSchema,
  subscriptionCheckoutSchema,
  successSchema,
  verifyOrderRequestSchema,
  verifyOrderResponseSchema,
  verifyPaymentLinkRequestSchema,
  verifyPaymentLinkResponseSchema,
  verifySubscriptionRequestSchema,
} from '../../../shared/schemas/billing';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/errors';
import { requireUser, signedInUser } from '../session/session-cookie';
import { billingHistory, creditActivityPage } from './queries';
import { sandboxRoutes } from './sandbox/routes';
import { handleWebhook } from './webhooks';

const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** Production without Razorpay keys: no sandbox, no payments. */
const paymentsDisabled = () => new HttpError(503, 'Payments are not available right now.', 'PAYMENTS_DISABLED');

/** Plans and payments (API.md "Payments"): Razorpay, or the sandbox when no keys are configured. */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const provider = deps.payments?.provider;
  const billing = deps.payments?.billing;
  const available = () => {
    if (!billing) throw paymentsDisabled();
    return billing;
  };
  const signedIn = requireUser(db, config);
  const purchase = {
    preValidation: signedIn,
    // Payments stop (503) rather than run without a limit when the store is unreachable (decision 0022).
    config: {
      rateLimit: { max: config.paymentsRateLimit, timeWindow: '1 minute', groupId: 'payments', skipOnError: false },
    },
  };

  app.post(
    '/api/razorpay/subscription',
    { ...purchase, schema: { body: createSubscriptionRequestSchema, response: { 200: subscriptionCheckoutSchema } } },
    async (request) => available().startSubscription(signedInUser(request)),
  );

  app.post(
    '/api/razorpay/verify-subscription',
    { ...purchase, schema: { body: verifySubscriptionRequestSchema, response: { 200: successSchema } } },
    async (request) => available().verifySubscription(signedInUser(request).id, request.body),
  );

  app.post(
    '/api/razorpay/credits',
    { ...purchase, schema: { response: { 200: creditsCheckoutSchema } } },
    async (request) => available().startCreditsPurchase(signedInUser(request)),
  );

  app.post(
    '/api/razorpay/verify',
    { ...purchase, schema: { body: verifyOrderRequestSchema, response: { 200: verifyOrderResponseSchema } } },
    async (request) => available().verifyOrder(signedInUser(request).id, request.body),
  );

  app.post(
    '/api/razorpay/verify-payment-link',
    {
      ...purchase,
      schema: { body: verifyPaymentLinkRequestSchema, response: { 200: verifyPaymentLinkResponseSchema } },
    },
    async (request) => available().verifyPaymentLink(signedInUser(request).id, request.body),
  );

  app.post(
    '/api/razorpay/cancel-subscription',
    { ...purchase, schema: { response: { 200: cancelSubscriptionResponseSchema } } },
    async (request) => available().cancelSubscription(signedInUser(request)),
  );

  app.post(
    '/api/razorpay/resume-subscription',
    { ...purchase, schema: { response: { 200: resumeSubscriptionResponseSchema } } },
    async (request) => available().resumeSubscription(signedInUser(request)),
  );

  app.get(
    '/api/billing/credit-activity',
    {
      preValidation: signedIn,
      schema: { querystring: creditActivityQuerySchema, response: { 200: creditActivityPageSchema } },
    },
    async (request) => creditActivityPage(db, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/billing/history',
    { preValidation: signedIn, schema: { response: { 200: billingHistorySchema } } },
    async (request) => billingHistory(db, signedInUser(request).id),
  );

  // The webhook needs the exact bytes Razorpay signed: its own JSON parser, in its own scope.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    webhook.post('/api/razorpay/webhook', async (request, reply) => {
      if (!provider) throw paymentsDisabled();
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Expected a JSON body', 'INVALID_WEBHOOK');
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const { status, refundDueFor } = await handleWebhook(db, provider.webhookSecret, request.log, {
        rawBody: request.body,
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
      });
      // A second subscription's charge: given back at the provider now that its record is committed.
      if (refundDueFor) await billing?.settleRefunds(refundDueFor);
      return reply.status(200).send({ status });
    });
  });

  if (provider?.sandbox) await app.register(sandboxRoutes, { ...deps, provider, fake: provider.sandbox });
};
