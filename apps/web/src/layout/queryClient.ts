import { QueryClient, hashKey, type QueryClientConfig } from '@tanstack/react-query';
import { sessionScope } from '../platform/sessionScope';

/**
 * Query settings of the signed-in shell, shared with the web tests so they see what users
 * see. Errors were already toasted by the http client, so queries do not retry business
 * failures on their own. Every cached answer is hashed together with the session scope
 * (user, channel): no query, whatever its key, serves one channel's rows to another.
 */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      queryKeyHashFn: (key) => hashKey([sessionScope(), ...key]),
    },
    mutations: { retry: false },
  },
};

/** One query cache for the signed-in shell; logout clears it. */
export const queryClient = new QueryClient(queryClientConfig);
