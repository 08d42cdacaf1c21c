import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Progress, ProfileVersion } from '../../shared/schemas/progress';
import { apiRequest } from './api-client';
import { answeredInPage } from './query-client';

/** GET /api/progress: the Progress screen's figures. */
export const progressQueryOptions = queryOptions({
  queryKey: ['/api/progress'] as const,
  queryFn: () => apiRequest<Progress>('GET', '/api/progress'),
  meta: answeredInPage,
});

export function useProgress() {
  return useQuery(progressQueryOptions);
}

/** "I'm using this bio now" (POST /api/profile-versions); the same bio twice is the same version. */
export function useSaveProfileVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<ProfileVersion, 'bio' | 'source'>) =>
      apiRequest<ProfileVersion>('POST', '/api/profile-versions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryOptions.queryKey }),
  });
}

/** DELETE /api/profile-versions/:id */
export function useDeleteProfileVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/profile-versions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressQueryOptions.queryKey }),
  });
}
