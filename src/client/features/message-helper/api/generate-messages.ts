import type { GenerateMessagesRequest, MessagesResponse } from '../../../../shared/schemas/coach';
import { apiRequest } from '../../../lib/api-client';
import { useAiMutation } from '../../../lib/ai-mutation';

/** POST /api/ai/generate-messages (metered); `round` 0 is the first set, each "more" asks for the next. */
export function generateMessages(body: GenerateMessagesRequest): Promise<MessagesResponse> {
  return apiRequest<MessagesResponse>('POST', '/api/ai/generate-messages', body);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useGenerateMessages() {
  return useAiMutation('message_helper', generateMessages);
}
