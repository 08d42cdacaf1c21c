import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import type { User } from '../../shared/schemas/auth';
import { userQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { LazyToaster } from './lazy-toaster';
import { createRouter } from './router';

/**
 * `user`: the signed-in user the server put in the page, so the first render needs no sign-in request.
 * `makeRouter`: the browser's router by default; the server renders with a router held in memory at one URL.
 */
export function App({ user, makeRouter = createRouter }: { user?: User; makeRouter?: () => DataRouter }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (user) client.setQueryData(userQueryOptions.queryKey, user);
    return client;
  });
  const [router] = useState(makeRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}
