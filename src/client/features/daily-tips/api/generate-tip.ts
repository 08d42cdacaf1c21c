import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateTipRequest, TipResponse } from '../../../../shared/schemas/coach';
import { isQuotaExceededError } from '../../../lib/ai-errors';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';

/** POST /api/generate-tip (metered): a new tip in the chosen category. */
export function generateTip(body: GenerateTipRequest): Promise<TipResponse> {
  return apiRequest<TipResponse>('POST', '/api/generate-tip', body);
}

/**
 * A success refreshes the user, whose allowance it used (spec 000 §4); so does a
 * 402, which means the allowance shown on screen was out of date.
 */
export function useGenerateTip() {
  const queryClient = useQueryClient();
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
  return useMutation({
    mutationFn: generateTip,
    onSuccess: refreshUser,
    onError: (error) => {
      if (isQuotaExceededError(error)) void refreshUser();
    },
  });
}
