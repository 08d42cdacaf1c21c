import type { GenerateTipRequest, TipResponse } from '../../../../shared/schemas/coach';
import { useAiMutation } from '../../../lib/ai-mutation';
import { streamApiRequest } from '../../../lib/api-stream';

/** POST /api/generate-tip (metered), streamed: a new tip in the chosen category. */
function generateTip(
  body: GenerateTipRequest,
  onPartial?: (partial: Partial<TipResponse>) => void,
): Promise<TipResponse> {
  return streamApiRequest<TipResponse>('/api/generate-tip', body, onPartial);
}

/** The metered call with the user refresh and usage event every tool shares. */
export function useGenerateTip() {
  return useAiMutation<GenerateTipRequest, TipResponse, Partial<TipResponse>>('tip', generateTip);
}
