import type { Article } from '@mitics/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch, apiUrl } from '../../../lib/api-client';
import { articlesKeys, type ArticleListParams } from './articles-keys';

/** GET /api/articles: limit, offset (0), category (omitted for 'all'), search (when present). */
export function getArticles({ limit, offset = 0, category, search }: ArticleListParams): Promise<Article[]> {
  return apiFetch<Article[]>(
    apiUrl('/api/articles', {
      limit,
      offset,
      category: category === 'all' ? undefined : category,
      search: search?.trim() || undefined,
    }),
  );
}

export function articlesQueryOptions(params: ArticleListParams) {
  return queryOptions({
    queryKey: articlesKeys.list(params),
    queryFn: () => getArticles(params),
    // 'Load More Stories' raises the limit: keep showing the shorter list meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useArticles(params: ArticleListParams) {
  return useQuery(articlesQueryOptions(params));
}
