import type { Article, CreateArticleBody, RequestChangesBody, UpdateArticleBody } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend, apiUrl } from '../../../lib/api-client';
import { retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** The admin panel lists the first 10 articles (staff §9). */
export const PANEL_ARTICLE_LIMIT = 10;

/** GET /api/articles?limit=10: the newest published articles. */
export function getRecentArticles(limit: number): Promise<Article[]> {
  return apiFetch<Article[]>(apiUrl('/api/articles', { limit }));
}

export function recentArticlesQueryOptions(limit = PANEL_ARTICLE_LIMIT) {
  return queryOptions({
    queryKey: staffKeys.recentArticles(limit),
    queryFn: () => getRecentArticles(limit),
    retry: retryStaffRead,
    staleTime: 0,
  });
}

/** GET /api/articles/my-articles: the signed-in user's articles, any status. */
export function getMyArticles(): Promise<Article[]> {
  return apiFetch<Article[]>('/api/articles/my-articles');
}

export function myArticlesQueryOptions() {
  return queryOptions({ queryKey: staffKeys.myArticles(), queryFn: getMyArticles, retry: retryStaffRead, staleTime: 0 });
}

/** GET /api/review/queue: articles waiting for an editor (pending_review). */
export function getReviewQueue(): Promise<Article[]> {
  return apiFetch<Article[]>('/api/review/queue');
}

export function reviewQueueQueryOptions() {
  return queryOptions({ queryKey: staffKeys.reviewQueue(), queryFn: getReviewQueue, retry: retryStaffRead, staleTime: 0 });
}

/** POST /api/articles: the created article (its slug made unique by the server). */
export function createArticle(body: CreateArticleBody): Promise<Article> {
  return apiSend<Article>('POST', '/api/articles', body);
}

/** PUT /api/articles/{id}. */
export function updateArticle({ id, body }: { id: string; body: UpdateArticleBody }): Promise<Article> {
  return apiSend<Article>('PUT', `/api/articles/${encodeURIComponent(id)}`, body);
}

/** DELETE /api/articles/{id} (admin). */
export function deleteArticle(id: string): Promise<unknown> {
  return apiSend('DELETE', `/api/articles/${encodeURIComponent(id)}`);
}

/** POST /api/review/{id}/publish. */
export function publishReviewed(id: string): Promise<Article> {
  return apiSend<Article>('POST', `/api/review/${encodeURIComponent(id)}/publish`);
}

/** POST /api/review/{id}/request-changes: back to the author (rejected) with notes. */
export function requestChanges({ id, body }: { id: string; body: RequestChangesBody }): Promise<Article> {
  return apiSend<Article>('POST', `/api/review/${encodeURIComponent(id)}/request-changes`, body);
}
