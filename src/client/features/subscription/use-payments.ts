import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { plans, premiumPriceLabel } from '../../../shared/plans';
import type { CreditsCheckout, SubscriptionCheckout } from '../../../shared/schemas/billing';
import { toast } from '../../components/ui/use-toast';
import { isUnauthorizedError } from '../../lib/api-client';
import { track } from '../../lib/analytics';
import { handleUnauthorized, useUser } from '../../lib/auth';
import { useClientConfig } from '../../lib/client-config';
import {
  refreshBilling,
  startCreditsPurchase,
  startSubscription,
  verifyOrder,
  verifySubscription,
} from './api/billing';
import { CheckoutScriptError, openCheckout, type CheckoutOptions } from './checkout';
import {
  dismissedNotice,
  paidNotice,
  paymentFailedNotice,
  startFailedNotice,
  verifyFailedNotice,
  type Product,
} from './payment-notices';
import { rememberPaymentLink } from './payment-return';

const BRAND = { name: 'Datewise', theme: { color: '#b3264a' } };

/** Analytics values of spec 000 §7: what a completed purchase is worth. */
const purchaseEvent: Record<Product, { name: string; value: number }> = {
  subscription: { name: 'subscription_complete', value: plans.premium.priceCents / 100 },
  credits: { name: 'credits_purchase', value: plans.credits.priceCents / 100 },
};

type Step<Response> =
  | { kind: 'checkout'; options: CheckoutOptions; verify: (response: Response) => Promise<unknown> }
  | { kind: 'redirect'; url: string };

/**
 * Buying Premium or credits (spec 000 §4): the button shows "Processing..."
 * from the click until the payment is confirmed, dismissed or failed. Every
 * outcome ends in one notice and a fresh user (credits, Premium) and history.
 */
export function usePayments() {
  const queryClient = useQueryClient();
  const { user } = useUser();
  const { data: config } = useClientConfig();
  const [processing, setProcessing] = useState<Product | null>(null);
  const scriptUrl = config?.payments.checkoutScriptUrl ?? null;
  const prefill = user ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email } : {};

  const refresh = () => refreshBilling(queryClient);

  async function run<Start, Response>(
    product: Product,
    start: () => Promise<Start>,
    next: (s: Start) => Step<Response>,
  ) {
    if (processing || !scriptUrl) return;
    setProcessing(product);
    let step: Step<Response>;
    try {
      step = next(await start());
    } catch (error) {
      if (isUnauthorizedError(error)) return handleUnauthorized(queryClient);
      toast(startFailedNotice(error));
      setProcessing(null);
      return;
    }
    if (step.kind === 'redirect') {
      // The payment link's page takes over; "Processing..." stays while the browser leaves.
      window.location.assign(step.url);
      return;
    }
    // Checkout does not wait for onPaid: this ends every outcome in a notice and never rejects.
    const confirmPaid = async (response: Response) => {
      setProcessing(product);
      try {
        await step.verify(response);
        toast(paidNotice[product]);
        track(purchaseEvent[product].name, { value: purchaseEvent[product].value, currency: 'USD' });
      } catch (error) {
        toast(verifyFailedNotice(error, product));
      } finally {
        await refresh();
        setProcessing(null);
      }
    };
    let failed = false;
    try {
      await openCheckout<Response>(scriptUrl, step.options, {
        onPaid: (response) => void confirmPaid(response),
        onFailed: (message) => {
          failed = true;
          toast(paymentFailedNotice(message));
          setProcessing(null);
        },
        onDismiss: () => {
          // After a failure, closing the sheet is not news: the failure notice stays.
          if (!failed) toast(dismissedNotice[product]);
          setProcessing(null);
        },
      });
    } catch (error) {
      toast(paymentFailedNotice(error instanceof CheckoutScriptError ? error.message : 'Failed to initiate payment'));
      setProcessing(null);
    }
  }

  const subscribe = () =>
    run(
      'subscription',
      startSubscription,
      ({
        keyId,
        subscriptionId,
      }: SubscriptionCheckout): Step<{
        razorpay_payment_id: string;
        razorpay_subscription_id: string;
        razorpay_signature: string;
      }> => ({
        kind: 'checkout',
        options: {
          ...BRAND,
          key: keyId,
          subscription_id: subscriptionId,
          amount: plans.premium.priceCents,
          currency: plans.premium.currency,
          description: `Premium, ${premiumPriceLabel}`,
          prefill,
        },
        verify: verifySubscription,
      }),
    );

  const buyCredits = () =>
    run(
      'credits',
      startCreditsPurchase,
      (
        checkout: CreditsCheckout,
      ): Step<{
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
      }> => {
        if ('paymentLinkUrl' in checkout) {
          rememberPaymentLink(checkout.paymentLinkId, checkout.reference_id);
          return { kind: 'redirect', url: checkout.paymentLinkUrl };
        }
        return {
          kind: 'checkout',
          options: {
            ...BRAND,
            key: checkout.keyId,
            order_id: checkout.orderId,
            amount: checkout.amount,
            currency: checkout.currency,
            description: `${plans.credits.packSize} credits`,
            prefill,
          },
          verify: verifyOrder,
        };
      },
    );

  return { processing, available: scriptUrl !== null, mode: config?.payments.mode, subscribe, buyCredits };
}
