import type { AddFeedBody, FeedRefreshResult, RssFeedView } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend } from '../../../lib/api-client';
import { retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** GET /api/rss-feeds (admin). */
export function getFeeds(): Promise<RssFeedView[]> {
  return apiFetch<RssFeedView[]>('/api/rss-feeds');
}

export function feedsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.rssFeeds(), queryFn: getFeeds, retry: retryStaffRead, staleTime: 0 });
}

/** POST /api/rss-feeds. */
export function addFeed(body: AddFeedBody): Promise<RssFeedView> {
  return apiSend<RssFeedView>('POST', '/api/rss-feeds', body);
}

/** POST /api/rss-feeds/{id}/refresh: fetches now; the answer says whether it worked and why not. */
export function refreshFeed(id: string): Promise<FeedRefreshResult> {
  return apiSend<FeedRefreshResult>('POST', `/api/rss-feeds/${encodeURIComponent(id)}/refresh`);
}
