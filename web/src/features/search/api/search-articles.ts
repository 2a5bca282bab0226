import type { Article } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch, apiUrl } from '../../../lib/api-client';
import { SEARCH_LIMIT } from '../lib/popular-searches';
import { searchKeys } from './search-keys';

/** GET /api/articles?search={query}&limit=20. */
export function searchArticles(query: string): Promise<Article[]> {
  return apiFetch<Article[]>(apiUrl('/api/articles', { search: query, limit: SEARCH_LIMIT }));
}

export function searchQueryOptions(query: string) {
  return queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: () => searchArticles(query),
    // An empty (trimmed) query asks for nothing.
    enabled: query.trim().length > 0,
  });
}

export function useSearchResults(query: string) {
  return useQuery(searchQueryOptions(query));
}
