import type { AnalyzeProfileRequest, ProfileAnalysis } from '../../../../shared/schemas/coach';
import { useAiMutation } from '../../../lib/ai-mutation';
import { streamApiRequest } from '../../../lib/api-stream';

/** POST /api/ai/analyze-profile (metered), streamed: criteria, suggestions and the bio appear as they are written. */
function analyzeProfile(
  body: AnalyzeProfileRequest,
  onPartial?: (partial: Partial<ProfileAnalysis>) => void,
): Promise<ProfileAnalysis> {
  return streamApiRequest<ProfileAnalysis>('/api/ai/analyze-profile', body, onPartial);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useAnalyzeProfile() {
  return useAiMutation<AnalyzeProfileRequest, ProfileAnalysis, Partial<ProfileAnalysis>>(
    'profile_coach',
    analyzeProfile,
  );
}
