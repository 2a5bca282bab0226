import type { Article } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';
import { articlesKeys } from './articles-keys';

/** GET /api/articles/{slug}. A missing article rejects with an ApiError of status 404. */
export function getArticle(slug: string): Promise<Article> {
  return apiFetch<Article>(`/api/articles/${encodeURIComponent(slug)}`);
}

export function articleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: articlesKeys.detail(slug),
    queryFn: () => getArticle(slug),
  });
}

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
