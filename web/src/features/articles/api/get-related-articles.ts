import type { Article } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';
import { articlesKeys } from './articles-keys';

/** Related articles shown under an article (reader §9). */
export const RELATED_LIMIT = 3;

/** GET /api/articles/{slug}/related. */
export function getRelatedArticles(slug: string): Promise<Article[]> {
  return apiFetch<Article[]>(`/api/articles/${encodeURIComponent(slug)}/related`);
}

export function relatedArticlesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: articlesKeys.related(slug),
    queryFn: () => getRelatedArticles(slug),
    select: (articles: Article[]) => articles.filter((article) => article.slug !== slug).slice(0, RELATED_LIMIT),
  });
}

export function useRelatedArticles(slug: string) {
  return useQuery(relatedArticlesQueryOptions(slug));
}
