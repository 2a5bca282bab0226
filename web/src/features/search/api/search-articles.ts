import type { SearchPage } from '@mitics/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch, apiUrl } from '../../../lib/api-client';
import { SEARCH_LIMIT } from '../lib/popular-searches';
import { searchKeys } from './search-keys';

/** GET /api/search?q={query}&page={page}&limit=20: one page, most relevant first, with the total. */
export function searchArticles(query: string, page: number): Promise<SearchPage> {
  return apiFetch<SearchPage>(apiUrl('/api/search', { q: query, page, limit: SEARCH_LIMIT }));
}

export function searchQueryOptions(query: string, page = 1) {
  return queryOptions({
    queryKey: searchKeys.results(query, page),
    queryFn: () => searchArticles(query, page),
    // An empty (trimmed) query asks for nothing.
    enabled: query.trim().length > 0,
  });
}

export function useSearchResults(query: string, page = 1) {
  // Paging within one query keeps the current page up until the next arrives.
  return useQuery({ ...searchQueryOptions(query, page), placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === query ? keepPreviousData(previous) : undefined) });
}
