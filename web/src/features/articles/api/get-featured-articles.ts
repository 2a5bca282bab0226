import type { Article } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';
import { articlesKeys } from './articles-keys';

/** GET /api/articles/featured: featured articles, newest first. */
export function getFeaturedArticles(): Promise<Article[]> {
  return apiFetch<Article[]>('/api/articles/featured');
}

export function featuredArticlesQueryOptions() {
  return queryOptions({
    queryKey: articlesKeys.featured(),
    queryFn: getFeaturedArticles,
  });
}

export function useFeaturedArticles() {
  return useQuery(featuredArticlesQueryOptions());
}
