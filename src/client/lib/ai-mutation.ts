import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isQuotaExceededError } from './ai-errors';
import { track } from './analytics';
import { userQueryOptions } from './auth';

/**
 * A metered AI call as every tool uses it: a success refreshes the user, whose
 * allowance it used (spec 000 §4), and so does a 402, which means the allowance
 * on screen was out of date. Each call leaves an `ai_usage` analytics event
 * (spec 000 §7) with the tool and outcome, never the text. `partial` holds the
 * answer as it streams in, until the call settles.
 */
export function useAiMutation<Request, Response, Partial = unknown>(
  tool: string,
  call: (body: Request, onPartial: (partial: Partial) => void) => Promise<Response>,
) {
  const queryClient = useQueryClient();
  const [partial, setPartial] = useState<Partial | null>(null);
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
  const mutation = useMutation({
    // Sent even when the browser says it is offline (by default the query client would hold it, "Generating..."
    // with no end): the call fails at once and the tool says "You're offline" with a Retry (AiErrorNotice).
    networkMode: 'always',
    mutationFn: (body: Request) => {
      setPartial(null);
      return call(body, setPartial);
    },
    onSuccess: () => {
      track('ai_usage', { tool, outcome: 'success' });
      return refreshUser();
    },
    onError: (error) => {
      const quota = isQuotaExceededError(error);
      track('ai_usage', { tool, outcome: quota ? 'quota_exceeded' : 'error' });
      if (quota) void refreshUser();
    },
    onSettled: () => setPartial(null),
  });
  return { ...mutation, partial: mutation.isPending ? partial : null };
}
