import { QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';

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

/** The inline JSON the server puts in a page (bff/src/seo/initial-data.ts). */
export const INITIAL_DATA_ID = 'initial-data';

/**
 * GET answers the server fetched while it built the page: each /api URL (as
 * this app asks for it) with its JSON body, and when they were fetched.
 */
export type InitialData = {
  fetchedAt: number;
  responses: Record<string, unknown>;
};

/** The embedded data, once: the element is removed so nothing reads it again later. Null when absent or unreadable. */
export function takeInitialData(doc: Document = document): InitialData | null {
  const element = doc.getElementById(INITIAL_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { fetchedAt, responses } = value as Partial<InitialData>;
    if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt) || typeof responses !== 'object' || responses === null) return null;
    return { fetchedAt, responses };
  } catch {
    return null;
  }
}

/** A query the embedded data can fill: its key, the URL its query function asks, and the shape its data has. */
export type SeedEntry = {
  queryKey: QueryKey;
  url: string;
  accepts: (value: unknown) => boolean;
};

/**
 * Puts the embedded answers in the query cache before the first render, so
 * the page draws at once. They count as fetched when the server fetched them
 * (never later than now, whatever the clocks say), so staleness and polling
 * run as if the app had asked itself: a ticker still polls, and a page opened
 * from an old copy refetches on mount.
 */
export function seedQueries(queryClient: QueryClient, data: InitialData | null, entries: readonly SeedEntry[], now = Date.now()): void {
  if (!data) return;
  const updatedAt = Math.min(data.fetchedAt, now);
  for (const { queryKey, url, accepts } of entries) {
    if (!Object.hasOwn(data.responses, url)) continue;
    const value = data.responses[url];
    if (!accepts(value)) continue;
    // Something already there (a test, a second call) is newer than the page.
    if (queryClient.getQueryState(queryKey)?.dataUpdatedAt) continue;
    queryClient.setQueryData(queryKey, value, { updatedAt });
  }
}
