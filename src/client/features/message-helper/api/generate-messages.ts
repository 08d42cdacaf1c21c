import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateMessagesRequest, MessagesResponse } from '../../../../shared/schemas/coach';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';

/** POST /api/ai/generate-messages (metered); `round` 0 is the first set, each "more" asks for the next. */
export function generateMessages(body: GenerateMessagesRequest): Promise<MessagesResponse> {
  return apiRequest<MessagesResponse>('POST', '/api/ai/generate-messages', body);
}

/** A success refreshes the user, whose allowance it used (spec 000 §4). */
export function useGenerateMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
  });
}
