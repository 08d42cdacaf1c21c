import { queryOptions } from '@tanstack/react-query';
import type { Guide, GuideSummary } from '../../../../shared/schemas/guides';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/guides: every guide and article, without their text. */
export const guidesQueryOptions = queryOptions({
  queryKey: ['/api/guides'],
  queryFn: async () => (await apiRequest<{ guides: GuideSummary[] }>('GET', '/api/guides')).guides,
  staleTime: 60 * 60 * 1000,
});

/** GET /api/guides/:slug: one guide with its text. */
export const guideQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/guides', slug],
    queryFn: async () => (await apiRequest<{ guide: Guide }>('GET', `/api/guides/${encodeURIComponent(slug)}`)).guide,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
