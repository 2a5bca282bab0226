import type { TrendingTopic } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';
import { articlesKeys } from './articles-keys';

/** Trending topics refresh every 5 minutes (reader §9). */
export const TRENDING_REFRESH_MS = 300_000;

/** GET /api/trending-topics: id, name, count; most used first. */
export function getTrendingTopics(): Promise<TrendingTopic[]> {
  return apiFetch<TrendingTopic[]>('/api/trending-topics');
}

export function trendingTopicsQueryOptions() {
  return queryOptions({
    queryKey: articlesKeys.trendingTopics(),
    queryFn: getTrendingTopics,
    refetchInterval: TRENDING_REFRESH_MS,
  });
}

export function useTrendingTopics() {
  return useQuery(trendingTopicsQueryOptions());
}
