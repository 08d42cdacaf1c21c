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
 * Errors of the metered AI calls (spec 000 §8): a used-up allowance gets a notice
 * with a way to /subscription; anything else goes to the shared error notice
 * (401 signs in again; otherwise "Error" with the server message). Without a
 * server answer (the network failed) the notice says `fallback`.
 */
export function useNotifyAiError() {
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (!isQuotaExceededError(error)) {
        // Only an answer from the server has a message worth showing ("Failed to fetch" is not one).
        notifyError(error instanceof ApiError || isUnauthorizedError(error) ? error : null, fallback);
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
