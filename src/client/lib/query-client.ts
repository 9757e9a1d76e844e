import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';
import { handleUnauthorized } from './unauthorized.ts';

/** The spec's defaults: data never stale, no interval, no refetch on focus, no retries; 401 is an error. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleUnauthorized }),
    mutationCache: new MutationCache({ onError: handleUnauthorized }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        // A query that failed is not retried when another component mounts it either
        // (the spec's "no retries"); without this a page that renders its own 404
        // state would refetch, suspend and re-render in a loop.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
