import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isQuotaExceededError } from './ai-errors';
import { track } from './analytics';
import { userQueryOptions } from './auth';

/**
 * A metered AI call as every tool uses it: a success refreshes the user, whose
 * allowance it used (spec 000 §4), and so does a 402, which means the allowance
 * on screen was out of date. Each call leaves an `ai_usage` analytics event
 * (spec 000 §7) with the tool and outcome, never the text.
 */
export function useAiMutation<Request, Response>(tool: string, call: (body: Request) => Promise<Response>) {
  const queryClient = useQueryClient();
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      track('ai_usage', { tool, outcome: 'success' });
      return refreshUser();
    },
    onError: (error) => {
      const quota = isQuotaExceededError(error);
      track('ai_usage', { tool, outcome: quota ? 'quota_exceeded' : 'error' });
      if (quota) void refreshUser();
    },
  });
}
