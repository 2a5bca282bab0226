import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

import { errorStatus } from './api-client';

const MAX_READ_RETRIES = 2;

/** Reads retry at most twice and never on a 404. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (errorStatus(error) === 404) return false;
  return failureCount < MAX_READ_RETRIES;
}

/** 1000 ms, doubled per attempt, capped at 3000 ms. */
export function readRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 3000);
}

/** The spec's general read behaviour (§7). */
export const queryDefaults = {
  queries: {
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
    retry: shouldRetryRead,
    retryDelay: readRetryDelay,
  },
  mutations: {
    retry: 1,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
