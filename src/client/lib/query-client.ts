import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** The spec's defaults: never stale, no interval or focus refetch, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The `meta` of a query whose data is the GET answer of its one-path key (`['/api/…']`): the server may answer it
 * in the page of a screen that asks for it on its first view (entry-server.tsx, decision 0046).
 */
export const answeredInPage = { answeredInPage: true };
