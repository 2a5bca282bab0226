import type { Article } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch, errorStatus } from '../../../lib/api-client';
import { articlesKeys } from './articles-keys';

/**
 * GET /api/articles/breaking: the newest breaking article, or null when there
 * is none (the API answers 404 then: an ordinary answer, not an error).
 */
export async function getBreakingArticle(): Promise<Article | null> {
  try {
    return await apiFetch<Article>('/api/articles/breaking');
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export function breakingArticleQueryOptions() {
  return queryOptions({
    queryKey: articlesKeys.breaking(),
    queryFn: getBreakingArticle,
  });
}

/** The breaking article; `refetchInterval` polls (the ticker asks every 15 s). */
export function useBreakingArticle({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...breakingArticleQueryOptions(), refetchInterval });
}
