import type { QueryClient } from '@tanstack/react-query';

import { articlesKeys } from './articles-keys';

/**
 * The queries that change when any article is created, published, flagged or
 * removed: every list, the featured list, the breaking article and the trending
 * topics. Article details are left alone: they have their own slug.
 */
export const articleFeedKeys = () =>
  [articlesKeys.lists(), articlesKeys.featured(), articlesKeys.breaking(), articlesKeys.trendingTopics()] as const;

/** Marks the article feeds stale; the ones on screen refetch at once. */
export async function invalidateArticleFeeds(queryClient: QueryClient): Promise<void> {
  await Promise.all(articleFeedKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
