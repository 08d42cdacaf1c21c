import type { DateIdeasResponse, GenerateDateIdeasRequest } from '../../../../shared/schemas/coach';
import { useAiMutation } from '../../../lib/ai-mutation';
import { streamApiRequest } from '../../../lib/api-stream';

/** POST /api/ai/generate-date-ideas (metered), streamed; `round` 0 is the first set, each "more" asks for the next. */
function generateDateIdeas(
  body: GenerateDateIdeasRequest,
  onPartial?: (partial: Partial<DateIdeasResponse>) => void,
): Promise<DateIdeasResponse> {
  return streamApiRequest<DateIdeasResponse>('/api/ai/generate-date-ideas', body, onPartial);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useGenerateDateIdeas() {
  return useAiMutation<GenerateDateIdeasRequest, DateIdeasResponse, Partial<DateIdeasResponse>>(
    'date_ideas',
    generateDateIdeas,
  );
}
