import { useQuery } from '@tanstack/react-query';

import { articlesQueryOptions } from '../../articles/api/get-articles';
import { HEADLINES_PAGE_SIZE } from '../../articles/components/latest-headlines';
import { FEDERAL_NEWS_FETCHED } from '../lib/federal-news';

/**
 * The unfiltered latest list behind the ticker, hero, tiles, grid and rail.
 * The same parameters as 'Latest Headlines' on 'All', so both share one
 * request and one cache entry.
 */
export const LATEST_PARAMS = { limit: HEADLINES_PAGE_SIZE, offset: 0, category: 'all', search: '' } as const;

export function useLatestArticles({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...articlesQueryOptions({ ...LATEST_PARAMS }), refetchInterval });
}

/** 'Federal News Impacting Michigan' reads the 4 latest, unfiltered, and keeps the federal ones (reader §7). */
export function useFederalNewsSource() {
  return useQuery(articlesQueryOptions({ limit: FEDERAL_NEWS_FETCHED, offset: 0, category: 'all', search: '' }));
}
