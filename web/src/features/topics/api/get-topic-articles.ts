import type { Article } from '@mitics/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch, apiUrl } from '../../../lib/api-client';
import type { Topic } from '../topics';
import { topicsKeys } from './topics-keys';

/** GET /api/articles?category={category}&limit={limit} (category omitted when the topic has none). */
export function getTopicArticles({ category, limit }: Topic['request']): Promise<Article[]> {
  return apiFetch<Article[]>(apiUrl('/api/articles', { category, limit }));
}

export function topicArticlesQueryOptions(topic: Topic) {
  return queryOptions({
    queryKey: topicsKeys.articles(topic.request),
    queryFn: () => getTopicArticles(topic.request),
    select: topic.select,
  });
}

/** A topic page's articles, filtered on the client where the topic says so. */
export function useTopicArticles(topic: Topic) {
  return useQuery(topicArticlesQueryOptions(topic));
}
