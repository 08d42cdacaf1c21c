import type { GenerateMessagesRequest, MessagesResponse } from '../../../../shared/schemas/coach';
import { useAiMutation } from '../../../lib/ai-mutation';
import { streamApiRequest } from '../../../lib/api-stream';

/** POST /api/ai/generate-messages (metered), streamed; `round` 0 is the first set, each "more" asks for the next. */
function generateMessages(
  body: GenerateMessagesRequest,
  onPartial?: (partial: Partial<MessagesResponse>) => void,
): Promise<MessagesResponse> {
  return streamApiRequest<MessagesResponse>('/api/ai/generate-messages', body, onPartial);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useGenerateMessages() {
  return useAiMutation<GenerateMessagesRequest, MessagesResponse, Partial<MessagesResponse>>(
    'message_helper',
    generateMessages,
  );
}
