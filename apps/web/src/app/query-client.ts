import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-core';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Back-office users switch windows all day; refetching on every focus only adds load.
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network blips and 5xx might.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
