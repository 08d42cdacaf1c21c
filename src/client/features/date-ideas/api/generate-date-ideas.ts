import type { DateIdeasResponse, GenerateDateIdeasRequest } from '../../../../shared/schemas/coach';
import { apiRequest } from '../../../lib/api-client';
import { useAiMutation } from '../../../lib/ai-mutation';

/** POST /api/ai/generate-date-ideas (metered); `round` 0 is the first set, each "more" asks for the next. */
export function generateDateIdeas(body: GenerateDateIdeasRequest): Promise<DateIdeasResponse> {
  return apiRequest<DateIdeasResponse>('POST', '/api/ai/generate-date-ideas', body);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useGenerateDateIdeas() {
  return useAiMutation('date_ideas', generateDateIdeas);
}
