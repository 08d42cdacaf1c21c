import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedItem, SaveResponseRequest } from '../../shared/schemas/saved';
import { useCallback, useRef } from 'react';
import { apiRequest } from './api-client';

/** The saved-content list's query key (GET /api/saved-responses, the default fetcher's path). */
export const savedResponsesQueryKey = ['/api/saved-responses'] as const;

/** POST /api/save-response: used by every tool that can save something (messages, date ideas, bios). */
function saveResponse(body: SaveResponseRequest): Promise<SavedItem> {
  return apiRequest<SavedItem>('POST', '/api/save-response', body);
}

export function useSaveResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedResponsesQueryKey }),
  });
}

/**
 * Saving one thing once: a second tap while the first is on its way, or after
 * it succeeded, sends nothing (the ref sees a tap that state has not yet
 * rendered). A failure allows another try.
 */
export function useSaveOnce() {
  const mutation = useSaveResponse();
  const started = useRef(false);
  const { mutate } = mutation;
  const save = useCallback(
    (body: SaveResponseRequest, callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) => {
      if (started.current) return;
      started.current = true;
      mutate(body, {
        onSuccess: () => callbacks.onSuccess?.(),
        onError: (error) => {
          started.current = false;
          callbacks.onError?.(error);
        },
      });
    },
    [mutate],
  );
  return { save, saved: mutation.isSuccess, saving: mutation.isPending };
}
