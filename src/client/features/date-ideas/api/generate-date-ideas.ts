import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateIdeasResponse, GenerateDateIdeasRequest } from '../../../../shared/schemas/coach';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';

/** POST /api/ai/generate-date-ideas (metered); `round` 0 is the first set, each "more" asks for the next. */
export function generateDateIdeas(body: GenerateDateIdeasRequest): Promise<DateIdeasResponse> {
  return apiRequest<DateIdeasResponse>('POST', '/api/ai/generate-date-ideas', body);
}

/** A success refreshes the user, whose allowance it used (spec 000 §4). */
export function useGenerateDateIdeas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDateIdeas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
  });
}
