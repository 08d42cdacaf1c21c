import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageOutcome, SentMessage, SentMessagesResponse } from '../../shared/schemas/outcomes';
import { apiRequest } from './api-client';
import { answeredInPage } from './query-client';

/** GET /api/outcomes: the messages the user sent, newest first, and how many wait for an outcome. */
export const sentMessagesQueryOptions = queryOptions({
  queryKey: ['/api/outcomes'] as const,
  queryFn: () => apiRequest<SentMessagesResponse>('GET', '/api/outcomes'),
  meta: answeredInPage,
});

export function useSentMessages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sentMessagesQueryOptions, enabled });
}

/** Every change to a sent message refreshes the list (the Saved screen, the home card, the tools' buttons). */
function useOutcomeMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sentMessagesQueryOptions.queryKey }),
  });
}

/** "I sent this" (POST /api/outcomes/sent) and taking it back (DELETE /api/outcomes/:id). */
export function useMarkSent() {
  return useOutcomeMutation(({ id, message, sent }: { id: string; message: string; sent: boolean }) =>
    sent
      ? apiRequest<SentMessage>('POST', '/api/outcomes/sent', { messageId: id, message })
      : apiRequest<void>('DELETE', `/api/outcomes/${encodeURIComponent(id)}`),
  );
}

/** A reply, no reply, a date, or null to take the outcome back (PATCH /api/outcomes/:id). */
export function useRecordOutcome() {
  return useOutcomeMutation(({ id, outcome }: { id: string; outcome: MessageOutcome | null }) =>
    apiRequest<SentMessage>('PATCH', `/api/outcomes/${encodeURIComponent(id)}`, { outcome }),
  );
}

/** How each outcome reads on a button and in a list. */
export const outcomeLabels: Record<MessageOutcome, string> = {
  reply: 'Got a reply',
  no_reply: 'No reply',
  date: 'Led to a date',
};
