import { createElement, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/routes';
import { toast } from '../components/ui/use-toast';
import { ApiError, isUnauthorizedError } from './api-client';
import { useNotifyError } from './notify-error';

export const QUOTA_NOTICE_TITLE = 'Out of free requests';
export const QUOTA_NOTICE_FALLBACK =
  'You have used your free AI requests for today. Upgrade to Premium or buy credits to keep going.';

/** A metered AI call refused because the allowance is used up (402). */
export function isQuotaExceededError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 402 || error.code === 'QUOTA_EXCEEDED');
}

/**
 * A call that never got an answer: fetch rejects with a TypeError when the network fails (before the
 * request or while an answer streams), and a browser that says it is offline has no network at all.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}

/**
 * The notices of the metered AI calls beyond the tool's own inline one (AiErrorNotice, spec 000 §8):
 * a used-up allowance gets a notice with a way to /subscription, and a 401 signs in again. Every other
 * failure is shown where the answer would be, with Retry, and needs no notice here.
 */
export function useNotifyAiError() {
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isQuotaExceededError(error)) {
        // A 401 signs in again (its notice needs no fallback); the tool shows anything else inline.
        if (isUnauthorizedError(error)) notifyError(error, '');
        return;
      }
      const shown = toast({ title: QUOTA_NOTICE_TITLE, description: error.message || QUOTA_NOTICE_FALLBACK });
      // The toast view (Radix) loads with the first notice, not with the page: so does its action.
      // The view lives outside the router, so the action navigates through this closure.
      void import('../components/ui/toast').then(({ ToastAction }) =>
        shown.update({
          action: createElement(
            ToastAction,
            { altText: 'See plans and credits', asChild: true },
            createElement(
              'a',
              {
                href: paths.subscription,
                onClick: (event: { preventDefault(): void }) => {
                  event.preventDefault();
                  void navigate(paths.subscription);
                },
              },
              'See plans',
            ),
          ),
        }),
      );
    },
    [notifyError, navigate],
  );
}
