import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences, PreferencesRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

export const preferencesQueryKey = ['/api/preferences'] as const;

/** GET /api/preferences: the saved onboarding answers (nulls and no interests when there are none). */
function getPreferences(): Promise<Preferences> {
  return apiRequest<Preferences>('GET', '/api/preferences');
}

/** POST /api/preferences: saves the answers and marks onboarding complete. */
export function savePreferences(answers: PreferencesRequest): Promise<Preferences> {
  return apiRequest<Preferences>('POST', '/api/preferences', answers);
}

const preferencesQueryOptions = queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}
