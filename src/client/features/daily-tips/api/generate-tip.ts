import type { GenerateTipRequest, TipResponse } from '../../../../shared/schemas/coach';
import { apiRequest } from '../../../lib/api-client';
import { useAiMutation } from '../../../lib/ai-mutation';

/** POST /api/generate-tip (metered): a new tip in the chosen category. */
export function generateTip(body: GenerateTipRequest): Promise<TipResponse> {
  return apiRequest<TipResponse>('POST', '/api/generate-tip', body);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useGenerateTip() {
  return useAiMutation('tip', generateTip);
}
