import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { PageData } from '../../shared/page-data';
import type { User } from '../../shared/schemas/auth';
import { userQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { LazyToaster } from './lazy-toaster';
import { AppRoutes } from './router';

interface AppProps {
  /** The signed-in user the server put in the page, so the first render needs no sign-in request. */
  user?: User;
  /** The first view's other queries, answered by the server (decision 0046): the screen renders with them. */
  data?: PageData;
  /** The browser's router by default; the server renders with a router held in memory at one URL. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The server's own, to see which queries the screen asked for. */
  queryClient?: QueryClient;
}

export function App({ user, data = {}, Router = BrowserRouter, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient();
    if (user) client.setQueryData(userQueryOptions.queryKey, user);
    for (const [path, value] of Object.entries(data)) client.setQueryData([path], value);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
      <LazyToaster />
    </QueryClientProvider>
  );
}
