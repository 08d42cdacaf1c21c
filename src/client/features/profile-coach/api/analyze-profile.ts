import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeProfileRequest, ProfileAnalysis } from '../../../../shared/schemas/coach';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';

/** POST /api/ai/analyze-profile (metered). */
export function analyzeProfile(body: AnalyzeProfileRequest): Promise<ProfileAnalysis> {
  return apiRequest<ProfileAnalysis>('POST', '/api/ai/analyze-profile', body);
}

/** The analysis; a success refreshes the user, whose allowance it used (spec 000 §4). */
export function useAnalyzeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
  });
}
