import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../components/ui/use-toast';
import { ApiError } from './api-client';
import { handleUnauthorized, isUnauthorizedError } from './auth';

/**
 * The error notice of spec 000 §8: an unauthorized answer signs the user in
 * again; anything else shows "Error" with the server's message or a fallback.
 */
export function useNotifyError() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(queryClient);
        return;
      }
      const message = error instanceof Error && error.message ? error.message : fallback;
      toast({ title: 'Error', description: message, variant: 'destructive' });
    },
    [queryClient],
  );
}

/**
 * For a problem shown beside the form instead of in a notice: an unauthorized answer signs the user in again (and
 * gives null: nothing to show); otherwise the server's words for a refusal (4xx), or `fallback` (network, 5xx).
 */
export function useInlineError() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, fallback: string): string | null => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(queryClient);
        return null;
      }
      return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
    },
    [queryClient],
  );
}
