import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache for the signed-in shell. Errors were already toasted by the http client,
 * so queries do not retry business failures on their own; logout clears the cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
