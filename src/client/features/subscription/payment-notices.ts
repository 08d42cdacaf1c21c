import type { ToastInput } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { creditsAddedText } from '../../../shared/plans';
import { premiumSummary } from '../../../shared/premium-offer';

/** The notices of spec 000 §4 and §8 for purchases, in one place. */
export type Product = 'subscription' | 'credits';

export const paidNotice: Record<Product, ToastInput> = {
  subscription: {
    title: 'Subscription Activated!',
    description: `Welcome to Premium: ${premiumSummary}.`,
    variant: 'success',
  },
  credits: { title: 'Payment Successful!', description: creditsAddedText, variant: 'success' },
};

export const dismissedNotice: Record<Product, ToastInput> = {
  subscription: { title: 'Subscription Cancelled', description: 'Subscription was cancelled by user' },
  credits: { title: 'Payment Cancelled', description: 'You closed the payment window. Nothing was charged.' },
};

/** Starting a purchase failed: the account's state (409), or anything else. */
export function startFailedNotice(error: unknown): ToastInput {
  if (error instanceof ApiError && error.code === 'SUBSCRIPTION_ACTIVE')
    return { title: 'Active Subscription Exists', description: error.message, variant: 'destructive' };
  if (error instanceof ApiError && error.code === 'PREMIUM_ACTIVE')
    return { title: 'Premium Active', description: error.message, variant: 'destructive' };
  const message = error instanceof ApiError ? error.message : '';
  return { title: 'Payment Failed', description: message || 'Failed to initiate payment', variant: 'destructive' };
}

/** The payment went through but we could not confirm it: the server refused, or the connection failed. */
export function verifyFailedNotice(error: unknown, product: Product): ToastInput {
  if (!(error instanceof ApiError)) {
    return {
      title: 'Payment Verification Error',
      description:
        'We could not reach Datewise to confirm your payment. If you were charged, it is added automatically within minutes; please contact support if it is not.',
      variant: 'destructive',
    };
  }
  return {
    title: product === 'subscription' ? 'Subscription Verification Failed' : 'Payment Verification Failed',
    description: 'Please contact support if amount was debited',
    variant: 'destructive',
  };
}

export const paymentFailedNotice = (message: string): ToastInput => ({
  title: 'Payment Failed',
  description: message,
  variant: 'destructive',
});

export const returnErrorNotice: ToastInput = {
  title: 'Payment Error',
  description: 'Payment failed. Please try again.',
  variant: 'destructive',
};
