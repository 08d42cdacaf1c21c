import type { AnalyzeProfileRequest, ProfileAnalysis } from '../../../../shared/schemas/coach';
import { apiRequest } from '../../../lib/api-client';
import { useAiMutation } from '../../../lib/ai-mutation';

/** POST /api/ai/analyze-profile (metered). */
export function analyzeProfile(body: AnalyzeProfileRequest): Promise<ProfileAnalysis> {
  return apiRequest<ProfileAnalysis>('POST', '/api/ai/analyze-profile', body);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useAnalyzeProfile() {
  return useAiMutation('profile_coach', analyzeProfile);
}
