import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedItem } from '../../../../shared/schemas/saved';
import { apiRequest } from '../../../lib/api-client';
import { savedResponsesQueryKey } from '../../../lib/save-response';
import { answeredInPage } from '../../../lib/query-client';

/** GET /api/saved-responses: the caller's saved items, newest first. */
function getSavedResponses(): Promise<SavedItem[]> {
  return apiRequest<SavedItem[]>('GET', '/api/saved-responses');
}

export const savedResponsesQueryOptions = queryOptions({
  queryKey: savedResponsesQueryKey,
  queryFn: getSavedResponses,
  meta: answeredInPage,
});

export function useSavedResponses() {
  return useQuery(savedResponsesQueryOptions);
}
