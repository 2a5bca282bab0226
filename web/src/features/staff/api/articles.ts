import type { Article, ArticleStatus, CreateArticleBody, RequestChangesBody, StaffArticlePage, UpdateArticleBody } from '@mitics/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

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

/** GET /api/admin/articles: one page of every article, any status or one (admin). */
export function getAdminArticles(status: ArticleStatus | 'all', offset: number, limit = PANEL_ARTICLE_LIMIT): Promise<StaffArticlePage> {
  return apiFetch<StaffArticlePage>(apiUrl('/api/admin/articles', { limit, offset, ...(status === 'all' ? {} : { status }) }));
}

export function adminArticlesQueryOptions(status: ArticleStatus | 'all', offset: number) {
  return queryOptions({
    queryKey: staffKeys.adminArticles(status, offset),
    queryFn: () => getAdminArticles(status, offset),
    retry: retryStaffRead,
    staleTime: 0,
    placeholderData: keepPreviousData,
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

/** The article version a write is based on: the server refuses it (409) when the article changed since. */
function basedOn(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { 'If-Match': `"${version}"` };
}

/**
 * POST /api/articles: the created article (its slug made unique by the
 * server). `idempotencyKey` names this one submission: sent again (a retry
 * after a lost answer) it answers the same article instead of a second one.
 */
export function createArticle(body: CreateArticleBody, idempotencyKey: string): Promise<Article> {
  return apiSend<Article>('POST', '/api/articles', body, { 'Idempotency-Key': idempotencyKey });
}

/** PUT /api/articles/{id}, based on the version the writer read. */
export function updateArticle({ id, body, version }: { id: string; body: UpdateArticleBody; version?: number | undefined }): Promise<Article> {
  return apiSend<Article>('PUT', `/api/articles/${encodeURIComponent(id)}`, body, basedOn(version));
}

/** DELETE /api/articles/{id} (admin), based on the version shown. */
export function deleteArticle({ id, version }: Pick<Article, 'id' | 'version'>): Promise<unknown> {
  return apiSend('DELETE', `/api/articles/${encodeURIComponent(id)}`, undefined, basedOn(version));
}

/** POST /api/review/{id}/publish, based on the version the editor read. */
export function publishReviewed({ id, version }: Pick<Article, 'id' | 'version'>): Promise<Article> {
  return apiSend<Article>('POST', `/api/review/${encodeURIComponent(id)}/publish`, undefined, basedOn(version));
}

/** POST /api/review/{id}/request-changes: back to the author (rejected) with notes. */
export function requestChanges({ id, body, version }: { id: string; body: RequestChangesBody; version?: number | undefined }): Promise<Article> {
  return apiSend<Article>('POST', `/api/review/${encodeURIComponent(id)}/request-changes`, body, basedOn(version));
}
