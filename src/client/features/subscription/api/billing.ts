import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  BillingHistory,
  CreditActivityPage,
  CreditsCheckout,
  SubscriptionCheckout,
  VerifyOrderRequest,
  VerifyPaymentLinkRequest,
  VerifySubscriptionRequest,
} from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';
import { answeredInPage } from '../../../lib/query-client';

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

export const resumeSubscription = () =>
  apiRequest<{ success: true; subscriptionEndDate: string | null; renews: true }>(
    'POST',
    '/api/razorpay/resume-subscription',
  );

/** GET /api/billing/credit-activity, a page at a time (older pages after `nextCursor`). */
const creditActivityQueryOptions = infiniteQueryOptions({
  queryKey: ['/api/billing/credit-activity'],
  queryFn: ({ pageParam }) =>
    apiRequest<CreditActivityPage>(
      'GET',
      pageParam ? `/api/billing/credit-activity?before=${pageParam}` : '/api/billing/credit-activity',
    ),
  initialPageParam: null as number | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useCreditActivity() {
  return useInfiniteQuery(creditActivityQueryOptions);
}

/** GET /api/billing/history: the subscription's state, payments and credit changes. */
const billingHistoryQueryOptions = queryOptions({
  queryKey: ['/api/billing/history'],
  queryFn: () => apiRequest<BillingHistory>('GET', '/api/billing/history'),
  meta: answeredInPage,
});

/** After any payment step: the user (credits, Premium) and the history may have changed. */
export function refreshBilling(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: billingHistoryQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: creditActivityQueryOptions.queryKey }),
  ]);
}

export function useBillingHistory() {
  return useQuery(billingHistoryQueryOptions);
}
