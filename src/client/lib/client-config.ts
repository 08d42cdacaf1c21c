import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../shared/schemas/client-config';
import { apiRequest } from './api-client';
import { answeredInPage } from './query-client';

export type { ClientConfig };

/** GET /api/client-config (public): what the browser may know about optional integrations. */
function getClientConfig(): Promise<ClientConfig> {
  return apiRequest<ClientConfig>('GET', '/api/client-config');
}

/** Fetched once per page load and cached for good: the configuration does not change while the app runs. */
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['/api/client-config'],
  queryFn: getClientConfig,
  meta: answeredInPage,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
