import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BillingHistory,
  CreditsCheckout,
  SubscriptionCheckout,
  VerifyOrderRequest,
  VerifyPaymentLinkRequest,
  VerifySubscriptionRequest,
} from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

/** The payment calls of spec 000 §7 (API.md "Payments"). */
export const startSubscription = () =>
  apiRequest<SubscriptionCheckout>('POST', '/api/razorpay/subscription', { plan: 'premium' });

export const verifySubscription = (body: VerifySubscriptionRequest) =>
  apiRequest<{ success: true }>('POST', '/api/razorpay/verify-subscription', body);

export const startCreditsPurchase = () => apiRequest<CreditsCheckout>('POST', '/api/razorpay/credits');

export const verifyOrder = (body: VerifyOrderRequest) =>
  apiRequest<{ success: true; credits: number }>('POST', '/api/razorpay/verify', body);

export const verifyPaymentLink = (body: VerifyPaymentLinkRequest) =>
  apiRequest<{ success: boolean; message: string }>('POST', '/api/razorpay/verify-payment-link', body);

export const cancelSubscription = () =>
  apiRequest<{ success: true; subscriptionEndDate: string | null }>('POST', '/api/razorpay/cancel-subscription');

/** GET /api/billing/history: the subscription's state, payments and credit changes. */
export const billingHistoryQueryOptions = queryOptions({
  queryKey: ['/api/billing/history'],
  queryFn: () => apiRequest<BillingHistory>('GET', '/api/billing/history'),
});

export function useBillingHistory() {
  return useQuery(billingHistoryQueryOptions);
}
