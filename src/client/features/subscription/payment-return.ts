import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { creditsAddedText, plans } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { toast } from '../../components/ui/use-toast';
import { track } from '../../lib/analytics';
import { refreshBilling, verifyPaymentLink } from './api/billing';
import { returnErrorNotice } from './payment-notices';

/** Where a payment link's id and our reference wait while the browser is on the provider's page (spec 000 §4). */
const PAYMENT_LINK_ID_KEY = 'datewise.paymentLinkId';
const PAYMENT_LINK_REFERENCE_KEY = 'datewise.paymentLinkReference';

export function rememberPaymentLink(linkId: string, referenceId: string): void {
  sessionStorage.setItem(PAYMENT_LINK_ID_KEY, linkId);
  sessionStorage.setItem(PAYMENT_LINK_REFERENCE_KEY, referenceId);
}

function takePaymentLink(): { linkId: string; referenceId: string } | null {
  const linkId = sessionStorage.getItem(PAYMENT_LINK_ID_KEY);
  const referenceId = sessionStorage.getItem(PAYMENT_LINK_REFERENCE_KEY);
  sessionStorage.removeItem(PAYMENT_LINK_ID_KEY);
  sessionStorage.removeItem(PAYMENT_LINK_REFERENCE_KEY);
  return linkId && referenceId ? { linkId, referenceId } : null;
}

async function noticeForReturn(params: URLSearchParams): Promise<void> {
  if (params.has('error')) return void toast(returnErrorNotice);
  if (params.get('success') !== 'true') return;
  if (params.get('type') === 'subscription') {
    toast({
      title: 'Payment Successful!',
      description: 'Premium subscription activated successfully!',
      variant: 'success',
    });
    return;
  }
  if (params.get('type') !== 'credits') return;
  const link = takePaymentLink();
  if (!link)
    return void toast({ title: 'Payment Successful!', description: `${creditsAddedText}!`, variant: 'success' });
  try {
    const result = await verifyPaymentLink({ payment_link_id: link.linkId, reference_id: link.referenceId });
    toast({ title: 'Payment Successful!', description: result.message || `${creditsAddedText}!`, variant: 'success' });
    track('credits_purchase', { value: plans.credits.priceCents / 100, currency: 'USD' });
  } catch {
    toast({
      title: 'Payment Verification Failed',
      description: 'Please contact support if amount was debited',
      variant: 'destructive',
    });
  }
}

/**
 * The way back from a payment page (spec 000 §4): `success`, `error` and
 * `type` in the query become one notice (a payment link is confirmed with the
 * server first); then the user is refreshed and the URL reset to /subscription.
 */
export function usePaymentReturn(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (!params.has('success') && !params.has('error'))) return;
    handled.current = true;
    void (async () => {
      await noticeForReturn(params);
      await refreshBilling(queryClient);
      void navigate(paths.subscription, { replace: true });
    })();
  }, [params, navigate, queryClient]);
}
